import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZIntegration,
  ZIntegrationDownload,
  ZIntegrationWithKey,
  ZManifest,
  type TAlert,
  type TIntegrationWithKey,
} from '@placard/contract';
import { pairDevice, type PairedDevice } from '../../test/devices.js';
import {
  expectError,
  organizationWithMember,
  setLicensePackage,
  type LoggedIn,
} from '../../test/factories.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';

const DAY_MS = 86_400_000;

describe('the integration calls and the endpoint providers call', () => {
  let t: TestApp;
  let owner: LoggedIn;
  let screen: PairedDevice;
  let count = 0;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await organizationWithMember(t, { name: 'Integration Calls' });
    screen = await pairDevice(t, owner, { name: 'Lobby' });
  });
  afterAll(() => t.close());

  const call = (path: string, body: unknown, who: LoggedIn = owner) =>
    post(t.app, `/api/integration/${path}`, body, { cookie: who.cookie });
  const alerts = async (who: LoggedIn = owner) =>
    (
      (await post(t.app, '/api/alert/list', {}, { cookie: who.cookie })).json() as {
        results: TAlert[];
      }
    ).results;
  const input = (overrides: Record<string, unknown> = {}) => {
    count += 1;
    return {
      name: `Provider ${count}`,
      provider: 'json',
      targets: { all: true },
      defaults: {
        type: 'safety',
        backgroundColor: '#FACC15',
        textColor: '#111827',
        continuous: false,
        duration: 30,
      },
      ...overrides,
    };
  };
  async function created(overrides: Record<string, unknown> = {}, who = owner): Promise<TIntegrationWithKey> {
    const response = await call('create', input(overrides), who);
    expect(response.statusCode, response.body).toBe(200);
    return ZIntegrationWithKey.parse(response.json());
  }
  const deliver = (
    id: number,
    body: unknown,
    key: string | null,
    contentType = 'application/json',
    address = '10.1.1.1',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/integrations/${id}/alerts`,
      headers: {
        'content-type': contentType,
        ...(key === null ? {} : { authorization: `Bearer ${key}` }),
      },
      remoteAddress: address,
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const manifest = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/player/manifest',
      headers: { authorization: `Device ${screen.token}` },
    });
    return ZManifest.parse(response.json());
  };
  const storm = (identifier: string, overrides: Record<string, unknown> = {}) => ({
    identifier,
    name: 'Storm warning',
    description: 'A severe storm is coming.',
    instructions: 'Stay indoors.',
    ...overrides,
  });

  it('creates an integration with a 256-bit key shown once, and lists it with only a hint', async () => {
    const { integration, apiKey } = await created({ name: 'Weather service' });
    expect(apiKey).toMatch(/^plk_[A-Za-z0-9_-]{43}$/);
    expect(integration).toMatchObject({ name: 'Weather service', state: 'enabled', provider: 'json' });
    expect(apiKey.startsWith(integration.keyHint)).toBe(true);
    expect(integration.endpoint).toMatch(new RegExp(`/api/integrations/${integration.id}/alerts$`));
    const listed = (await call('list', {})).json() as { results: unknown[] };
    expect(JSON.stringify(listed)).not.toContain(apiKey);
    expect(listed.results.map((row) => ZIntegration.parse(row).id)).toContain(integration.id);
  });

  it('validates what a user fills in, with translated messages per field', async () => {
    const empty = expectError(await call('create', input({ name: ' ' })), 400, 'VALIDATION_FAILED');
    expect(Object.keys(empty.fields ?? {})).toContain('name');
    const feed = expectError(
      await call('create', input({ provider: 'capFeed', feedUrl: null, pollMinutes: null })),
      400,
      'VALIDATION_FAILED',
    );
    expect(Object.keys(feed.fields ?? {})).toEqual(expect.arrayContaining(['feedUrl', 'pollMinutes']));
    expectError(
      await call('create', input({ provider: 'capFeed', feedUrl: 'ftp://x.example', pollMinutes: 5 })),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await call('create', input({ provider: 'capFeed', feedUrl: 'https://x.example/f', pollMinutes: 61 })),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await call('create', input({ provider: 'sms' })), 400, 'VALIDATION_FAILED');
    expectError(
      await call('create', input({ targets: { all: false, groupIds: [999_999] } })),
      400,
      'ALERT_TARGET_UNKNOWN',
    );
    const taken = await created();
    expectError(
      await call('create', input({ name: taken.integration.name.toLowerCase() })),
      409,
      'NAME_TAKEN',
    );
  });

  it('refuses the calls to users who are not admins or owners, and hides other organizations’ integrations', async () => {
    const staff = await organizationWithMember(t, { name: 'Integration Staff', role: 'staff' });
    expectError(await call('list', {}, staff), 403, 'FORBIDDEN');
    expectError(await call('create', input(), staff), 403, 'FORBIDDEN');
    const other = await organizationWithMember(t, { name: 'Integration Others' });
    const mine = await created();
    for (const path of ['enable', 'disable', 'remove', 'rotateKey', 'download']) {
      expectError(await call(path, { id: mine.integration.id }, other), 404, 'NOT_FOUND');
    }
    expectError(await call('update', { id: mine.integration.id, ...input() }, other), 404, 'NOT_FOUND');
    const theirs = (await call('list', {}, other)).json() as { results: unknown[] };
    expect(theirs.results).toEqual([]);
  });

  it('raises an alert from Placard JSON on its targets, once per identifier, then updates and cancels it', async () => {
    const { integration, apiKey } = await created({ name: 'Storm desk' });
    const raised = await deliver(integration.id, storm('storm-1'), apiKey);
    expect(raised.statusCode, raised.body).toBe(200);
    const { alertId } = raised.json() as { alertId: number };
    expect(raised.json()).toEqual({ alertId, state: 'active', duplicate: false });

    const shown = (await manifest()).alerts.find((alert) => alert.id === alertId);
    expect(shown).toMatchObject({ name: 'Storm warning', backgroundColor: '#FACC15', textColor: '#111827' });
    expect(shown?.endsAt).not.toBeNull();
    const listed = (await alerts()).find((alert) => alert.id === alertId);
    expect(listed).toMatchObject({
      state: 'active',
      type: 'safety',
      duration: 30,
      activatedBy: { kind: 'integration', name: 'Storm desk' },
      integration: { id: integration.id, name: 'Storm desk' },
    });

    const again = await deliver(integration.id, storm('storm-1'), apiKey);
    expect(again.json()).toEqual({ alertId, state: 'active', duplicate: true });
    expect((await alerts()).filter((alert) => alert.name.startsWith('Storm warning'))).toHaveLength(1);

    const updated = await deliver(
      integration.id,
      storm('storm-2', {
        msgType: 'Update',
        references: 'storm-1',
        name: 'Storm warning extended',
        duration: null,
        type: 'fire',
      }),
      apiKey,
    );
    expect(updated.json()).toEqual({ alertId, state: 'active', duplicate: false });
    const replaced = (await manifest()).alerts.find((alert) => alert.id === alertId);
    expect(replaced).toMatchObject({
      name: 'Storm warning extended',
      type: 'fire',
      backgroundColor: '#991B1B',
      endsAt: null,
    });

    const cancelled = await deliver(
      integration.id,
      { identifier: 'storm-3', msgType: 'Cancel', references: 'storm-2' },
      apiKey,
    );
    expect(cancelled.json()).toEqual({ alertId, state: 'deactivated', duplicate: false });
    expect((await manifest()).alerts.map((alert) => alert.id)).not.toContain(alertId);
    expect((await alerts()).find((alert) => alert.id === alertId)).toMatchObject({
      state: 'deactivated',
      deactivatedBy: { kind: 'integration', name: 'Storm desk' },
    });

    expectError(
      await deliver(
        integration.id,
        { identifier: 'storm-4', msgType: 'Cancel', references: 'never-sent' },
        apiKey,
      ),
      404,
      'INTEGRATION_REFERENCE_UNKNOWN',
    );
    const missing = expectError(
      await deliver(integration.id, { identifier: 'storm-5', msgType: 'Update' }, apiKey),
      400,
      'VALIDATION_FAILED',
    );
    expect(missing.fields).toHaveProperty('references');
    expectError(await deliver(integration.id, '{"identifier":', apiKey), 400, 'BAD_REQUEST');
  });

  it('names a raised alert apart from the organization’s others, and shows each screen its language', async () => {
    const { integration, apiKey } = await created();
    const body = storm('lang-1', {
      name: 'Evacuate',
      translations: [
        {
          language: 'en-US',
          name: 'Evacuate',
          description: 'Fire in the building.',
          instructions: 'Leave now.',
        },
        { language: 'sv-SE', name: 'Utrym', description: 'Brand i byggnaden.', instructions: 'Gå ut nu.' },
      ],
    });
    const first = (await deliver(integration.id, body, apiKey)).json() as { alertId: number };
    const second = (await deliver(integration.id, { ...body, identifier: 'lang-2' }, apiKey)).json() as {
      alertId: number;
    };
    const names = (await alerts()).filter((alert) => [first.alertId, second.alertId].includes(alert.id));
    expect(names.map((alert) => alert.name).sort()).toEqual(['Evacuate', 'Evacuate (2)']);
    // the organization's owner chose English: the English texts
    expect((await manifest()).alerts.find((alert) => alert.id === first.alertId)).toMatchObject({
      name: 'Evacuate',
    });
    await t.app.deps.db.execute(
      `update users set locale = 'sv' where organization_id = ${owner.organizationId} and role = 'owner'`,
    );
    expect((await manifest()).alerts.find((alert) => alert.id === first.alertId)).toMatchObject({
      name: 'Utrym',
      instructions: 'Gå ut nu.',
    });
    await t.app.deps.db.execute(
      `update users set locale = 'en' where organization_id = ${owner.organizationId} and role = 'owner'`,
    );
  });

  it('answers 401 to a wrong key and refuses an address after ten, 403 while disabled, and only deletes a disabled one', async () => {
    const { integration, apiKey } = await created();
    expectError(await deliver(integration.id, storm('k-1'), null), 401, 'INTEGRATION_KEY_INVALID');
    expectError(await deliver(integration.id, storm('k-1'), `${apiKey}x`), 401, 'INTEGRATION_KEY_INVALID');
    // an unknown integration looks the same as a wrong key
    expectError(await deliver(2_000_000_000, storm('k-1'), apiKey), 401, 'INTEGRATION_KEY_INVALID');
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expectError(
        await deliver(integration.id, storm('k-1'), 'plk_wrong', 'application/json', '10.9.9.9'),
        401,
        'INTEGRATION_KEY_INVALID',
      );
    }
    expectError(
      await deliver(integration.id, storm('k-1'), 'plk_wrong', 'application/json', '10.9.9.9'),
      401,
      'INTEGRATION_KEY_INVALID',
    );
    expectError(
      await deliver(integration.id, storm('k-1'), 'plk_wrong', 'application/json', '10.9.9.9'),
      401,
      'INTEGRATION_KEY_INVALID',
    );
    expectError(
      await deliver(integration.id, storm('k-1'), apiKey, 'application/json', '10.9.9.9'),
      429,
      'RATE_LIMITED',
    );
    // another address is not held back
    expect(
      (await deliver(integration.id, storm('k-1'), apiKey, 'application/json', '10.9.9.8')).statusCode,
    ).toBe(200);

    expect((await call('disable', { id: integration.id })).json()).toMatchObject({ state: 'disabled' });
    expectError(await deliver(integration.id, storm('k-2'), apiKey), 403, 'INTEGRATION_DISABLED');
    expect((await call('enable', { id: integration.id })).json()).toMatchObject({ state: 'enabled' });
    expectError(await call('remove', { id: integration.id }), 409, 'INTEGRATION_ENABLED');
    await call('disable', { id: integration.id });
    expect((await call('remove', { id: integration.id })).json()).toEqual({ success: true });
    expectError(await deliver(integration.id, storm('k-3'), apiKey), 401, 'INTEGRATION_KEY_INVALID');
  });

  it('rotates the key: the old one stops working at once', async () => {
    const { integration, apiKey } = await created();
    const rotated = ZIntegrationWithKey.parse((await call('rotateKey', { id: integration.id })).json());
    expect(rotated.apiKey).not.toBe(apiKey);
    expectError(await deliver(integration.id, storm('r-1'), apiKey), 401, 'INTEGRATION_KEY_INVALID');
    expect((await deliver(integration.id, storm('r-1'), rotated.apiKey)).statusCode).toBe(200);
  });

  it('refuses a body over 256 KB', async () => {
    const { integration, apiKey } = await created();
    const huge = storm('big', { description: 'x'.repeat(300 * 1024) });
    expectError(await deliver(integration.id, huge, apiKey), 413, 'PAYLOAD_TOO_LARGE');
    expectError(
      await deliver(
        integration.id,
        `<alert>${'x'.repeat(300 * 1024)}</alert>`,
        apiKey,
        'application/cap+xml',
      ),
      413,
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('downloads what a provider’s engineer needs, without the key', async () => {
    const { integration, apiKey } = await created({ name: 'Campus feed' });
    const download = ZIntegrationDownload.parse((await call('download', { id: integration.id })).json());
    expect(download).toMatchObject({
      integrationId: integration.id,
      endpoint: integration.endpoint,
      method: 'POST',
      authentication: { scheme: 'Bearer', keyHint: integration.keyHint },
    });
    expect(Object.keys(download.examples)).toEqual(
      expect.arrayContaining([
        'activateJson',
        'updateJson',
        'cancelJson',
        'activateCap',
        'updateCap',
        'cancelCap',
      ]),
    );
    expect(JSON.stringify(download)).not.toContain(apiKey);
  });

  it('stops raising and updating alerts with an expired licence, but still cancels them', async () => {
    const lapsing = await organizationWithMember(t, { name: 'Integration Lapsing' });
    const { integration, apiKey } = await created({}, lapsing);
    expect((await deliver(integration.id, storm('l-1'), apiKey)).statusCode).toBe(200);
    await setLicensePackage(t, lapsing.organizationId, 'location_1y', {
      validityExpiresAt: new Date(Date.now() - DAY_MS),
    });
    expectError(await deliver(integration.id, storm('l-2'), apiKey), 403, 'LICENSE_EXPIRED');
    expectError(await call('create', input(), lapsing), 403, 'LICENSE_EXPIRED');
    const cancelled = await deliver(
      integration.id,
      { identifier: 'l-3', msgType: 'Cancel', references: 'l-1' },
      apiKey,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json() as { state: string }).state).toBe('deactivated');
    expect((await call('disable', { id: integration.id }, lapsing)).statusCode).toBe(200);
  });
});
