import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PACKAGE_DEFAULTS,
  ZLicenseInfo,
  ZOrganization,
  ZOrganizationNodes,
  type LicensePackage,
} from '@placard/contract';
import {
  countOrganizations,
  createMember,
  createSubOrganization,
  expectError,
  logIn,
  logInRoot,
  mailSubject,
  mailsTo,
  organizationWithMember,
  setLicensePackage,
  uniqueEmail,
  userRow,
  type LoggedIn,
  sessionHeaders,
} from '../../test/factories.js';
import { createTestApp, post, STRONG_PASSWORD, testClock, type TestApp } from '../../test/test-app.js';
import { licenses } from '../licensing/licensing.table.js';
import type { OrganizationDataHandler } from '../../platform/hooks.js';
import { organizationById, rootOrganization } from './organizations.usecases.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

describe('sub-organization lifecycle', () => {
  const clock = testClock();
  let t: TestApp;
  let rootId: number;
  /** What this app's own organization-data hook does now: nothing unless a test says. */
  let organizationData: OrganizationDataHandler | null = null;
  const dataProbe: OrganizationDataHandler = (...args) => organizationData?.(...args) ?? Promise.resolve();
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now, hooks: { organizationData: [dataProbe] } });
    rootId = (await rootOrganization(t.app.deps))?.id ?? 0;
  });
  afterAll(() => t.close());

  const auth = sessionHeaders;
  const get = (session: LoggedIn | null, url: string) =>
    t.app.inject({ method: 'GET', url: `/api/organizations${url}`, headers: auth(session) });
  const send = (session: LoggedIn | null, url: string, body: unknown) =>
    post(t.app, `/api/organizations${url}`, body, auth(session));
  const remove = (session: LoggedIn | null, id: number | string) =>
    t.app.inject({ method: 'DELETE', url: `/api/organizations/${id}`, headers: auth(session) });
  const licenseInfo = async (session: LoggedIn, organizationId: number) => {
    const response = await post(t.app, '/api/license/info', { organizationId }, auth(session));
    expect(response.statusCode, response.body).toBe(200);
    return ZLicenseInfo.parse(response.json());
  };
  const tree = async (session: LoggedIn, id = session.organizationId) =>
    ZOrganizationNodes.parse((await get(session, `/${id}/allsuborganizations`)).json()).map((node) => [
      node.name,
      node.depth,
    ]);
  const check = (session: LoggedIn) => post(t.app, '/api/auth/check', {}, auth(session));

  /** A parent (location_1y unless told) with a licensed child and grandchild, and an organization beside it. */
  async function family(pkg: LicensePackage = 'location_1y') {
    const parent = await organizationWithMember(t, { name: 'HQ', pkg });
    const child = await createSubOrganization(t, parent.organizationId, 'Branch');
    await setLicensePackage(t, child.id, 'location_1y');
    const grandchild = await createSubOrganization(t, child.id, 'Kiosk');
    await setLicensePackage(t, grandchild.id, 'trial');
    const sibling = await createSubOrganization(t, rootId, 'Neighbour');
    return { parent, child, grandchild, sibling };
  }

  describe('POST /api/organizations/:id/suborganizations/create', () => {
    const request = (parentOrganizationId: number, overrides: Record<string, unknown> = {}) => ({
      name: 'Harbour Branch',
      city: 'Gothenburg',
      state: 'Västra Götaland',
      country: 'SE',
      parentOrganizationId,
      ownerName: 'Olle Owner',
      ownerEmail: uniqueEmail('sub-owner'),
      licenseData: { package: 'single_device_1y' },
      ...overrides,
    });
    const create = (session: LoggedIn, parentId: number, body: Record<string, unknown>) =>
      send(session, `/${parentId}/suborganizations/create`, body);
    async function created(session: LoggedIn, parentId: number, body: Record<string, unknown>) {
      const response = await create(session, parentId, body);
      expect(response.statusCode, response.body).toBe(200);
      return ZOrganization.parse(response.json());
    }

    it("creates the organization with its package's licence from now, and invites its owner, who can then log in", async () => {
      clock.advance(HOUR_MS);
      const parent = await organizationWithMember(t, { name: 'HQ', pkg: 'location_1y' });
      const body = request(parent.organizationId, {
        ownerEmail: uniqueEmail('Sub-Owner').toUpperCase(),
        description: 'By the water',
        customerSupportEmail: 'help@harbour.example',
      });
      const organization = await created(parent, parent.organizationId, body);
      const ownerEmail = String(body.ownerEmail).toLowerCase();
      const ends = new Date(clock.now().getTime() + 365 * DAY_MS).toISOString();
      expect(organization).toEqual({
        id: expect.any(Number),
        name: 'Harbour Branch',
        parentOrganizationId: parent.organizationId,
        contactEmail: null,
        contactPhoneNumber: null,
        description: 'By the water',
        address: null,
        city: 'Gothenburg',
        state: 'Västra Götaland',
        country: 'SE',
        timezone: 'Europe/Stockholm',
        domain: null,
        collate: false,
        collationState: 'off',
        collationRecord: null,
        ownerName: 'Olle Owner',
        ownerEmail,
        customerSupportEmail: 'help@harbour.example',
        customerContactEmail: null,
        websiteTitle: null,
        subOrganizationCount: 0,
        licenseData: { package: 'single_device_1y', state: 'active', validityExpiresAt: ends },
        accessState: 'FULL_ACCESS',
        isOwn: false,
        isRoot: false,
      });
      expect((await get(parent, `/${organization.id}`)).json()).toEqual(organization);

      const defaults = PACKAGE_DEFAULTS.single_device_1y;
      expect(await licenseInfo(parent, organization.id)).toMatchObject({
        package: 'single_device_1y',
        numDevices: defaults.numDevices,
        numUsers: defaults.numUsers,
        validityDays: defaults.validityDays,
        interactiveDeviceLimit: defaults.interactiveDeviceLimit,
        validFrom: clock.now().toISOString(),
        validityExpiresAt: ends,
        usedUsers: 1,
        trialExtended: false,
        ...defaults.features,
      });

      expect(await userRow(t, ownerEmail)).toMatchObject({
        organizationId: organization.id,
        role: 'owner',
        fullname: 'Olle Owner',
        passwordHash: null,
      });
      const mail = await t.lastMailTo(ownerEmail);
      expect(mailSubject(mail)).toBe('A owner invited you to Harbour Branch on Placard');
      expectError(
        await post(t.app, '/api/auth/login', { email: ownerEmail, password: STRONG_PASSWORD }),
        401,
        'INVALID_CREDENTIALS',
      );
      expect(mail.actionUrl).toMatch(/^http:\/\/placard\.test\/newpassword\/[A-Za-z0-9_-]{43}$/);
      const token = mail.actionUrl?.split('/').at(-1);
      const set = await post(t.app, '/api/auth/changePasswordToken', {
        token,
        password: STRONG_PASSWORD,
        passwordRepeat: STRONG_PASSWORD,
      });
      expect(set.statusCode, set.body).toBe(200);
      const newOwner = await logIn(t, ownerEmail);
      expect(newOwner.organizationId).toBe(organization.id);
      expect((await check(newOwner)).json()).toMatchObject({
        role: { name: 'owner' },
        organizationName: 'Harbour Branch',
        licenseLevel: 'single_device_1y',
      });
      expect(await tree(parent)).toEqual([['Harbour Branch', 1]]);
    });

    it('takes the limits and days given over the defaults, counting days from now', async () => {
      const parent = await organizationWithMember(t, { pkg: 'location_1y' });
      const organization = await created(
        parent,
        parent.organizationId,
        request(parent.organizationId, {
          licenseData: {
            package: 'location_1y',
            numUsers: 4,
            numDevices: 3,
            validityDays: 10,
            impersonation: false,
          },
        }),
      );
      expect(await licenseInfo(parent, organization.id)).toMatchObject({
        numUsers: 4,
        numDevices: 3,
        interactiveDeviceLimit: 2,
        validityDays: 10,
        validityExpiresAt: new Date(clock.now().getTime() + 10 * DAY_MS).toISOString(),
        impersonation: false,
        themeManagement: true,
      });
    });

    it('lets the root give unlimited licences (nulls) that never end', async () => {
      const root = await logInRoot(t);
      const full = await created(root, rootId, request(rootId, { licenseData: { package: 'full_access' } }));
      expect(full.licenseData).toEqual({ package: 'full_access', state: 'active', validityExpiresAt: null });
      expect(await licenseInfo(root, full.id)).toMatchObject({
        numDevices: null,
        numUsers: null,
        validityDays: null,
        interactiveDeviceLimit: null,
        validityExpiresAt: null,
        subOrgUpdateAccess: 2,
      });
      const custom = await created(
        root,
        rootId,
        request(rootId, { licenseData: { package: 'custom', numUsers: null, validityDays: null } }),
      );
      expect(await licenseInfo(root, custom.id)).toMatchObject({
        package: 'custom',
        numUsers: null,
        numDevices: 10,
        validityExpiresAt: null,
        state: 'custom',
      });
    });

    it('creates below a fully managed child; the new organization is then only viewed by the parent', async () => {
      const { parent, child } = await family('location_1y');
      const organization = await created(
        parent,
        child.id,
        request(child.id, { licenseData: { package: 'trial' } }),
      );
      expect(organization.parentOrganizationId).toBe(child.id);
      const fetched = ZOrganization.parse((await get(parent, `/${organization.id}`)).json());
      expect(fetched.accessState).toBe('LIMITED_ACCESS');
      expect(organization.accessState).toBe(fetched.accessState);
    });

    it('refuses an owner e-mail in use anywhere with EMAIL_EXISTS, creating nothing', async () => {
      const parent = await organizationWithMember(t, { pkg: 'location_1y' });
      const other = await createMember(t, rootId, 'staff');
      const before = await countOrganizations(t);
      for (const ownerEmail of [other.email.toUpperCase(), parent.email]) {
        const error = expectError(
          await create(parent, parent.organizationId, request(parent.organizationId, { ownerEmail })),
          400,
          'EMAIL_EXISTS',
        );
        expect(error.fields).toEqual({
          ownerEmail: 'The email is already in use, please use a different one.',
        });
      }
      expect(await countOrganizations(t)).toBe(before);
      expect(await mailsTo(t, other.email)).toHaveLength(0);
    });

    it('refuses a licence beyond what a parent below the root has, naming each limit, creating nothing', async () => {
      const parent = await organizationWithMember(t, { pkg: 'location_1y' }); // 10 users, 10 devices, 1 year
      const before = await countOrganizations(t);
      const cases: [Record<string, unknown>, string[]][] = [
        [{ package: 'location_1y', numUsers: 11 }, ['numUsers']],
        [{ package: 'location_1y', numDevices: null }, ['numDevices']],
        [{ package: 'location_1y', validityDays: 366 }, ['validityDays']],
        [{ package: 'location_1y', aiAssistant: true }, ['aiAssistant']],
        [{ package: 'location_1y', subOrgUpdateAccess: 2 }, ['subOrgUpdateAccess']],
        [
          { package: 'full_access' },
          [
            'aiAssistant',
            'interactiveDeviceLimit',
            'numDevices',
            'numUsers',
            'package',
            'subOrgUpdateAccess',
            'validityDays',
          ],
        ],
      ];
      for (const [licenseData, fields] of cases) {
        const email = uniqueEmail('exceeds');
        const error = expectError(
          await create(
            parent,
            parent.organizationId,
            request(parent.organizationId, { licenseData, ownerEmail: email }),
          ),
          400,
          'LICENSE_EXCEEDS_PARENT',
        );
        expect(Object.keys(error.fields ?? {}).sort(), JSON.stringify(licenseData)).toEqual(fields);
        expect(error.fields?.[fields[0] ?? '']).toBe(
          'A sub-organization cannot get more than your own licence allows.',
        );
        expect(await userRow(t, email)).toBeUndefined();
      }
      expect(await countOrganizations(t)).toBe(before);
      // exactly what the parent has is fine
      await created(
        parent,
        parent.organizationId,
        request(parent.organizationId, {
          licenseData: { package: 'location_1y', numUsers: 10, validityDays: 365 },
        }),
      );
    });

    it('never lets a sub-organization outlast the licence of a parent below the root', async () => {
      const parent = await organizationWithMember(t, { pkg: 'location_1y' });
      clock.advance(DAY_MS);
      const error = expectError(
        await create(
          parent,
          parent.organizationId,
          request(parent.organizationId, { licenseData: { package: 'location_1y' } }),
        ),
        400,
        'LICENSE_EXCEEDS_PARENT',
      );
      expect(Object.keys(error.fields ?? {})).toEqual(['validityDays']);
      await created(
        parent,
        parent.organizationId,
        request(parent.organizationId, { licenseData: { package: 'location_1y', validityDays: 364 } }),
      );
    });

    it('is not licensed to a parent whose licence gives no sub-organization access (a trial)', async () => {
      const parent = await organizationWithMember(t, { pkg: 'trial' });
      const body = request(parent.organizationId, { licenseData: { package: 'trial' } });
      const error = expectError(
        await create(parent, parent.organizationId, body),
        403,
        'FEATURE_NOT_LICENSED',
      );
      expect(error.message).toBe('Your licence does not include this feature.');
      expect(await userRow(t, String(body.ownerEmail))).toBeUndefined();
      expect(await tree(parent)).toEqual([]);
    });

    it('refuses a body whose parentOrganizationId is not the organization in the path', async () => {
      const { parent, child } = await family();
      const error = expectError(
        await create(parent, parent.organizationId, request(child.id)),
        400,
        'BAD_REQUEST',
      );
      expect(error.fields).toHaveProperty('parentOrganizationId');
    });

    it('is refused below an organization the caller only views, and 404 beside or above it', async () => {
      const { parent, child, grandchild, sibling } = await family('location_1y');
      expectError(await create(parent, grandchild.id, request(grandchild.id)), 403, 'FORBIDDEN');
      expectError(await create(parent, sibling.id, request(sibling.id)), 404, 'NOT_FOUND');
      expectError(await create(parent, rootId, request(rootId)), 404, 'NOT_FOUND');
      const childOwner = await createMember(t, child.id, 'owner');
      const asChild = await logIn(t, childOwner.email, childOwner.password);
      expectError(
        await create(asChild, parent.organizationId, request(parent.organizationId)),
        404,
        'NOT_FOUND',
      );
    });

    it('validates the body, the licence data included', async () => {
      const parent = await organizationWithMember(t, { pkg: 'location_1y' });
      const id = parent.organizationId;
      const missing = expectError(await create(parent, id, {}), 400, 'VALIDATION_FAILED');
      expect(Object.keys(missing.fields ?? {}).sort()).toEqual([
        'city',
        'country',
        'licenseData',
        'name',
        'ownerEmail',
        'ownerName',
        'parentOrganizationId',
        'state',
      ]);
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ ownerEmail: 'nope' }, { ownerEmail: 'Please enter a valid email address.' }],
        [
          { licenseData: { package: 'gold' } },
          { 'licenseData.package': 'Please choose one of the options.' },
        ],
        [
          { licenseData: { package: 'custom', numUsers: -1 } },
          { 'licenseData.numUsers': 'Please enter 1 or more.' },
        ],
        // the owner needs a place
        [
          { licenseData: { package: 'custom', numUsers: 0 } },
          { 'licenseData.numUsers': 'Please enter 1 or more.' },
        ],
        [
          { licenseData: { package: 'custom', validityDays: 0 } },
          { 'licenseData.validityDays': 'Please enter 1 or more.' },
        ],
        [
          { licenseData: { package: 'custom', numDevices: 2, interactiveDeviceLimit: 3 } },
          { 'licenseData.interactiveDeviceLimit': 'Exceeded device limit' },
        ],
      ];
      for (const [overrides, fields] of cases) {
        const error = expectError(await create(parent, id, request(id, overrides)), 400, 'VALIDATION_FAILED');
        expect(error.fields, JSON.stringify(overrides)).toEqual(fields);
      }
      // interactive devices beyond the package's default devices are refused by the server
      const error = expectError(
        await create(
          parent,
          id,
          request(id, { licenseData: { package: 'single_device_1y', interactiveDeviceLimit: 2 } }),
        ),
        403,
        'DEVICE_LIMIT_EXCEEDED',
      );
      expect(error.fields).toEqual({ interactiveDeviceLimit: 'Exceeded device limit' });
      expect(await tree(parent)).toEqual([]);
    });
  });

  describe('POST /api/organizations/:id/move', () => {
    /** HQ (full access at every level) with alpha → alpha 1 → alpha 1.1, and beta. */
    async function movable(pkg: LicensePackage = 'full_access') {
      const hq = await organizationWithMember(t, { name: 'HQ', pkg });
      const alpha = await createSubOrganization(t, hq.organizationId, 'alpha');
      const alpha1 = await createSubOrganization(t, alpha.id, 'alpha 1');
      const alpha11 = await createSubOrganization(t, alpha1.id, 'alpha 1.1');
      const beta = await createSubOrganization(t, hq.organizationId, 'beta');
      const sibling = await createSubOrganization(t, rootId, 'Neighbour');
      return { hq, alpha, alpha1, alpha11, beta, sibling };
    }
    const move = (session: LoggedIn, id: number, targetOrganizationId: unknown) =>
      send(session, `/${id}/move`, { targetOrganizationId });

    it('moves a sub-organization with everything below it under another one; the tree shows it', async () => {
      const { hq, alpha1, beta } = await movable();
      const response = await move(hq, alpha1.id, beta.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(ZOrganization.parse(response.json())).toMatchObject({
        id: alpha1.id,
        parentOrganizationId: beta.id,
        accessState: 'FULL_ACCESS',
        subOrganizationCount: 1,
      });
      expect(await tree(hq)).toEqual([
        ['alpha', 1],
        ['beta', 1],
        ['alpha 1', 2],
        ['alpha 1.1', 3],
      ]);
      expect(
        (await get(hq, `/${alpha1.id}/parentpath`)).json().map((entry: { name: string }) => entry.name),
      ).toEqual(['HQ', 'beta', 'alpha 1']);
      // up to the caller's own organization, and back where it was
      expect((await move(hq, alpha1.id, hq.organizationId)).json()).toMatchObject({
        parentOrganizationId: hq.organizationId,
      });
      expect(await tree(hq)).toEqual([
        ['alpha', 1],
        ['alpha 1', 1],
        ['alpha 1.1', 2],
        ['beta', 1],
      ]);
      expect((await move(hq, alpha1.id, hq.organizationId)).statusCode).toBe(200);
    });

    it('answers the access the caller has at the new place', async () => {
      const { hq, alpha, beta } = await movable('location_1y'); // children full, deeper limited
      const response = await move(hq, beta.id, alpha.id);
      expect(response.json()).toMatchObject({
        parentOrganizationId: alpha.id,
        accessState: 'LIMITED_ACCESS',
      });
      expect((await get(hq, `/${beta.id}`)).json().accessState).toBe('LIMITED_ACCESS');
    });

    it('refuses a move under itself or one of its descendants with INVALID_MOVE, changing nothing', async () => {
      const { hq, alpha, alpha1, alpha11 } = await movable();
      const before = await tree(hq);
      for (const target of [alpha.id, alpha1.id, alpha11.id]) {
        const error = expectError(await move(hq, alpha.id, target), 400, 'INVALID_MOVE');
        expect(error.fields).toEqual({
          targetOrganizationId:
            'An organization cannot be moved under itself or one of its sub-organizations.',
        });
      }
      expect(await tree(hq)).toEqual(before);
    });

    it("is refused for the caller's own organization, and 404 for organizations beside or above it", async () => {
      const { hq, alpha, beta, sibling } = await movable();
      expectError(await move(hq, hq.organizationId, beta.id), 403, 'FORBIDDEN');
      expectError(await move(hq, alpha.id, sibling.id), 404, 'NOT_FOUND');
      expectError(await move(hq, alpha.id, rootId), 404, 'NOT_FOUND');
      expectError(await move(hq, sibling.id, alpha.id), 404, 'NOT_FOUND');
      expectError(await move(hq, 987_654, alpha.id), 404, 'NOT_FOUND');
      expectError(await move(hq, alpha.id, 987_654), 404, 'NOT_FOUND');
      expect((await organizationById(t.app.deps, alpha.id))?.parentOrganizationId).toBe(hq.organizationId);
    });

    it('needs full access to both the organization and the target', async () => {
      const { hq, alpha, alpha1, alpha11, beta } = await movable('location_1y'); // deeper than children: limited
      expectError(await move(hq, alpha1.id, beta.id), 403, 'FORBIDDEN');
      expectError(await move(hq, beta.id, alpha1.id), 403, 'FORBIDDEN');
      expectError(await move(hq, alpha11.id, hq.organizationId), 403, 'FORBIDDEN');
      expect((await move(hq, beta.id, alpha.id)).statusCode).toBe(200);
    });

    it('never lets two simultaneous moves put two organizations under each other', async () => {
      const hq = await organizationWithMember(t, { name: 'Race HQ', pkg: 'full_access' });
      const pairs = await Promise.all(
        [1, 2, 3, 4].map(async (index) => [
          await createSubOrganization(t, hq.organizationId, `a${index}`),
          await createSubOrganization(t, hq.organizationId, `b${index}`),
        ]),
      );
      const responses = await Promise.all(
        pairs.flatMap(([a, b]) => [move(hq, a?.id ?? 0, b?.id ?? 0), move(hq, b?.id ?? 0, a?.id ?? 0)]),
      );
      for (let index = 0; index < responses.length; index += 2) {
        const codes = [responses[index]?.statusCode, responses[index + 1]?.statusCode].sort();
        expect(codes, responses[index + 1]?.body).toEqual([200, 400]);
      }
      expect(await tree(hq)).toHaveLength(8);
    });

    it('validates the target', async () => {
      const { hq, alpha } = await movable();
      for (const target of [undefined, 0, 'x', 1.5]) {
        const error = expectError(await move(hq, alpha.id, target), 400, 'VALIDATION_FAILED');
        expect(Object.keys(error.fields ?? {})).toEqual(['targetOrganizationId']);
      }
    });
  });

  describe('POST /api/organizations/:id/transfer', () => {
    const transfer = (session: LoggedIn, id: number, targetOrganizationId: number) =>
      send(session, `/${id}/transfer`, { targetOrganizationId });

    it("gives the organization's users to the target, its owner as an admin; the organization stays", async () => {
      const { parent, child } = await family();
      const childOwner = await createMember(t, child.id, 'owner');
      const childStaff = await createMember(t, child.id, 'content_creator');
      const ownerSession = await logIn(t, childOwner.email, childOwner.password);
      const calls: unknown[] = [];
      organizationData = async (tx, from, to) => {
        expect(tx.db).not.toBe(t.app.deps.db);
        calls.push([from, to]);
      };
      try {
        const response = await transfer(parent, child.id, parent.organizationId);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({ success: true, usersMoved: 2 });
      } finally {
        organizationData = null;
      }
      expect(calls).toEqual([[child.id, parent.organizationId]]);
      expect(await userRow(t, childOwner.email)).toMatchObject({
        organizationId: parent.organizationId,
        role: 'admin',
      });
      expect(await userRow(t, childStaff.email)).toMatchObject({
        organizationId: parent.organizationId,
        role: 'content_creator',
      });
      expect((await check(ownerSession)).json()).toMatchObject({
        organizationId: parent.organizationId,
        role: { name: 'admin' },
      });
      const branch = ZOrganization.parse((await get(parent, `/${child.id}`)).json());
      expect(branch).toMatchObject({ ownerEmail: null, subOrganizationCount: 1 });
      expect((await licenseInfo(parent, child.id)).usedUsers).toBe(0);
      expect((await licenseInfo(parent, parent.organizationId)).usedUsers).toBe(3);
    });

    it("keeps to the target's user limit: USER_LIMIT_REACHED and no one moves", async () => {
      const { parent, child } = await family();
      const target = await createSubOrganization(t, parent.organizationId, 'Small');
      await setLicensePackage(t, target.id, 'location_1y', { numUsers: 2 });
      await createMember(t, target.id, 'owner');
      const childOwner = await createMember(t, child.id, 'owner');
      const childStaff = await createMember(t, child.id, 'staff');
      expectError(await transfer(parent, child.id, target.id), 403, 'USER_LIMIT_REACHED');
      expect((await userRow(t, childOwner.email))?.organizationId).toBe(child.id);
      expect((await userRow(t, childStaff.email))?.organizationId).toBe(child.id);
      expect((await userRow(t, childOwner.email))?.role).toBe('owner');
      await setLicensePackage(t, target.id, 'location_1y', { numUsers: 3 });
      expect((await transfer(parent, child.id, target.id)).json()).toEqual({ success: true, usersMoved: 2 });
    });

    it('moves nothing when data that goes along cannot be handed over', async () => {
      const { parent, child } = await family();
      const childOwner = await createMember(t, child.id, 'owner');
      organizationData = () => Promise.reject(new Error('disk full'));
      try {
        expectError(await transfer(parent, child.id, parent.organizationId), 400, 'TRANSFER_FAILED');
      } finally {
        organizationData = null;
      }
      expect(await userRow(t, childOwner.email)).toMatchObject({ organizationId: child.id, role: 'owner' });
    });

    it('refuses the organization itself or one below it as the target', async () => {
      const { parent, child, grandchild } = await family('full_access');
      const childOwner = await createMember(t, child.id, 'owner');
      for (const target of [child.id, grandchild.id]) {
        const error = expectError(await transfer(parent, child.id, target), 400, 'TRANSFER_FAILED');
        expect(error.fields).toHaveProperty('targetOrganizationId');
      }
      expect((await userRow(t, childOwner.email))?.organizationId).toBe(child.id);
    });

    it("is refused for the caller's own organization or one it only views, and 404 beside it", async () => {
      const { parent, child, grandchild, sibling } = await family('location_1y');
      expectError(await transfer(parent, parent.organizationId, child.id), 403, 'FORBIDDEN');
      expectError(await transfer(parent, grandchild.id, parent.organizationId), 403, 'FORBIDDEN');
      expectError(await transfer(parent, child.id, grandchild.id), 403, 'FORBIDDEN');
      expectError(await transfer(parent, child.id, sibling.id), 404, 'NOT_FOUND');
      expectError(await transfer(parent, sibling.id, parent.organizationId), 404, 'NOT_FOUND');
    });
  });

  describe('DELETE /api/organizations/:id', () => {
    it('is refused while sub-organizations exist, then deletes the organization with its users and licence', async () => {
      const { parent, child, grandchild } = await family('full_access');
      const childOwner = await createMember(t, child.id, 'owner');
      const childSession = await logIn(t, childOwner.email, childOwner.password);
      const grandchildStaff = await createMember(t, grandchild.id, 'staff');

      const refused = expectError(await remove(parent, child.id), 409, 'ORGANIZATION_HAS_CHILDREN');
      expect(refused.message).toBe('Cannot delete this organization while sub-organizations exist.');
      expect((await get(parent, `/${child.id}`)).statusCode).toBe(200);

      for (const id of [grandchild.id, child.id]) {
        const response = await remove(parent, id);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({ success: true });
        expectError(await get(parent, `/${id}`), 404, 'NOT_FOUND');
      }
      expect(await tree(parent)).toEqual([]);
      expect(await userRow(t, childOwner.email)).toBeUndefined();
      expect(await userRow(t, grandchildStaff.email)).toBeUndefined();
      expectError(await check(childSession), 401, 'UNAUTHORIZED');
      expectError(
        await post(t.app, '/api/auth/login', { email: childOwner.email, password: STRONG_PASSWORD }),
        401,
        'INVALID_CREDENTIALS',
      );
      expect(
        await t.app.deps.db.select().from(licenses).where(eq(licenses.organizationId, child.id)),
      ).toEqual([]);
      expectError(await remove(parent, child.id), 404, 'NOT_FOUND');
    });

    it("is refused for the caller's own organization or one it only views, and 404 beside or above it", async () => {
      const { parent, child, grandchild, sibling } = await family('location_1y');
      expectError(await remove(parent, parent.organizationId), 403, 'FORBIDDEN');
      expectError(await remove(parent, grandchild.id), 403, 'FORBIDDEN');
      expectError(await remove(parent, sibling.id), 404, 'NOT_FOUND');
      expectError(await remove(parent, rootId), 404, 'NOT_FOUND');
      const childOwner = await createMember(t, child.id, 'owner');
      expectError(
        await remove(await logIn(t, childOwner.email, childOwner.password), parent.organizationId),
        404,
        'NOT_FOUND',
      );
      for (const id of [parent.organizationId, grandchild.id, sibling.id]) {
        expect(await organizationById(t.app.deps, id)).toBeDefined();
      }
      expectError(await remove(parent, 'abc'), 400, 'VALIDATION_FAILED');
    });

    it('lets the root delete an organization that registered itself', async () => {
      const registered = await organizationWithMember(t, { pkg: 'trial', name: 'Gone Soon' });
      const root = await logInRoot(t);
      expect((await remove(root, registered.organizationId)).json()).toEqual({ success: true });
      expectError(await check(registered), 401, 'UNAUTHORIZED');
    });
  });
});
