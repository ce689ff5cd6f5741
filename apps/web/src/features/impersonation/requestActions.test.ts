import { describe, expect, it } from 'vitest';
import type { TImpersonationRequest } from '@placard/contract';
import {
  canAccept,
  newestFirst,
  receivedActions,
  requestedOrganizations,
  sentActions,
} from './requestActions';

const request = (
  id: number,
  state: TImpersonationRequest['state'],
  recipient = id,
  createdAt = '2025-01-01',
) => ({ id, state, recipientOrganizationId: recipient, createdAt }) as TImpersonationRequest;

describe('impersonation request actions', () => {
  it('received: accept or reject while pending, withdraw once accepted, nothing after', () => {
    expect(receivedActions(request(1, 'pending'))).toEqual(['accept', 'reject']);
    expect(receivedActions(request(1, 'accepted'))).toEqual(['withdraw']);
    expect(receivedActions(request(1, 'rejected'))).toEqual([]);
    expect(receivedActions(request(1, 'revoked'))).toEqual([]);
  });

  it('sent: revoke while pending or accepted; act only for requests usable now', () => {
    expect(sentActions(request(1, 'pending'), new Set([1]))).toEqual(['revoke']);
    expect(sentActions(request(1, 'accepted'), new Set([1]))).toEqual(['start', 'revoke']);
    expect(sentActions(request(1, 'accepted'), new Set())).toEqual(['revoke']);
    expect(sentActions(request(1, 'revoked'), new Set([1]))).toEqual([]);
  });

  it('only the owner accepts', () => {
    expect(canAccept('owner')).toBe(true);
    expect(canAccept('admin')).toBe(false);
  });

  it('knows which organizations already have an open request, and sorts newest first', () => {
    const sent = [request(1, 'pending', 5), request(2, 'accepted', 6), request(3, 'revoked', 7)];
    expect([...requestedOrganizations(sent)]).toEqual([
      [5, 'pending'],
      [6, 'accepted'],
    ]);
    const sorted = newestFirst([
      request(1, 'pending', 1, '2025-01-01'),
      request(2, 'pending', 2, '2025-02-01'),
    ]);
    expect(sorted.map((entry) => entry.id)).toEqual([2, 1]);
  });
});
