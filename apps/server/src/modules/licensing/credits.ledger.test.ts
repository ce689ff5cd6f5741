import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addCreditMovement, creditHistory, refundReservation, reserveCredits } from './credits.ledger.js';

let t: TestApp;
let cafe: LoggedIn & { organization: { id: number } };
let kiosk: LoggedIn & { organization: { id: number } };

beforeAll(async () => {
  t = await createTestApp();
  cafe = await organizationWithMember(t, { name: 'Harbour Café' });
  kiosk = await organizationWithMember(t, { name: 'Station Kiosk' });
}, 60_000);
afterAll(() => t?.close());

const assistant = { userId: null, reason: 'assistant_write' };

describe('the credit ledger', () => {
  it('spends exactly what the balance covers when twenty ask at once, and never goes below zero', async () => {
    const { id } = cafe.organization;
    await addCreditMovement(
      t.app.deps,
      id,
      { kind: 'grant', amount: 5 },
      { userId: null, reason: 'parent_grant' },
    );
    const reservations = await Promise.all(
      Array.from({ length: 20 }, () => reserveCredits(t.app.deps, id, 1, assistant)),
    );
    expect(reservations.filter((reservation) => reservation !== null)).toHaveLength(5);
    const history = await creditHistory(t.app.deps.db, id);
    expect(history.filter((movement) => movement.kind === 'spend')).toHaveLength(5);
    expect(Math.min(...history.map((movement) => movement.balanceAfter))).toBe(0);
    // the other organization's balance is its own
    expect(await reserveCredits(t.app.deps, kiosk.organization.id, 1, assistant)).toBeNull();
  });

  it('returns a failed action’s credits once, however often asked, with the balance after each movement', async () => {
    const { id } = kiosk.organization;
    const granted = await addCreditMovement(
      t.app.deps,
      id,
      { kind: 'grant', amount: 10 },
      { userId: kiosk.userId, reason: 'parent_grant' },
    );
    expect(granted).toEqual({ totalCredits: 10, usedCredits: 0, balance: 10 });
    const reservation = await reserveCredits(t.app.deps, id, 4, assistant);
    if (!reservation) throw new Error('ten credits cover four');
    expect(await reserveCredits(t.app.deps, id, 7, assistant)).toBeNull();
    expect(await refundReservation(t.app.deps, reservation, assistant)).toEqual({
      totalCredits: 10,
      usedCredits: 0,
      balance: 10,
    });
    expect(await refundReservation(t.app.deps, reservation, assistant)).toBeNull();
    const history = await creditHistory(t.app.deps.db, id);
    expect(history.map(({ kind, amount, balanceAfter }) => ({ kind, amount, balanceAfter }))).toEqual([
      { kind: 'refund', amount: 4, balanceAfter: 10 },
      { kind: 'spend', amount: 4, balanceAfter: 6 },
      { kind: 'grant', amount: 10, balanceAfter: 10 },
    ]);
    expect(history.at(-1)?.userId).toBe(kiosk.userId);
  });

  it('adds a payment’s credits once, however often it is reported', async () => {
    const { id } = kiosk.organization;
    const payment = { kind: 'purchase' as const, amount: 100, reference: 'cs_test_123' };
    const cause = { userId: null, reason: 'stripe_checkout' };
    const reports = await Promise.all([1, 2, 3].map(() => addCreditMovement(t.app.deps, id, payment, cause)));
    expect(reports.filter((balance) => balance !== null)).toHaveLength(1);
    const purchases = (await creditHistory(t.app.deps.db, id)).filter(
      (movement) => movement.kind === 'purchase',
    );
    expect(purchases).toHaveLength(1);
    expect(purchases[0]?.balanceAfter).toBe(110);
  });
});
