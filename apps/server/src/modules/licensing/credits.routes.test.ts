import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREDIT_HISTORY_PAGE_SIZE,
  DEFAULT_ASSISTANT_PRICES,
  ZCreditHistory,
  ZSubOrganizationCreditsList,
  type TCreditHistory,
} from '@placard/contract';
import {
  createMember,
  createSubOrganization,
  expectError,
  insertMember,
  logIn,
  logInRoot,
  organizationWithMember,
  sessionHeaders,
  setLicensePackage,
  type LoggedIn,
} from '../../test/factories.js';
import { createTestApp, post, testClock, type TestApp } from '../../test/test-app.js';
import { refundReservation, reserveCredits } from './credits.ledger.js';
import { assistantPrices } from './licensing.queries.js';

describe('credit history and sub-organization balances', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
  });
  afterAll(() => t.close());

  const get = (session: LoggedIn | null, url: string) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: sessionHeaders(session) });
  const grant = async (session: LoggedIn, organizationId: number, numberOfCredits: number) => {
    const response = await post(
      t.app,
      `/api/license/${organizationId}/credits/add`,
      { numberOfCredits },
      sessionHeaders(session),
    );
    expect(response.statusCode, response.body).toBe(200);
  };
  const history = async (
    session: LoggedIn,
    organizationId: number,
    page?: number,
  ): Promise<TCreditHistory> => {
    const query = page === undefined ? '' : `?page=${page}`;
    const response = await get(session, `/license/${organizationId}/credits/history${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return ZCreditHistory.parse(response.json());
  };
  const subs = async (session: LoggedIn, organizationId: number) => {
    const response = await get(session, `/license/${organizationId}/credits/sub-organizations`);
    expect(response.statusCode, response.body).toBe(200);
    return ZSubOrganizationCreditsList.parse(response.json()).items;
  };

  /** A parent (children fully managed, deeper levels limited) with a licensed child, and its owner. */
  async function family(name: string) {
    const parent = await organizationWithMember(t, { name: `${name} HQ` });
    const child = await organizationWithMember(t, {
      name: `${name} Branch`,
      parentOrganizationId: parent.organizationId,
    });
    return { parent, child };
  }

  it('shows an organization its own history, newest first, with who moved the credits and why', async () => {
    const { parent, child } = await family('Ledger');
    await grant(parent, child.organizationId, 40);
    const editor = await insertMember(
      t.app.deps,
      child.organizationId,
      'content_creator',
      undefined,
      'Maja Berg',
    );
    clock.advance(60_000);
    const reservation = await reserveCredits(t.app.deps, child.organizationId, 3, {
      userId: editor.id,
      reason: 'ai_design',
    });
    expect(reservation).not.toBeNull();
    clock.advance(60_000);
    if (reservation) {
      // a refund made by the server itself has no one behind it
      await refundReservation(t.app.deps, reservation, { userId: null, reason: 'ai_design' });
    }

    const own = await history(child, child.organizationId);
    expect(own.total).toBe(3);
    expect(own.page).toBe(1);
    expect(own.pageSize).toBe(CREDIT_HISTORY_PAGE_SIZE);
    expect(
      own.items.map(({ kind, amount, balanceAfter, reason, userName }) => ({
        kind,
        amount,
        balanceAfter,
        reason,
        userName,
      })),
    ).toEqual([
      { kind: 'refund', amount: 3, balanceAfter: 40, reason: 'ai_design', userName: null },
      { kind: 'spend', amount: 3, balanceAfter: 37, reason: 'ai_design', userName: 'Maja Berg' },
      { kind: 'grant', amount: 40, balanceAfter: 40, reason: 'parent_grant', userName: 'A owner' },
    ]);
    const times = own.items.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows a parent its sub-organization’s history, and the balances of its direct sub-organizations', async () => {
    const { parent, child } = await family('Parent');
    const grandchild = await createSubOrganization(t, child.organizationId, 'Parent Kiosk');
    await setLicensePackage(t, grandchild.id, 'trial');
    const unlicensed = await createSubOrganization(t, parent.organizationId, 'Parent Annex');
    await grant(parent, child.organizationId, 25);
    await grant(parent, grandchild.id, 7);

    const read = await history(parent, child.organizationId);
    expect(read.items).toHaveLength(1);
    expect(read.items[0]).toMatchObject({ kind: 'grant', amount: 25, reason: 'parent_grant' });
    // deeper levels are reached with limited access: their history too
    expect((await history(parent, grandchild.id)).items[0]).toMatchObject({ amount: 7 });

    expect(await subs(parent, parent.organizationId)).toEqual([
      { organizationId: unlicensed.id, name: 'Parent Annex', totalCredits: 0, usedCredits: 0 },
      { organizationId: child.organizationId, name: 'Parent Branch', totalCredits: 25, usedCredits: 0 },
    ]);
    expect(await subs(parent, child.organizationId)).toEqual([
      { organizationId: grandchild.id, name: 'Parent Kiosk', totalCredits: 7, usedCredits: 0 },
    ]);
    expect(await subs(child, child.organizationId)).toEqual([
      { organizationId: grandchild.id, name: 'Parent Kiosk', totalCredits: 7, usedCredits: 0 },
    ]);
    expect(await subs(parent, grandchild.id)).toEqual([]);
  });

  it('answers not found to another tenant, to a sub-organization about its parent, and to a sibling', async () => {
    const a = await family('Tenant A');
    const b = await family('Tenant B');
    await grant(b.parent, b.child.organizationId, 10);
    for (const [session, organizationId] of [
      [a.parent, b.child.organizationId],
      [a.parent, b.parent.organizationId],
      [a.child, b.child.organizationId],
      [a.child, a.parent.organizationId],
    ] as const) {
      expectError(await get(session, `/license/${organizationId}/credits/history`), 404, 'NOT_FOUND');
      expectError(
        await get(session, `/license/${organizationId}/credits/sub-organizations`),
        404,
        'NOT_FOUND',
      );
    }
    const sibling = await organizationWithMember(t, {
      name: 'Tenant A Other Branch',
      parentOrganizationId: a.parent.organizationId,
    });
    expectError(await get(sibling, `/license/${a.child.organizationId}/credits/history`), 404, 'NOT_FOUND');
  });

  it('is read by owners and admins only', async () => {
    const { child } = await family('Roles');
    const admin = await createMember(t, child.organizationId, 'admin');
    expect(
      (await get(await logIn(t, admin.email), `/license/${child.organizationId}/credits/history`)).statusCode,
    ).toBe(200);
    for (const role of ['staff', 'screen_manager', 'content_creator'] as const) {
      const created = await createMember(t, child.organizationId, role);
      const session = await logIn(t, created.email);
      expect((await get(session, `/license/${child.organizationId}/credits/history`)).statusCode, role).toBe(
        403,
      );
      expect(
        (await get(session, `/license/${child.organizationId}/credits/sub-organizations`)).statusCode,
        role,
      ).toBe(403);
    }
    expect((await get(null, `/license/${child.organizationId}/credits/history`)).statusCode).toBe(401);
  });

  it('pages the history by the contract’s page size, and validates the page', async () => {
    const { parent, child } = await family('Pages');
    const movements = CREDIT_HISTORY_PAGE_SIZE + 3;
    for (let amount = 1; amount <= movements; amount += 1) await grant(parent, child.organizationId, amount);

    const first = await history(child, child.organizationId);
    expect(first.total).toBe(movements);
    expect(first.items).toHaveLength(CREDIT_HISTORY_PAGE_SIZE);
    expect(first.items[0]?.amount).toBe(movements);
    const second = await history(child, child.organizationId, 2);
    expect(second.page).toBe(2);
    expect(second.items.map((item) => item.amount)).toEqual([3, 2, 1]);
    expect(second.items[2]?.balanceAfter).toBe(1);
    expect((await history(child, child.organizationId, 3)).items).toEqual([]);

    for (const page of ['0', '-1', 'abc', '1.5']) {
      expect(
        expectError(
          await get(child, `/license/${child.organizationId}/credits/history?page=${page}`),
          400,
          'VALIDATION_FAILED',
        ).fields,
        page,
      ).toHaveProperty('page');
    }
  });

  it('lets the root organization price the credit packages it sells, and no other item of its own', async () => {
    const root = await logInRoot(t);
    const setOwn = (session: LoggedIn, body: unknown) =>
      post(
        t.app,
        `/api/organizations/${session.organizationId}/license/pricing/update`,
        body,
        sessionHeaders(session),
      );
    const response = await setOwn(root, { item: 'credits_500', value: 39.5 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items).toContainEqual({ item: 'credits_500', value: 39.5 });
    expectError(await setOwn(root, { item: 'ai_write', value: 0 }), 403, 'FORBIDDEN');
    expectError(await setOwn(root, { item: 'setup', value: 10 }), 403, 'FORBIDDEN');
    // a customer prices neither its own packages nor anything else of its own
    const { parent } = await family('Seller');
    expectError(await setOwn(parent, { item: 'credits_100', value: 1 }), 403, 'FORBIDDEN');
  });

  it('prices assistant actions from the organization’s pricing, with the defaults for what is not set', async () => {
    const { parent, child } = await family('Prices');
    expect(await assistantPrices(t.app.deps.db, child.organizationId)).toEqual(DEFAULT_ASSISTANT_PRICES);
    for (const [item, value] of [
      ['ai_design', 2],
      ['ai_write', 0],
      ['ai_draft_playlist', 6.5],
    ] as const) {
      const response = await post(
        t.app,
        `/api/organizations/${child.organizationId}/license/pricing/update`,
        { item, value },
        sessionHeaders(parent),
      );
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await assistantPrices(t.app.deps.db, child.organizationId)).toEqual({
      ...DEFAULT_ASSISTANT_PRICES,
      design: 2,
      write: 0,
      draft_playlist: 7,
    });
    // the parent's own prices are not its sub-organization's
    expect(await assistantPrices(t.app.deps.db, parent.organizationId)).toEqual(DEFAULT_ASSISTANT_PRICES);
  });
});
