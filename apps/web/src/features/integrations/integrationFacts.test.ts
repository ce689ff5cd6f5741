import { describe, expect, it } from 'vitest';
import type { TIntegration } from '@placard/contract';
import { integrationFacts } from './integrationFacts';

const t = (key: string, options?: Record<string, unknown>) =>
  options?.hint ? `${key}:${String(options.hint)}` : key;
const NOW = Date.parse('2026-03-10T12:00:00.000Z');

const integration = (overrides: Partial<TIntegration>): TIntegration => ({
  id: 1,
  organizationId: 1,
  name: 'Warnings',
  provider: 'json',
  state: 'enabled',
  targets: { all: true, groupIds: [], deviceIds: [], organizationIds: [] },
  defaults: {
    type: 'custom',
    backgroundColor: '#1E3A8A',
    textColor: '#FFFFFF',
    continuous: true,
    duration: null,
  },
  feedUrl: null,
  pollMinutes: null,
  keyHint: 'plk_AbC',
  endpoint: 'https://placard.example/api/integrations/1/alerts',
  lastMessageAt: null,
  lastPolledAt: null,
  lastError: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('what the list says of an integration', () => {
  it('names its key by its first characters, and says when no message came yet', () => {
    const facts = integrationFacts(integration({}), t, 'en', NOW);
    expect(facts.map((fact) => [fact.key, fact.text])).toEqual([
      ['key', 'facts.keyHint:plk_AbC'],
      ['lastMessage', 'facts.never'],
    ]);
  });

  it('says how long ago the last message came, with the exact time as its title', () => {
    const [, last] = integrationFacts(
      integration({ lastMessageAt: '2026-03-10T11:55:00.000Z' }),
      t,
      'en',
      NOW,
    );
    expect(last?.text).toBe('5 minutes ago');
    expect(last?.title).toContain('2026');
  });

  it("adds a CAP feed's last read", () => {
    const feed = integration({ provider: 'capFeed', lastPolledAt: '2026-03-10T10:00:00.000Z' });
    expect(integrationFacts(feed, t, 'en', NOW).at(-1)).toMatchObject({
      key: 'lastPolled',
      text: '2 hours ago',
    });
    const unread = integration({ provider: 'capFeed' });
    expect(integrationFacts(unread, t, 'en', NOW).at(-1)).toMatchObject({ text: 'facts.notYetRead' });
  });
});
