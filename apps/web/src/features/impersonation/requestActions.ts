import type { Role, TImpersonationRequest } from '@placard/contract';

/** What a person can do with a request, from the side they see it. */
export type RequestAction = 'accept' | 'reject' | 'withdraw' | 'revoke' | 'start';

/**
 * Received: a pending request can be accepted (only by the owner) or rejected; an accepted one can
 * have its consent withdrawn. Sent: a pending or accepted request can be revoked, and one in the
 * accepted list started.
 */
export function receivedActions(request: Pick<TImpersonationRequest, 'state'>): RequestAction[] {
  if (request.state === 'pending') return ['accept', 'reject'];
  if (request.state === 'accepted') return ['withdraw'];
  return [];
}

export function sentActions(
  request: Pick<TImpersonationRequest, 'id' | 'state'>,
  usable: ReadonlySet<number>,
): RequestAction[] {
  if (request.state === 'pending') return ['revoke'];
  if (request.state === 'accepted') return usable.has(request.id) ? ['start', 'revoke'] : ['revoke'];
  return [];
}

/** Only the recipient organization's owner gives consent. */
export function canAccept(role: Role): boolean {
  return role === 'owner';
}

/** Organizations that already have a pending or accepted request from the caller. */
export function requestedOrganizations(
  sent: readonly TImpersonationRequest[],
): Map<number, 'pending' | 'accepted'> {
  const requested = new Map<number, 'pending' | 'accepted'>();
  for (const request of sent) {
    if (request.state === 'pending' || request.state === 'accepted') {
      requested.set(request.recipientOrganizationId, request.state);
    }
  }
  return requested;
}

/** Newest first. */
export function newestFirst<T extends { createdAt: string }>(requests: readonly T[]): T[] {
  return [...requests].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Whether a logged action went through (2xx/3xx) or was refused. */
export function actionSucceeded(statusCode: number): boolean {
  return statusCode < 400;
}
