import {
  can,
  isReadOnly,
  type ImpersonationState,
  type Locale,
  type Role,
  type TImpersonationLogEntry,
  type TImpersonationRequest,
} from '@placard/contract';
import { inTransaction, type Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { renderMail } from '../../platform/mail/templates.js';
import { actionLabel } from './actions.js';
import type { AuthContext } from '../auth/auth.context.js';
import type { LicenseContext } from '../licensing/licensing.usecases.js';
import { licenseContext, licenseContextOf } from '../licensing/licensing.usecases.js';
import { depthBelow } from '../organizations/access.usecases.js';
import { ownerOf } from '../users/users.usecases.js';
import {
  changeRequestState,
  findLiveRequest,
  findRequestOf,
  findStandingRequest,
  insertLogEntry,
  insertRequest,
  lockRequestsOf,
  logEntriesFor,
  requestsReceivedBy,
  requestsSentBy,
  standingRequestsOf,
  type RequestWithNames,
} from './impersonation.repository.js';
import { impersonationError } from './impersonation.errors.js';
import { licensingError } from '../licensing/licensing.errors.js';

export type Impersonation = {
  requestId: number;
  targetOrganizationId: number;
  targetOrganizationName: string;
  homeOrganizationId: number;
  homeOrganizationName: string;
};

/**
 * Checked on every request that carries an impersonation target: the user's role manages organizations,
 * their own licence allows impersonation and is valid, and the sub-organization's consent still stands.
 */
export async function resolveImpersonation(
  deps: Pick<Deps, 'db' | 'now'>,
  caller: { role: Role; home: { id: number; name: string }; homeLicense: LicenseContext },
  targetOrganizationId: number,
): Promise<{ impersonation: Impersonation; license: LicenseContext } | null> {
  if (!can(caller.role, 'sidebar_organizations')) return null;
  if (!caller.homeLicense.features.impersonation || isReadOnly(caller.homeLicense.status)) return null;
  const row = await findStandingRequest(deps.db, caller.home.id, targetOrganizationId);
  if (!row) return null;
  return {
    impersonation: {
      requestId: row.requestId,
      targetOrganizationId: row.target.id,
      targetOrganizationName: row.target.name,
      homeOrganizationId: caller.home.id,
      homeOrganizationName: caller.home.name,
    },
    license: licenseContext(row.license, deps.now()),
  };
}

export type ImpersonatedAction = {
  impersonation: Impersonation;
  actor: { id: number; fullname: string; email: string };
  method: string;
  path: string;
  action: string;
  statusCode: number;
};

/** Records one change made while impersonating, for the sub-organization's owner to see. */
export function recordImpersonatedAction(
  deps: Pick<Deps, 'db' | 'now'>,
  entry: ImpersonatedAction,
): Promise<void> {
  return insertLogEntry(deps.db, {
    requestId: entry.impersonation.requestId,
    actorUserId: entry.actor.id,
    actorName: entry.actor.fullname,
    actorEmail: entry.actor.email,
    actorOrganizationId: entry.impersonation.homeOrganizationId,
    actorOrganizationName: entry.impersonation.homeOrganizationName,
    targetOrganizationId: entry.impersonation.targetOrganizationId,
    method: entry.method,
    path: entry.path,
    action: entry.action,
    statusCode: entry.statusCode,
    at: deps.now(),
  });
}

/** Who handles impersonation requests: always on behalf of their own (home) organization. */
export type RequestCaller = Pick<AuthContext, 'user' | 'home' | 'license' | 'impersonation'>;

/** How many log entries an organization sees at most. */
export const IMPERSONATION_LOG_LIMIT = 200;

function present(row: RequestWithNames): TImpersonationRequest {
  const { request } = row;
  return {
    id: request.id,
    senderOrganizationId: request.senderOrganizationId,
    senderOrganizationName: row.senderOrganizationName,
    senderName: request.senderName,
    senderEmail: request.senderEmail,
    recipientOrganizationId: request.recipientOrganizationId,
    recipientOrganizationName: row.recipientOrganizationName,
    state: request.state,
    createdAt: request.createdAt.toISOString(),
    respondedAt: request.respondedAt?.toISOString() ?? null,
  };
}

/** Requests are sent and answered by an organization for itself, never while acting as another. */
function refuseWhileImpersonating(caller: RequestCaller): void {
  // FORBIDDEN, not IMPERSONATION_NOT_ALLOWED: the latter tells the app that consent was withdrawn
  if (caller.impersonation) throw new AppError('FORBIDDEN');
}

/** The licence of the caller's own organization (the request's licence is the target's while impersonating). */
function homeLicense(
  deps: Pick<Deps, 'db' | 'now'>,
  caller: RequestCaller,
): Promise<LicenseContext> | LicenseContext {
  return caller.impersonation ? licenseContextOf(deps, caller.home.id) : caller.license;
}

async function requestOf(
  deps: Pick<Deps, 'db'>,
  caller: RequestCaller,
  id: number,
): Promise<RequestWithNames> {
  const row = await findRequestOf(deps.db, caller.home.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Asks a direct sub-organization for consent to act as it. Needs the licence's impersonation switch; one
 * pending or accepted request per pair at a time.
 */
export async function requestImpersonation(
  deps: Deps,
  caller: RequestCaller,
  recipientOrganizationId: number,
): Promise<TImpersonationRequest> {
  refuseWhileImpersonating(caller);
  if (!caller.license.features.impersonation) throw licensingError('FEATURE_NOT_LICENSED');
  const depth = await depthBelow(deps, caller.home.id, recipientOrganizationId);
  // a sibling, a parent or anyone else's organization is not found; one's own or a grandchild is refused
  if (depth === null) throw new AppError('NOT_FOUND');
  if (depth !== 1) {
    throw new AppError('IMPERSONATION_NOT_ALLOWED', {
      fields: { recipientOrganizationId: 'errors.IMPERSONATION_NOT_ALLOWED' },
    });
  }
  const id = await inTransaction(deps, async (tx) => {
    await lockRequestsOf(tx.db, caller.home.id);
    if (await findLiveRequest(tx.db, caller.home.id, recipientOrganizationId)) {
      throw impersonationError('IMPERSONATION_EXISTS');
    }
    const row = await insertRequest(tx.db, {
      senderOrganizationId: caller.home.id,
      senderUserId: caller.user.id,
      senderName: caller.user.fullname,
      senderEmail: caller.user.email,
      recipientOrganizationId,
      state: 'pending',
      createdAt: tx.now(),
    });
    return row.id;
  });
  const request = present(await requestOf(deps, caller, id));
  await tellRecipientOwner(deps, request);
  return request;
}

/** Mails the sub-organization's owner that a request awaits their consent. */
async function tellRecipientOwner(deps: Deps, request: TImpersonationRequest): Promise<void> {
  const owner = await ownerOf(deps, request.recipientOrganizationId);
  if (!owner) return;
  await deps.mailer.send(
    renderMail(
      'impersonationRequested',
      owner.locale,
      owner.email,
      {
        name: owner.fullname,
        sender: request.senderName,
        email: request.senderEmail,
        organization: request.senderOrganizationName,
        recipient: request.recipientOrganizationName,
      },
      { url: `${deps.config.PUBLIC_URL}/organizations` },
    ),
  );
}

/** Every request sent to the caller's organization, newest first. */
export async function receivedRequests(deps: Pick<Deps, 'db'>, caller: RequestCaller) {
  return (await requestsReceivedBy(deps.db, caller.home.id)).map(present);
}

/** Every request the caller's organization sent, newest first. */
export async function sentRequests(deps: Pick<Deps, 'db'>, caller: RequestCaller) {
  return (await requestsSentBy(deps.db, caller.home.id)).map(present);
}

/** The accepted requests the caller's organization may use now (the same rules as resolveImpersonation). */
export async function acceptedRequests(deps: Pick<Deps, 'db' | 'now'>, caller: RequestCaller) {
  const license = await homeLicense(deps, caller);
  if (!can(caller.user.role, 'sidebar_organizations')) return [];
  if (!license.features.impersonation || isReadOnly(license.status)) return [];
  return (await standingRequestsOf(deps.db, caller.home.id)).map(present);
}

/** The recipient organization's owner consents to a pending request. */
export async function acceptRequest(
  deps: Deps,
  caller: RequestCaller,
  id: number,
): Promise<TImpersonationRequest> {
  refuseWhileImpersonating(caller);
  const row = await requestOf(deps, caller, id);
  if (row.request.recipientOrganizationId !== caller.home.id || caller.user.role !== 'owner') {
    throw new AppError('FORBIDDEN');
  }
  const changed = await changeRequestState(deps.db, caller.home.id, id, ['pending'], 'accepted', deps.now());
  if (!changed) throw new AppError('CONFLICT');
  return present(await requestOf(deps, caller, id));
}

/**
 * Ends a request. The sender withdraws it (revoked) whether pending or accepted; the recipient rejects a
 * pending one or revokes its consent to an accepted one, which ends impersonation on the next request.
 */
export async function deleteRequest(
  deps: Deps,
  caller: RequestCaller,
  id: number,
): Promise<TImpersonationRequest> {
  refuseWhileImpersonating(caller);
  const row = await requestOf(deps, caller, id);
  const state = row.request.state;
  let next: ImpersonationState | undefined;
  if (row.request.senderOrganizationId === caller.home.id) {
    if (state === 'pending' || state === 'accepted') next = 'revoked';
  } else if (state === 'pending') next = 'rejected';
  else if (state === 'accepted') next = 'revoked';
  if (!next || !(await changeRequestState(deps.db, caller.home.id, id, [state], next, deps.now()))) {
    throw new AppError('CONFLICT');
  }
  return present(await requestOf(deps, caller, id));
}

/** Changes made while the caller's organization was impersonated, newest first. */
export async function impersonationLogOf(
  deps: Pick<Deps, 'db'>,
  caller: RequestCaller,
  locale: Locale,
): Promise<TImpersonationLogEntry[]> {
  const rows = await logEntriesFor(deps.db, caller.home.id, IMPERSONATION_LOG_LIMIT);
  return rows.map(({ entry, targetOrganizationName }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    actorName: entry.actorName,
    actorEmail: entry.actorEmail,
    actorOrganizationName: entry.actorOrganizationName,
    targetOrganizationId: entry.targetOrganizationId,
    targetOrganizationName,
    method: entry.method,
    path: entry.path,
    action: actionLabel(locale, entry.action),
    statusCode: entry.statusCode,
  }));
}
