import type { TIntegration } from '@placard/contract';

/** An integration as the server lists it (organization 1, Placard JSON, enabled, never used). */
export function integrationFixture(overrides: Partial<TIntegration> = {}): TIntegration {
  const id = overrides.id ?? 1;
  return {
    id,
    organizationId: 1,
    name: 'Regional warnings',
    provider: 'json',
    state: 'enabled',
    targets: { all: true, groupIds: [], deviceIds: [], organizationIds: [] },
    defaults: {
      type: 'custom',
      backgroundColor: '#1E3A8A',
      textColor: '#FFFFFF',
      continuous: false,
      duration: 60,
    },
    feedUrl: null,
    pollMinutes: null,
    keyHint: 'plk_AbC',
    endpoint: `https://placard.example/api/integrations/${id}/alerts`,
    lastMessageAt: null,
    lastPolledAt: null,
    lastError: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
