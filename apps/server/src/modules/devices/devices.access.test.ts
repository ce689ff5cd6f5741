import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPERSONATION_HEADER, ZDeviceList, type Role } from '@placard/contract';
import { acceptCode, deviceCall, pairDevice, seedPairing, type PairedDevice } from '../../test/devices.js';
import {
  createMember,
  createSubOrganization,
  expectError,
  logIn,
  organizationWithMember,
  setLicensePackage,
  type LoggedIn,
} from '../../test/factories.js';
import { createTestApp, post, testClock, type TestApp } from '../../test/test-app.js';

const clock = testClock();
let t: TestApp;
let alice: LoggedIn;
let bob: LoggedIn;
let alicesDevice: PairedDevice;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  alice = await organizationWithMember(t, { name: 'Alice Screens', pkg: 'location_1y' });
  bob = await organizationWithMember(t, { name: 'Bob Screens', pkg: 'location_1y' });
  alicesDevice = await pairDevice(t, alice, { name: 'Alice lobby' });
});
afterAll(() => t?.close());

async function member(organizationId: number, role: Role): Promise<LoggedIn> {
  const created = await createMember(t, organizationId, role);
  return logIn(t, created.email, created.password);
}

const listOf = async (session: LoggedIn, organizationId = session.organizationId) => {
  const response = await deviceCall(t, session, `${organizationId}/list`, {});
  expect(response.statusCode, response.body).toBe(200);
  return ZDeviceList.parse(response.json()).results;
};

describe('another organization’s devices', () => {
  it('are never listed, described or counted', async () => {
    await pairDevice(t, bob, { name: 'Bob lobby' });
    expect((await listOf(bob)).map((entry) => entry.name)).toEqual(['Bob lobby']);
    expectError(await deviceCall(t, bob, `${alice.organizationId}/list`, {}), 403, 'FORBIDDEN');
    const info = await deviceCall(t, bob, 'info', { deviceKey: alicesDevice.deviceKey });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ id: null, deviceKey: null, name: '' });
    expect((await deviceCall(t, bob, 'stats', {})).json()).toMatchObject({ total: 1 });
  });

  it('cannot be renamed, changed, removed, toggled or reached by a user of another organization', async () => {
    const deviceKey = alicesDevice.deviceKey;
    const calls: [string, object][] = [
      ['setName', { deviceKey, deviceName: 'Taken over' }],
      ['details', { deviceKey, deviceType: 'TAB', deviceDescription: 'Taken over' }],
      ['remove', { deviceKey }],
      ['groupList', { deviceKey }],
      ['activeThumbnail', { deviceKey }],
      ['identify', { deviceKey }],
      ['screenshot', { deviceKey }],
      [
        'interactive/toggle',
        { organizationId: bob.organizationId, deviceKeys: [deviceKey], interactive: true },
      ],
    ];
    for (const [call, body] of calls) {
      expectError(await deviceCall(t, bob, call, body), 404, 'NOT_FOUND');
    }
    expectError(
      await deviceCall(t, bob, 'interactive/toggle', {
        organizationId: alice.organizationId,
        deviceKeys: [deviceKey],
        interactive: true,
      }),
      403,
      'FORBIDDEN',
    );
    const [entry] = await listOf(alice);
    expect(entry).toMatchObject({
      id: alicesDevice.id,
      name: 'Alice lobby',
      interactive: false,
      deviceType: 'NONE',
    });
  });

  it('cannot be added to another organization than the one acted for', async () => {
    const { code } = await seedPairing(t);
    expectError(await acceptCode(t, bob, code, { organizationId: alice.organizationId }), 403, 'FORBIDDEN');
    expect(await listOf(alice)).toHaveLength(1);
  });
});

describe('who may manage devices', () => {
  it.each(['admin', 'staff', 'screen_manager'] as const)(
    '%s may add, list, rename and remove devices',
    async (role) => {
      const session = await member(alice.organizationId, role);
      const device = await pairDevice(t, session, { name: `Added by ${role}` });
      expect((await listOf(session)).map((entry) => entry.id)).toContain(device.id);
      const renamed = await deviceCall(t, session, 'setName', {
        deviceKey: device.deviceKey,
        deviceName: 'Renamed',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((await deviceCall(t, session, 'stats', {})).statusCode).toBe(200);
      expect((await deviceCall(t, session, 'remove', { deviceKey: device.deviceKey })).statusCode).toBe(200);
    },
  );

  it('refuses content creators every device call', async () => {
    const creator = await member(alice.organizationId, 'content_creator');
    const deviceKey = alicesDevice.deviceKey;
    const calls: [string, object][] = [
      [`${alice.organizationId}/accept`, { deviceId: '1234' }],
      [`${alice.organizationId}/list`, {}],
      ['stats', {}],
      ['info', { deviceKey }],
      ['groupList', { deviceKey }],
      ['activeThumbnail', { deviceKey }],
      ['setName', { deviceKey, deviceName: 'No' }],
      ['details', { deviceKey, deviceType: 'TAB', deviceDescription: '' }],
      [
        'interactive/toggle',
        { organizationId: alice.organizationId, deviceKeys: [deviceKey], interactive: true },
      ],
      ['remove', { deviceKey }],
      ['identify', { deviceKey }],
      ['screenshot', { deviceKey }],
    ];
    for (const [call, body] of calls) {
      expectError(await deviceCall(t, creator, call, body), 403, 'FORBIDDEN');
    }
  });

  it('refuses a caller without a session', async () => {
    expectError(await post(t.app, '/api/device/stats', {}), 401, 'UNAUTHORIZED');
  });
});

describe('an expired licence', () => {
  it('leaves the devices readable and refuses every change', async () => {
    const session = await organizationWithMember(t, { name: 'Lapsed Screens', pkg: 'location_1y' });
    const device = await pairDevice(t, session, { name: 'Still here' });
    await setLicensePackage(t, session.organizationId, 'location_1y', {
      validityExpiresAt: new Date(clock.now().getTime() - 1_000),
    });
    const deviceKey = device.deviceKey;
    expect((await listOf(session)).map((entry) => entry.name)).toEqual(['Still here']);
    for (const [call, body] of [
      ['stats', {}],
      ['info', { deviceKey }],
      ['groupList', { deviceKey }],
      ['activeThumbnail', { deviceKey }],
    ] as const) {
      const response = await deviceCall(t, session, call, body);
      expect(response.statusCode, `${call}: ${response.body}`).toBe(200);
    }
    const { code } = await seedPairing(t);
    const changes: [string, object][] = [
      [`${session.organizationId}/accept`, { deviceId: code }],
      ['setName', { deviceKey, deviceName: 'No' }],
      ['details', { deviceKey, deviceType: 'TAB', deviceDescription: '' }],
      [
        'interactive/toggle',
        { organizationId: session.organizationId, deviceKeys: [deviceKey], interactive: true },
      ],
      ['remove', { deviceKey }],
      ['identify', { deviceKey }],
      ['screenshot', { deviceKey }],
    ];
    for (const [call, body] of changes) {
      expectError(await deviceCall(t, session, call, body), 403, 'LICENSE_EXPIRED');
    }
    expect((await listOf(session)).map((entry) => entry.name)).toEqual(['Still here']);
  });
});

describe('acting for a sub-organization', () => {
  it('manages the sub-organization’s devices while impersonating it, and only then', async () => {
    const child = await createSubOrganization(t, alice.organizationId, 'Alice Branch');
    await setLicensePackage(t, child.id, 'location_1y');
    const childOwner = await member(child.id, 'owner');
    const asked = await post(
      t.app,
      '/api/organizations/impersonation/request',
      { recipientOrganizationId: child.id },
      { cookie: alice.cookie },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const consent = await t.app.inject({
      method: 'POST',
      url: `/api/organizations/impersonation/${asked.json().id}/accept`,
      headers: { cookie: childOwner.cookie },
    });
    expect(consent.statusCode, consent.body).toBe(200);

    const acting = { [IMPERSONATION_HEADER]: String(child.id) };
    const device = await pairDevice(t, alice, {
      organizationId: child.id,
      headers: acting,
      name: 'Branch door',
    });
    const listed = await deviceCall(t, alice, `${child.id}/list`, {}, acting);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(ZDeviceList.parse(listed.json()).results.map((entry) => entry.id)).toEqual([device.id]);
    expect((await listOf(childOwner)).map((entry) => entry.name)).toEqual(['Branch door']);

    // without acting for it, the parent reaches neither the list nor the device
    expectError(await deviceCall(t, alice, `${child.id}/list`, {}), 403, 'FORBIDDEN');
    expectError(await deviceCall(t, alice, 'remove', { deviceKey: device.deviceKey }), 404, 'NOT_FOUND');
    // and acting for the child, its own devices are out of reach
    expectError(
      await deviceCall(t, alice, 'setName', { deviceKey: alicesDevice.deviceKey, deviceName: 'X' }, acting),
      404,
      'NOT_FOUND',
    );
  });
});
