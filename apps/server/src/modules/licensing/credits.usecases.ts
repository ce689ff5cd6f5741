import {
  CREDIT_HISTORY_PAGE_SIZE,
  CREDIT_REASONS,
  type CreditMovementKind,
  type CreditReason,
  type TCreditHistory,
  type TSubOrganizationCredits,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { accessStateOf, requireOrganization } from '../organizations/access.usecases.js';
import { childOrganizations } from '../organizations/organizations.queries.js';
import { namesOf } from '../users/users.queries.js';
import { countCreditMovements, creditHistory } from './credits.ledger.js';
import type { LicenseActor } from './licensing.manage.usecases.js';
import { findCreditsOf } from './licensing.repository.js';

const isReason = (value: string): value is CreditReason =>
  (CREDIT_REASONS as readonly string[]).includes(value);

/** A movement's reason as the contract names it (an action may be written as `write` or `ai_write`). */
function reasonOf(kind: CreditMovementKind, reason: string): CreditReason {
  if (isReason(reason)) return reason;
  const action = `ai_${reason.replace(/^(assistant|ai)_/, '')}`;
  if (isReason(action)) return action;
  return kind === 'purchase' ? 'purchase' : 'parent_grant';
}

/**
 * A page of an organization's credit history, newest first, with who moved the credits. Read by the
 * organization's own admins and by parents that reach it, like its balance.
 */
export async function creditHistoryFor(
  deps: Deps,
  actor: LicenseActor,
  organizationId: number,
  page: number,
): Promise<TCreditHistory> {
  await requireOrganization(deps, actor, organizationId);
  const pageSize = CREDIT_HISTORY_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    creditHistory(deps.db, organizationId, pageSize, (page - 1) * pageSize),
    countCreditMovements(deps.db, organizationId),
  ]);
  const names = await namesOf(deps.db, { users: rows.map((row) => row.userId) });
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: row.amount,
      balanceAfter: row.balanceAfter,
      reason: reasonOf(row.kind, row.reason),
      userName: names.user(row.userId),
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize,
  };
}

/**
 * The balances of an organization's direct sub-organizations (the level the organization tree lists),
 * by name; one without a licence has none.
 */
export async function subOrganizationCredits(
  deps: Deps,
  actor: LicenseActor,
  organizationId: number,
): Promise<{ items: TSubOrganizationCredits[] }> {
  const found = await requireOrganization(deps, actor, organizationId);
  if (accessStateOf(actor, found.depth + 1) === 'NO_ACCESS') return { items: [] };
  const children = await childOrganizations(deps.db, organizationId);
  const credits = new Map(
    (
      await findCreditsOf(
        deps.db,
        children.map((child) => child.id),
      )
    ).map((row) => [row.organizationId, row]),
  );
  return {
    items: children.map((child) => ({
      organizationId: child.id,
      name: child.name,
      totalCredits: credits.get(child.id)?.totalCredits ?? 0,
      usedCredits: credits.get(child.id)?.usedCredits ?? 0,
    })),
  };
}
