import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAlert, ZAlertReceipts, ZManifest, type TAlert } from '@placard/contract';
import { pairDevice, type PairedDevice } from '../../test/devices.js';
import {
  expectError,
  organizationWithMember,
  setLicensePackage,
  type LoggedIn,
} from '../../test/factories.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { eventually, openPlayerSocket } from '../devices/player.test-client.js';

const DAY_MS = 86_400_000;

describe('the alert calls', () => {
  let t: TestApp;
  let base: string;
  let owner: LoggedIn;
  let screen: PairedDevice;
  let count = 0;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    owner = await organizationWithMember(t, { name: 'Alert Calls' });
    screen = await pairDevice(t, owner, { name: 'Reception' });
  });
  afterAll(() => t.close());

  const call = (path: string, body: unknown, who: LoggedIn = owner) =>
    post(t.app, `/api/alert/${path}`, body, { cookie: who.cookie });
  const input = (overrides: Record<string, unknown> = {}) => {
    count += 1;
    return {
      name: `Call alert ${count}`,
      description: 'Severe weather',
      instructions: 'Stay indoors',
      type: 'weather',
      continuous: false,
      duration: 30,
      backgroundColor: '#1E40AF',
      textColor: '#FFFFFF',
      targets: { all: true },
      ...overrides,
    };
  };
  async function created(overrides: Record<string, unknown> = {}, who = owner): Promise<TAlert> {
    const response = await call('create', input(overrides), who);
    expect(response.statusCode, response.body).toBe(200);
    return ZAlert.parse(response.json());
  }
  const manifest = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/player/manifest',
      headers: { authorization: `Device ${screen.token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { manifest: ZManifest.parse(response.json()), etag: String(response.headers.etag) };
  };

  it('validates what a user fills in, with translated messages per field', async () => {
    const empty = expectError(
      await call('create', input({ name: ' ', description: '' })),
      400,
      'VALIDATION_FAILED',
    );
    expect(Object.keys(empty.fields ?? {})).toEqual(expect.arrayContaining(['name', 'description']));
    const timed = expectError(await call('create', input({ duration: null })), 400, 'VALIDATION_FAILED');
    expect(Object.keys(timed.fields ?? {})).toContain('duration');
    expectError(await call('create', input({ duration: 0 })), 400, 'VALIDATION_FAILED');
    expectError(await call('create', input({ backgroundColor: 'red' })), 400, 'VALIDATION_FAILED');
    expectError(await call('create', input({ type: 'volcano' })), 400, 'VALIDATION_FAILED');
    expectError(await call('create', input({ targets: { all: false } })), 400, 'VALIDATION_FAILED');
    expectError(await call('create', input({ instructions: 'Bell\u0007' })), 400, 'VALIDATION_FAILED');
    expectError(await call('activate', { id: 0 }), 400, 'VALIDATION_FAILED');
    const taken = await created();
    const clash = expectError(
      await call('create', input({ name: taken.name.toUpperCase() })),
      409,
      'NAME_TAKEN',
    );
    expect(clash.fields).toHaveProperty('name');
    expectError(await call('activate', { id: 2_000_000_000 }), 404, 'NOT_FOUND');
  });

  it('refuses the calls to users who are not admins or owners', async () => {
    const staff = await organizationWithMember(t, { name: 'Alert Staff', role: 'staff' });
    expectError(await call('list', {}, staff), 403, 'FORBIDDEN');
    expectError(await call('create', input(), staff), 403, 'FORBIDDEN');
  });

  it('pushes an activated alert down the sockets of its screens, puts it in their manifest, and ends it', async () => {
    const before = await manifest();
    const socket = await openPlayerSocket(base, screen.token);
    const alert = await created({ continuous: true, duration: null, name: 'Tornado' });
    const activated = await call('activate', { id: alert.id });
    expect(activated.statusCode, activated.body).toBe(200);
    const pushed = await socket.next('alert');
    expect(pushed).toMatchObject({ type: 'alert', alert: { id: alert.id, name: 'Tornado', endsAt: null } });

    const during = await manifest();
    expect(during.manifest.alerts.map((active) => active.id)).toEqual([alert.id]);
    expect(during.etag).not.toBe(before.etag);

    // the screen's receipt travels up the same socket
    socket.socket.send(JSON.stringify({ type: 'alertShown', alertId: alert.id, shownAt: Date.now() }));
    await eventually(async () => {
      const receipts = ZAlertReceipts.parse((await call('receipts', { id: alert.id })).json());
      return receipts.receipts.some((receipt) => receipt.status === 'shown');
    }, 'the receipt was kept');
    const receipts = ZAlertReceipts.parse((await call('receipts', { id: alert.id })).json());
    expect(receipts.receipts).toEqual([
      expect.objectContaining({ deviceKey: screen.deviceKey, deviceName: 'Reception', status: 'shown' }),
    ]);

    expect((await call('deactivate', { id: alert.id })).statusCode).toBe(200);
    expect(await socket.next('alertEnded')).toEqual({ type: 'alertEnded', alertId: alert.id });
    const after = await manifest();
    expect(after.manifest.alerts).toEqual([]);
    expect(after.etag).toBe(before.etag);
    expect((await call('remove', { id: alert.id })).json()).toEqual({ success: true });
    socket.socket.close();
  });

  it('lists alerts, in one state when asked', async () => {
    const ready = await created();
    const listed = (await call('list', { state: 'ready' })).json() as { results: TAlert[] };
    expect(listed.results.map((alert) => alert.id)).toContain(ready.id);
    expect(listed.results.every((alert) => alert.state === 'ready')).toBe(true);
    const active = (await call('list', { state: 'active' })).json() as { results: TAlert[] };
    expect(active.results.map((alert) => alert.id)).not.toContain(ready.id);
  });

  it('keeps deactivation open with an expired licence, and refuses making and activating', async () => {
    const lapsing = await organizationWithMember(t, { name: 'Alert Lapsing' });
    const alert = await created({}, lapsing);
    expect((await call('activate', { id: alert.id }, lapsing)).statusCode).toBe(200);
    const spare = await created({}, lapsing);
    await setLicensePackage(t, lapsing.organizationId, 'location_1y', {
      validityExpiresAt: new Date(Date.now() - DAY_MS),
    });
    expectError(await call('create', input(), lapsing), 403, 'LICENSE_EXPIRED');
    expectError(await call('activate', { id: spare.id }, lapsing), 403, 'LICENSE_EXPIRED');
    expectError(await call('remove', { id: spare.id }, lapsing), 403, 'LICENSE_EXPIRED');
    expect((await call('list', {}, lapsing)).statusCode).toBe(200);
    const ended = await call('deactivate', { id: alert.id }, lapsing);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ZAlert.parse(ended.json()).state).toBe('deactivated');
  });
});
