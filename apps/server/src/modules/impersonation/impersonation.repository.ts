import type { ImpersonationState } from '@placard/contract';
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { lockUntilCommit } from '../../platform/db/locks.js';
import { licenseRowOf } from '../licensing/licensing.queries.js';
import { callerOrganization, childOrganizationIds } from '../organizations/organizations.queries.js';
import { namesOf } from '../users/users.queries.js';
import {
  impersonationLog,
  impersonationRequests,
  type ImpersonationRequestRow,
} from './impersonation.table.js';

/**
 * The accepted request that lets an organization act as one of its direct sub-organizations, with the
 * sub-organization and its licence; nothing when consent was withdrawn or the organization moved away.
 */
export async function findStandingRequest(
  db: Database,
  homeOrganizationId: number,
  targetOrganizationId: number,
) {
  const [request] = await db
    .select({ id: impersonationRequests.id })
    .from(impersonationRequests)
    .where(
      and(
        eq(impersonationRequests.senderOrganizationId, homeOrganizationId),
        eq(impersonationRequests.recipientOrganizationId, targetOrganizationId),
        eq(impersonationRequests.state, 'accepted'),
      ),
    )
    .limit(1);
  const target = request && (await callerOrganization(db, targetOrganizationId));
  if (!request || target?.parentOrganizationId !== homeOrganizationId) return undefined;
  return { requestId: request.id, target, license: await licenseRowOf(db, target.id) };
}

export async function insertLogEntry(
  db: Database,
  values: typeof impersonationLog.$inferInsert,
): Promise<void> {
  await db.insert(impersonationLog).values(values);
}

/** Serializes the requests one organization sends until the transaction ends. */
export function lockRequestsOf(db: Database, senderOrganizationId: number): Promise<void> {
  return lockUntilCommit(db, 'impersonationRequests', senderOrganizationId);
}

const LIVE_STATES: ImpersonationState[] = ['pending', 'accepted'];

/** A pending or accepted request from one organization to another. */
export async function findLiveRequest(
  db: Database,
  senderOrganizationId: number,
  recipientOrganizationId: number,
): Promise<ImpersonationRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(impersonationRequests)
    .where(
      and(
        eq(impersonationRequests.senderOrganizationId, senderOrganizationId),
        eq(impersonationRequests.recipientOrganizationId, recipientOrganizationId),
        inArray(impersonationRequests.state, LIVE_STATES),
      ),
    )
    .limit(1);
  return row;
}

export async function insertRequest(
  db: Database,
  values: typeof impersonationRequests.$inferInsert,
): Promise<ImpersonationRequestRow> {
  const [row] = await db.insert(impersonationRequests).values(values).returning();
  if (!row) throw new Error('insert impersonation request returned nothing');
  return row;
}

export type RequestWithNames = {
  request: ImpersonationRequestRow;
  senderOrganizationName: string;
  recipientOrganizationName: string;
};

/** Requests with both organizations' names, newest first. */
async function requestsWhere(db: Database, condition: SQL | undefined): Promise<RequestWithNames[]> {
  const requests = await db
    .select()
    .from(impersonationRequests)
    .where(condition)
    .orderBy(desc(impersonationRequests.createdAt), desc(impersonationRequests.id));
  const names = await namesOf(db, {
    organizations: requests.flatMap((request) => [
      request.senderOrganizationId,
      request.recipientOrganizationId,
    ]),
  });
  return requests.map((request) => ({
    request,
    senderOrganizationName: names.organization(request.senderOrganizationId) ?? '',
    recipientOrganizationName: names.organization(request.recipientOrganizationId) ?? '',
  }));
}

/** Every request an organization received. */
export function requestsReceivedBy(db: Database, organizationId: number): Promise<RequestWithNames[]> {
  return requestsWhere(db, eq(impersonationRequests.recipientOrganizationId, organizationId));
}

/** Every request an organization sent. */
export function requestsSentBy(db: Database, organizationId: number): Promise<RequestWithNames[]> {
  return requestsWhere(db, eq(impersonationRequests.senderOrganizationId, organizationId));
}

/** Accepted requests an organization sent to organizations that are still its direct children. */
export async function standingRequestsOf(db: Database, organizationId: number): Promise<RequestWithNames[]> {
  const [accepted, children] = await Promise.all([
    requestsWhere(
      db,
      and(
        eq(impersonationRequests.senderOrganizationId, organizationId),
        eq(impersonationRequests.state, 'accepted'),
      ),
    ),
    childOrganizationIds(db, organizationId),
  ]);
  return accepted.filter(({ request }) => children.has(request.recipientOrganizationId));
}

/** One request an organization sent or received. */
export async function findRequestOf(
  db: Database,
  organizationId: number,
  id: number,
): Promise<RequestWithNames | undefined> {
  const [row] = await requestsWhere(
    db,
    and(
      eq(impersonationRequests.id, id),
      or(
        eq(impersonationRequests.senderOrganizationId, organizationId),
        eq(impersonationRequests.recipientOrganizationId, organizationId),
      ),
    ),
  );
  return row;
}

/** Moves a request of an organization from one of some states to another; false when it was in none of them. */
export async function changeRequestState(
  db: Database,
  organizationId: number,
  id: number,
  from: readonly ImpersonationState[],
  to: ImpersonationState,
  respondedAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(impersonationRequests)
    .set({ state: to, respondedAt })
    .where(
      and(
        eq(impersonationRequests.id, id),
        or(
          eq(impersonationRequests.senderOrganizationId, organizationId),
          eq(impersonationRequests.recipientOrganizationId, organizationId),
        ),
        inArray(impersonationRequests.state, [...from]),
      ),
    )
    .returning({ id: impersonationRequests.id });
  return rows.length === 1;
}

/** The newest changes made while impersonating an organization, with its name. */
export async function logEntriesFor(db: Database, targetOrganizationId: number, limit: number) {
  const entries = await db
    .select()
    .from(impersonationLog)
    .where(eq(impersonationLog.targetOrganizationId, targetOrganizationId))
    .orderBy(desc(impersonationLog.at), desc(impersonationLog.id))
    .limit(limit);
  const names = await namesOf(db, { organizations: [targetOrganizationId] });
  const targetOrganizationName = names.organization(targetOrganizationId) ?? '';
  return entries.map((entry) => ({ entry, targetOrganizationName }));
}
