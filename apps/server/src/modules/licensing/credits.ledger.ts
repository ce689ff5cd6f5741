import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { inTransaction, type Deps } from '../../platform/deps.js';
import { creditMovements, type CreditMovementKind, type CreditMovementRow } from './credits.table.js';
import { licenses } from './licensing.table.js';

/** Who moved credits and why. */
export type CreditCause = { userId: number | null; reason: string };

/** A balance after a movement. */
export type CreditBalance = { totalCredits: number; usedCredits: number; balance: number };

const balanceOf = (row: { totalCredits: number; usedCredits: number }): CreditBalance => ({
  totalCredits: row.totalCredits,
  usedCredits: row.usedCredits,
  balance: row.totalCredits - row.usedCredits,
});

async function record(
  db: Database,
  organizationId: number,
  movement: { kind: CreditMovementKind; amount: number; balanceAfter: number; reference: string | null },
  cause: CreditCause,
  now: Date,
): Promise<CreditMovementRow> {
  const [row] = await db
    .insert(creditMovements)
    .values({ organizationId, ...movement, userId: cause.userId, reason: cause.reason, createdAt: now })
    .returning();
  if (!row) throw new Error('insert credit movement returned nothing');
  return row;
}

/**
 * Adds credits (a parent's grant, a purchase): the licence's total and a ledger row, in one
 * transaction. A purchase carries its payment's id, and the same payment adds its credits once:
 * null when it already did.
 */
export function addCreditMovement(
  deps: Deps,
  organizationId: number,
  movement: { kind: 'grant' | 'purchase'; amount: number; reference?: string },
  cause: CreditCause,
): Promise<CreditBalance | null> {
  return inTransaction(deps, async (tx) => {
    const [row] = await tx.db
      .update(licenses)
      .set({ totalCredits: sql`${licenses.totalCredits} + ${movement.amount}` })
      .where(eq(licenses.organizationId, organizationId))
      .returning();
    if (!row) return null;
    const balance = balanceOf(row);
    const reference = movement.reference ?? null;
    const inserted = await tx.db
      .insert(creditMovements)
      .values({
        organizationId,
        kind: movement.kind,
        amount: movement.amount,
        balanceAfter: balance.balance,
        userId: cause.userId,
        reason: cause.reason,
        reference,
        createdAt: tx.now(),
      })
      .onConflictDoNothing()
      .returning({ id: creditMovements.id });
    // a payment already counted: nothing moves (the total's change is undone with the transaction)
    if (inserted.length === 0) throw new AlreadyCounted();
    return balance;
  }).catch((error: unknown) => {
    if (error instanceof AlreadyCounted) return null;
    throw error;
  });
}

class AlreadyCounted extends Error {}

/** A spending held until the assistant's work is done: settled as it is, or refunded. */
export type CreditReservation = { movementId: number; organizationId: number; amount: number };

/**
 * Takes `amount` credits before the assistant works, if the balance covers it: one conditional update,
 * so concurrent reservations can never take the balance below zero. Null when it does not cover it.
 */
export async function reserveCredits(
  deps: Deps,
  organizationId: number,
  amount: number,
  cause: CreditCause,
): Promise<CreditReservation | null> {
  return inTransaction(deps, async (tx) => {
    const [row] = await tx.db
      .update(licenses)
      .set({ usedCredits: sql`${licenses.usedCredits} + ${amount}` })
      .where(
        and(
          eq(licenses.organizationId, organizationId),
          gte(sql`${licenses.totalCredits} - ${licenses.usedCredits}`, amount),
        ),
      )
      .returning();
    if (!row) return null;
    const movement = await record(
      tx.db,
      organizationId,
      { kind: 'spend', amount, balanceAfter: balanceOf(row).balance, reference: null },
      cause,
      tx.now(),
    );
    return { movementId: movement.id, organizationId, amount };
  });
}

/** Returns a reservation's credits (the work failed or was cancelled), once however often asked. */
export async function refundReservation(
  deps: Deps,
  reservation: CreditReservation,
  cause: CreditCause,
): Promise<CreditBalance | null> {
  return inTransaction(deps, async (tx) => {
    const [row] = await tx.db
      .update(licenses)
      .set({ usedCredits: sql`${licenses.usedCredits} - ${reservation.amount}` })
      .where(eq(licenses.organizationId, reservation.organizationId))
      .returning();
    if (!row) return null;
    const balance = balanceOf(row);
    const refunded = await tx.db
      .insert(creditMovements)
      .values({
        organizationId: reservation.organizationId,
        kind: 'refund',
        amount: reservation.amount,
        balanceAfter: balance.balance,
        userId: cause.userId,
        reason: cause.reason,
        reference: String(reservation.movementId),
        createdAt: tx.now(),
      })
      .onConflictDoNothing()
      .returning({ id: creditMovements.id });
    if (refunded.length === 0) throw new AlreadyCounted();
    return balance;
  }).catch((error: unknown) => {
    if (error instanceof AlreadyCounted) return null;
    throw error;
  });
}

/** An organization's movements, newest first. */
export function creditHistory(db: Database, organizationId: number, limit = 50, offset = 0) {
  return db
    .select()
    .from(creditMovements)
    .where(eq(creditMovements.organizationId, organizationId))
    .orderBy(desc(creditMovements.id))
    .limit(limit)
    .offset(offset);
}

/** How many movements an organization's history has. */
export async function countCreditMovements(db: Database, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(creditMovements)
    .where(eq(creditMovements.organizationId, organizationId));
  return row?.total ?? 0;
}
