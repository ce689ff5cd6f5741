import { describe, expect, it } from 'vitest';
import { ALERT_TYPE_COLORS, INTEGRATION_POLL_DEFAULT_MINUTES, type TIntegration } from '@placard/contract';
import {
  integrationFormOf,
  integrationFormSchema,
  newIntegrationForm,
  type TIntegrationForm,
} from './integrationForm';

const issues = (values: TIntegrationForm) => {
  const result = integrationFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

const named = (overrides: Partial<TIntegrationForm> = {}): TIntegrationForm => ({
  ...newIntegrationForm(),
  name: 'Regional warnings',
  ...overrides,
});

describe('integration form', () => {
  it('starts as Placard JSON on every screen, a custom alert in its colours for an hour', () => {
    const form = newIntegrationForm();
    expect(form.provider).toBe('json');
    expect(form.targets.all).toBe(true);
    expect(form.defaults).toMatchObject({ type: 'custom', ...ALERT_TYPE_COLORS.custom, continuous: false });
    expect(form.defaults.duration).toBe('60');
    expect(form.pollMinutes).toBe(String(INTEGRATION_POLL_DEFAULT_MINUTES));
  });

  it('sends the contract input: minutes as numbers, no feed for a provider that posts', () => {
    const result = integrationFormSchema.parse(named({ feedUrl: 'https://ignored.example/feed' }));
    expect(result).toEqual({
      name: 'Regional warnings',
      provider: 'json',
      targets: { all: true, groupIds: [], deviceIds: [], organizationIds: [] },
      defaults: { type: 'custom', ...ALERT_TYPE_COLORS.custom, continuous: false, duration: 60 },
      feedUrl: null,
      pollMinutes: null,
    });
  });

  it('sends no duration for a continuous alert, whatever was typed', () => {
    const values = named();
    const result = integrationFormSchema.parse({
      ...values,
      defaults: { ...values.defaults, continuous: true, duration: 'abc' },
    });
    expect(result.defaults).toMatchObject({ continuous: true, duration: null });
  });

  it('refuses what the server refuses, on the fields of the same names', () => {
    const values = named({ name: ' ' });
    expect(issues({ ...values, defaults: { ...values.defaults, duration: '' } })).toMatchObject({
      name: expect.stringContaining('validation.') as unknown,
      'defaults.duration': 'validation.alertDuration',
    });
    expect(
      issues(named({ targets: { all: false, groupIds: [], deviceIds: [], organizationIds: [] } })),
    ).toEqual({ targets: 'validation.alertTargets' });
  });

  it('needs a feed address and 1 to 60 minutes for a CAP feed', () => {
    expect(issues(named({ provider: 'capFeed', feedUrl: '', pollMinutes: '' }))).toEqual({
      feedUrl: 'validation.url',
      pollMinutes: 'validation.pollMinutes',
    });
    expect(
      issues(named({ provider: 'capFeed', feedUrl: 'https://feeds.example/cap.xml', pollMinutes: '61' })),
    ).toEqual({ pollMinutes: 'validation.pollMinutes' });
    const feed = integrationFormSchema.parse(
      named({ provider: 'capFeed', feedUrl: ' https://feeds.example/cap.xml ', pollMinutes: '15' }),
    );
    expect(feed).toMatchObject({ feedUrl: 'https://feeds.example/cap.xml', pollMinutes: 15 });
  });

  it('fills in an integration as it is, and reads back unchanged', () => {
    const integration: TIntegration = {
      id: 4,
      organizationId: 2,
      name: 'City feed',
      provider: 'capFeed',
      state: 'enabled',
      targets: { all: false, groupIds: [3], deviceIds: [8, 9], organizationIds: [] },
      defaults: {
        type: 'weather',
        backgroundColor: '#1E40AF',
        textColor: '#FFFFFF',
        continuous: true,
        duration: null,
      },
      feedUrl: 'https://feeds.example/cap.xml',
      pollMinutes: 10,
      keyHint: 'plk_4Xb',
      endpoint: 'https://placard.example/api/integrations/4/alerts',
      lastMessageAt: null,
      lastPolledAt: null,
      lastError: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const form = integrationFormOf(integration);
    expect(form.defaults.duration).toBe('');
    expect(form.pollMinutes).toBe('10');
    expect(integrationFormSchema.parse(form)).toEqual({
      name: integration.name,
      provider: 'capFeed',
      targets: integration.targets,
      defaults: integration.defaults,
      feedUrl: integration.feedUrl,
      pollMinutes: 10,
    });
  });
});
