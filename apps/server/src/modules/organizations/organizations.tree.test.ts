import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZOrganizationNodes, type TOrganizationNode } from '@placard/contract';
import {
  createMember,
  createSubOrganization,
  expectError,
  logIn,
  logInRoot,
  organizationWithMember,
  setLicensePackage,
  type LoggedIn,
  sessionHeaders,
} from '../../test/factories.js';
import { createTestApp, post, testClock, type TestApp } from '../../test/test-app.js';
import { organizations } from './organizations.table.js';
import { rootOrganization } from './organizations.usecases.js';

const DAY_MS = 86_400_000;

describe('the organization tree', () => {
  const clock = testClock();
  let t: TestApp;
  let rootId: number;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    rootId = (await rootOrganization(t.app.deps))?.id ?? 0;
  });
  afterAll(() => t.close());

  const auth = sessionHeaders;
  const get = (session: LoggedIn | null, url: string) =>
    t.app.inject({ method: 'GET', url: `/api/organizations${url}`, headers: auth(session) });
  const nodes = async (session: LoggedIn, url: string): Promise<TOrganizationNode[]> => {
    const response = await get(session, url);
    expect(response.statusCode, response.body).toBe(200);
    return ZOrganizationNodes.parse(response.json());
  };
  const listOfOrgs = (session: LoggedIn | null, organizationsList: unknown) =>
    post(t.app, '/api/organizations/getListOfOrgs', { organizationsList }, auth(session));
  const sub = (parentId: number, name: string) => createSubOrganization(t, parentId, name);
  const names = (list: TOrganizationNode[]) => list.map((node) => node.name);

  /**
   * HQ (location_1y: children full, deeper limited) with, in insertion order:
   *   beta → Beta Kiosk;  alpha → Alpha 10 → Deep, Alpha 2;  Gamma
   * and an organization beside HQ.
   */
  async function forest() {
    const hq = await organizationWithMember(t, { name: 'HQ', pkg: 'location_1y' });
    const id = hq.organizationId;
    const beta = await sub(id, 'beta');
    const betaKiosk = await sub(beta.id, 'Beta Kiosk');
    const alpha = await sub(id, 'alpha');
    const alpha10 = await sub(alpha.id, 'Alpha 10');
    const deep = await sub(alpha10.id, 'Deep');
    const alpha2 = await sub(alpha.id, 'Alpha 2');
    const gamma = await sub(id, 'Gamma');
    const sibling = await sub(rootId, 'Sibling of HQ');
    await sub(sibling.id, 'Alpha elsewhere');
    return { hq, beta, betaKiosk, alpha, alpha10, deep, alpha2, gamma, sibling };
  }

  describe('GET /api/organizations/:id/suborganizations', () => {
    it('answers the direct children by name, each drawn with its owner, licence and the access the caller has', async () => {
      const { hq, alpha, beta, gamma } = await forest();
      await t.app.deps.db
        .update(organizations)
        .set({ city: 'Lund', country: 'SE' })
        .where(eq(organizations.id, alpha.id));
      await setLicensePackage(t, alpha.id, 'location_3y');
      await setLicensePackage(t, gamma.id, 'trial', {
        validityExpiresAt: new Date(clock.now().getTime() - 1),
      });
      const alphaOwner = await createMember(t, alpha.id, 'owner');
      const children = await nodes(hq, `/${hq.organizationId}/suborganizations`);
      expect(names(children)).toEqual(['alpha', 'beta', 'Gamma']);
      expect(children[0]).toEqual({
        id: alpha.id,
        name: 'alpha',
        parentOrganizationId: hq.organizationId,
        depth: 1,
        path: [],
        subOrganizationCount: 2,
        city: 'Lund',
        country: 'SE',
        ownerEmail: alphaOwner.email,
        license: {
          package: 'location_3y',
          state: 'active',
          validityExpiresAt: new Date(clock.now().getTime() + 3 * 365 * DAY_MS).toISOString(),
        },
        accessState: 'FULL_ACCESS',
      });
      expect(children[1]).toMatchObject({
        id: beta.id,
        subOrganizationCount: 1,
        ownerEmail: null,
        license: null,
      });
      expect(children[2]?.license).toMatchObject({ package: 'trial', state: 'demo_expired' });
    });

    it("answers a child's children, deeper levels with limited access and the child in their path", async () => {
      const { hq, alpha, alpha2, alpha10 } = await forest();
      const below = await nodes(hq, `/${alpha.id}/suborganizations`);
      expect(below.map((node) => [node.id, node.depth, node.path, node.accessState])).toEqual([
        [alpha2.id, 2, ['alpha'], 'LIMITED_ACCESS'],
        [alpha10.id, 2, ['alpha'], 'LIMITED_ACCESS'],
      ]);
    });

    it('answers an empty list for an organization without sub-organizations', async () => {
      const { hq, deep } = await forest();
      expect(await nodes(hq, `/${deep.id}/suborganizations`)).toEqual([]);
    });

    describe('?q= searches every level below, by a part of the name', () => {
      it('ignores case and accents and answers matches in tree order with their path', async () => {
        const { hq, alpha, alpha2, alpha10 } = await forest();
        const found = await nodes(hq, `/${hq.organizationId}/suborganizations?q=ALPHA`);
        expect(found.map((node) => [node.id, node.depth, node.path])).toEqual([
          [alpha.id, 1, []],
          [alpha2.id, 2, ['alpha']],
          [alpha10.id, 2, ['alpha']],
        ]);
        const deep = await nodes(
          hq,
          `/${hq.organizationId}/suborganizations?q=${encodeURIComponent(' eEp ')}`,
        );
        expect(deep.map((node) => [node.name, node.depth, node.path])).toEqual([
          ['Deep', 3, ['alpha', 'Alpha 10']],
        ]);
        await sub(hq.organizationId, 'Malmö Office');
        expect(names(await nodes(hq, `/${hq.organizationId}/suborganizations?q=MALMO`))).toEqual([
          'Malmö Office',
        ]);
      });

      it('takes % and _ literally', async () => {
        const hq = await organizationWithMember(t, { name: 'Literal HQ' });
        for (const name of ['100% Screens', '1000 Screens', 'Lobby_1', 'Lobby 2', 'LobbyX3']) {
          await sub(hq.organizationId, name);
        }
        const search = async (q: string) =>
          names(await nodes(hq, `/${hq.organizationId}/suborganizations?q=${encodeURIComponent(q)}`));
        expect(await search('%')).toEqual(['100% Screens']);
        expect(await search('0%')).toEqual(['100% Screens']);
        expect(await search('_')).toEqual(['Lobby_1']);
        expect(await search('y_')).toEqual(['Lobby_1']);
        expect(await search('\\')).toEqual([]);
      });

      it('searches only below the organization asked, never beside or above it', async () => {
        const { hq, alpha, beta } = await forest();
        expect(names(await nodes(hq, `/${beta.id}/suborganizations?q=alpha`))).toEqual([]);
        expect(names(await nodes(hq, `/${alpha.id}/suborganizations?q=alpha`))).toEqual([
          'Alpha 2',
          'Alpha 10',
        ]);
        expect(names(await nodes(hq, `/${hq.organizationId}/suborganizations?q=elsewhere`))).toEqual([]);
        expect(names(await nodes(hq, `/${hq.organizationId}/suborganizations?q=HQ`))).toEqual([]);
      });

      it('answers the direct children for an empty or blank search, and refuses one over 100 characters', async () => {
        const { hq } = await forest();
        const direct = names(await nodes(hq, `/${hq.organizationId}/suborganizations`));
        expect(names(await nodes(hq, `/${hq.organizationId}/suborganizations?q=`))).toEqual(direct);
        expect(names(await nodes(hq, `/${hq.organizationId}/suborganizations?q=%20%20`))).toEqual(direct);
        const error = expectError(
          await get(hq, `/${hq.organizationId}/suborganizations?q=${'a'.repeat(101)}`),
          400,
          'VALIDATION_FAILED',
        );
        expect(error.fields).toEqual({ q: 'Please use max 100 characters.' });
      });
    });
  });

  describe('GET /api/organizations/:id/allsuborganizations', () => {
    it('answers every level in tree order: each parent before its children, siblings by name, numbers as numbers', async () => {
      const { hq, alpha, alpha2, alpha10, deep, beta, betaKiosk, gamma } = await forest();
      const all = await nodes(hq, `/${hq.organizationId}/allsuborganizations`);
      expect(all.map((node) => [node.id, node.name, node.depth, node.path, node.accessState])).toEqual([
        [alpha.id, 'alpha', 1, [], 'FULL_ACCESS'],
        [alpha2.id, 'Alpha 2', 2, ['alpha'], 'LIMITED_ACCESS'],
        [alpha10.id, 'Alpha 10', 2, ['alpha'], 'LIMITED_ACCESS'],
        [deep.id, 'Deep', 3, ['alpha', 'Alpha 10'], 'LIMITED_ACCESS'],
        [beta.id, 'beta', 1, [], 'FULL_ACCESS'],
        [betaKiosk.id, 'Beta Kiosk', 2, ['beta'], 'LIMITED_ACCESS'],
        [gamma.id, 'Gamma', 1, [], 'FULL_ACCESS'],
      ]);
      expect(all.map((node) => [node.name, node.parentOrganizationId, node.subOrganizationCount])).toEqual([
        ['alpha', hq.organizationId, 2],
        ['Alpha 2', alpha.id, 0],
        ['Alpha 10', alpha.id, 1],
        ['Deep', alpha10.id, 0],
        ['beta', hq.organizationId, 1],
        ['Beta Kiosk', beta.id, 0],
        ['Gamma', hq.organizationId, 0],
      ]);
    });

    it("counts depth and path from the caller's own organization, whichever organization is asked", async () => {
      const { hq, alpha, alpha10, deep } = await forest();
      const fromHq = await nodes(hq, `/${alpha.id}/allsuborganizations`);
      expect(fromHq.map((node) => [node.name, node.depth, node.path])).toEqual([
        ['Alpha 2', 2, ['alpha']],
        ['Alpha 10', 2, ['alpha']],
        ['Deep', 3, ['alpha', 'Alpha 10']],
      ]);

      await setLicensePackage(t, alpha.id, 'location_1y');
      const alphaOwner = await createMember(t, alpha.id, 'owner');
      const asAlpha = await logIn(t, alphaOwner.email, alphaOwner.password);
      const fromAlpha = await nodes(asAlpha, `/${alpha.id}/allsuborganizations`);
      expect(fromAlpha.map((node) => [node.name, node.depth, node.path, node.accessState])).toEqual([
        ['Alpha 2', 1, [], 'FULL_ACCESS'],
        ['Alpha 10', 1, [], 'FULL_ACCESS'],
        ['Deep', 2, ['Alpha 10'], 'LIMITED_ACCESS'],
      ]);

      const root = await logInRoot(t);
      const fromRoot = await nodes(root, `/${alpha10.id}/allsuborganizations`);
      expect(fromRoot.map((node) => [node.id, node.depth, node.path, node.accessState])).toEqual([
        [deep.id, 4, ['HQ', 'alpha', 'Alpha 10'], 'FULL_ACCESS'],
      ]);
    });

    it('lets a sub-organization the caller may only view be listed too', async () => {
      const { hq, alpha10, deep } = await forest();
      expect((await nodes(hq, `/${alpha10.id}/allsuborganizations`)).map((node) => node.id)).toEqual([
        deep.id,
      ]);
    });
  });

  describe('answers 404 for organizations beside, above or unknown', () => {
    for (const endpoint of ['suborganizations', 'allsuborganizations', 'suborganizations?q=a']) {
      it(`GET /api/organizations/:id/${endpoint}`, async () => {
        const { hq, alpha, sibling } = await forest();
        await setLicensePackage(t, alpha.id, 'location_1y');
        const alphaOwner = await createMember(t, alpha.id, 'owner');
        const asAlpha = await logIn(t, alphaOwner.email, alphaOwner.password);
        for (const [session, id] of [
          [hq, sibling.id],
          [hq, rootId],
          [asAlpha, hq.organizationId],
          [hq, 987_654],
        ] as const) {
          const response = await get(session, `/${id}/${endpoint}`);
          expectError(response, 404, 'NOT_FOUND');
          expect(response.body).not.toContain('elsewhere');
        }
        const invalid = expectError(await get(hq, `/nope/${endpoint}`), 400, 'VALIDATION_FAILED');
        expect(invalid.fields).toHaveProperty('id');
      });
    }
  });

  describe('POST /api/organizations/getListOfOrgs', () => {
    it('answers the listed organizations the caller may reach, its own too, in tree order', async () => {
      const { hq, alpha, deep, gamma, sibling } = await forest();
      const response = await listOfOrgs(hq, [
        gamma.id,
        deep.id,
        sibling.id,
        rootId,
        987_654,
        hq.organizationId,
        alpha.id,
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const listed = ZOrganizationNodes.parse(response.json());
      expect(listed.map((node) => [node.id, node.depth, node.path, node.accessState])).toEqual([
        [hq.organizationId, 0, [], 'FULL_ACCESS'],
        [alpha.id, 1, [], 'FULL_ACCESS'],
        [deep.id, 3, ['alpha', 'Alpha 10'], 'LIMITED_ACCESS'],
        [gamma.id, 1, [], 'FULL_ACCESS'],
      ]);
      expect(listed[0]).toMatchObject({ name: 'HQ', parentOrganizationId: rootId, subOrganizationCount: 3 });
      expect(response.body).not.toContain('Sibling of HQ');
    });

    it('answers an empty list when nothing listed can be reached', async () => {
      const { hq, sibling } = await forest();
      expect((await listOfOrgs(hq, [])).json()).toEqual([]);
      expect((await listOfOrgs(hq, [sibling.id, rootId])).json()).toEqual([]);
    });

    it('validates the list', async () => {
      const { hq } = await forest();
      for (const [list, field] of [
        [undefined, 'organizationsList'],
        ['1,2', 'organizationsList'],
        [[0], 'organizationsList.0'],
        [['x'], 'organizationsList.0'],
        [Array.from({ length: 1001 }, (_, index) => index + 1), 'organizationsList'],
      ] as const) {
        const error = expectError(await listOfOrgs(hq, list), 400, 'VALIDATION_FAILED');
        expect(Object.keys(error.fields ?? {}), String(list).slice(0, 40)).toEqual([field]);
      }
    });
  });
});
