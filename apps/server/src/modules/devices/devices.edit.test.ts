import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZActiveThumbnail, ZDeviceInfo, type TDeviceInfo } from '@placard/contract';
import { image } from '../../platform/media/test-files.js';
import {
  deviceCall,
  deviceRow,
  pairDevice,
  sendHeartbeat,
  sendThumbnail,
  watchPushes,
  type PairedDevice,
  type PushWatch,
} from '../../test/devices.js';
import { expectError, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { assign, getSchedule, publishedPlaylist } from '../../test/schedules.js';
import { createTestApp, post, testClock, type TestApp } from '../../test/test-app.js';
import { devicePairings, scheduleEntries } from './devices.table.js';

const clock = testClock();
let t: TestApp;
let owner: LoggedIn;
let pushes: PushWatch;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  owner = await organizationWithMember(t, { name: 'Harbour Screens', pkg: 'location_1y' });
  pushes = await watchPushes(t);
});
afterAll(async () => {
  await pushes?.stop();
  await t?.close();
});

async function info(session: LoggedIn, deviceKey: string): Promise<TDeviceInfo> {
  return ZDeviceInfo.parse((await deviceCall(t, session, 'info', { deviceKey })).json());
}

/** Asks for an identify push and waits for it: every push published before it has arrived by then. */
async function settle(device: PairedDevice, session: LoggedIn = owner): Promise<void> {
  const before = pushes.pushesTo(device.id).filter((type) => type === 'identify').length;
  expect((await deviceCall(t, session, 'identify', { deviceKey: device.deviceKey })).statusCode).toBe(200);
  const until = Date.now() + 5_000;
  while (pushes.pushesTo(device.id).filter((type) => type === 'identify').length === before) {
    if (Date.now() > until) throw new Error('no identify push');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('renaming a device', () => {
  it('renames it and tells the screen, which shows its name', async () => {
    const device = await pairDevice(t, owner, { name: 'Old name' });
    const response = await deviceCall(t, owner, 'setName', {
      deviceKey: device.deviceKey,
      deviceName: '  Reception  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await info(owner, device.deviceKey)).name).toBe('Reception');
    await pushes.waitFor(device.id, 'content');
  });

  it('allows an empty name (the list shows the screen number)', async () => {
    const device = await pairDevice(t, owner, { name: 'Named' });
    expect(
      (await deviceCall(t, owner, 'setName', { deviceKey: device.deviceKey, deviceName: '' })).statusCode,
    ).toBe(200);
    expect((await info(owner, device.deviceKey)).name).toBe('');
  });

  it('refuses a name that is too long, with a field error', async () => {
    const device = await pairDevice(t, owner);
    const error = expectError(
      await deviceCall(t, owner, 'setName', { deviceKey: device.deviceKey, deviceName: 'x'.repeat(101) }),
      400,
      'VALIDATION_FAILED',
    );
    expect(Object.keys(error.fields ?? {})).toEqual(['deviceName']);
  });

  it('answers 404 for a key no screen of the organization has', async () => {
    expectError(
      await deviceCall(t, owner, 'setName', { deviceKey: 'no-such-device-key', deviceName: 'X' }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('a device’s details', () => {
  it('changes its type, description and timezone; a new timezone reaches the screen', async () => {
    const device = await pairDevice(t, owner, { timezone: 'UTC' });
    const response = await deviceCall(t, owner, 'details', {
      deviceKey: device.deviceKey,
      deviceType: 'NIO_S15_PORTRAIT',
      deviceDescription: 'By the lifts',
      timezone: 'Asia/Tokyo',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await info(owner, device.deviceKey)).toMatchObject({
      deviceType: 'NIO_S15_PORTRAIT',
      description: 'By the lifts',
      timezone: 'Asia/Tokyo',
    });
    await pushes.waitFor(device.id, 'content');
  });

  it('keeps the timezone when none is sent, and does not disturb the screen', async () => {
    const device = await pairDevice(t, owner, { timezone: 'Europe/Paris' });
    const response = await deviceCall(t, owner, 'details', {
      deviceKey: device.deviceKey,
      deviceType: 'CUSTOM',
      deviceDescription: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await info(owner, device.deviceKey)).toMatchObject({
      deviceType: 'CUSTOM',
      timezone: 'Europe/Paris',
    });
    await settle(device);
    expect(pushes.pushesTo(device.id)).not.toContain('content');
  });

  it('answers field errors for an unknown type, a long description and a made-up timezone', async () => {
    const device = await pairDevice(t, owner);
    const error = expectError(
      await deviceCall(t, owner, 'details', {
        deviceKey: device.deviceKey,
        deviceType: 'TOASTER',
        deviceDescription: 'x'.repeat(501),
        timezone: 'Atlantis/Capital',
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['deviceDescription', 'deviceType', 'timezone']);
    expect(error.fields?.timezone).not.toMatch(/^validation\./);
  });
});

describe('making devices interactive', () => {
  const toggle = (session: LoggedIn, devices: PairedDevice[], interactive: boolean) =>
    deviceCall(t, session, 'interactive/toggle', {
      organizationId: session.organizationId,
      deviceKeys: devices.map((device) => device.deviceKey),
      interactive,
    });

  it('switches devices on and off, answering how many of the organization are interactive', async () => {
    const session = await organizationWithMember(t, { license: { interactiveDeviceLimit: 3 } });
    const [a, b, c] = [
      await pairDevice(t, session),
      await pairDevice(t, session),
      await pairDevice(t, session),
    ];
    if (!a || !b || !c) throw new Error('no devices');
    expect((await toggle(session, [a, b], true)).json()).toEqual({ count: 2 });
    // already on: counted once
    expect((await toggle(session, [a, c], true)).json()).toEqual({ count: 3 });
    expect((await toggle(session, [b], false)).json()).toEqual({ count: 2 });
    expect((await info(session, b.deviceKey)).interactive).toBe(false);
    expect((await info(session, c.deviceKey)).interactive).toBe(true);
    for (const device of [a, b, c]) await pushes.waitFor(device.id, 'content');
  });

  it("refuses to go over the licence's interactive limit, changing none of the devices", async () => {
    const session = await organizationWithMember(t, { license: { interactiveDeviceLimit: 2 } });
    const devices = [
      await pairDevice(t, session),
      await pairDevice(t, session),
      await pairDevice(t, session),
    ];
    expect((await toggle(session, devices.slice(0, 1), true)).json()).toEqual({ count: 1 });
    const error = expectError(await toggle(session, devices, true), 403, 'INTERACTIVE_LIMIT_REACHED');
    expect(error.message).toBe('Maximum number of interactive devices reached');
    for (const device of devices.slice(1)) {
      expect((await info(session, device.deviceKey)).interactive).toBe(false);
    }
    // switching off is always possible
    expect((await toggle(session, devices, false)).json()).toEqual({ count: 0 });
  });

  it('needs the interaction feature of the licence to switch devices on', async () => {
    const session = await organizationWithMember(t, { pkg: 'trial' });
    const device = await pairDevice(t, session);
    expectError(await toggle(session, [device], true), 403, 'FEATURE_NOT_LICENSED');
    expect((await toggle(session, [device], false)).json()).toEqual({ count: 0 });
  });

  it('changes nothing when one of the keys is not a device of the organization', async () => {
    const device = await pairDevice(t, owner);
    const response = await deviceCall(t, owner, 'interactive/toggle', {
      organizationId: owner.organizationId,
      deviceKeys: [device.deviceKey, 'no-such-device-key'],
      interactive: true,
    });
    expectError(response, 404, 'NOT_FOUND');
    expect((await info(owner, device.deviceKey)).interactive).toBe(false);
  });

  it('works only on the organization the user acts for', async () => {
    const child = await organizationWithMember(t, { parentOrganizationId: owner.organizationId });
    const device = await pairDevice(t, child);
    const response = await deviceCall(t, owner, 'interactive/toggle', {
      organizationId: child.organizationId,
      deviceKeys: [device.deviceKey],
      interactive: true,
    });
    expectError(response, 403, 'FORBIDDEN');
  });

  it('answers field errors for an empty selection', async () => {
    const response = await deviceCall(t, owner, 'interactive/toggle', {
      organizationId: owner.organizationId,
      deviceKeys: [],
      interactive: 'yes',
    });
    const error = expectError(response, 400, 'VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['deviceKeys', 'interactive']);
  });
});

describe('removing a device', () => {
  it('tells the screen it was removed, and the device goes with its schedule and pairing', async () => {
    const device = await pairDevice(t, owner);
    const playlistId = await publishedPlaylist(t, owner, 'Leaving loop');
    expect((await assign(t, owner, { deviceKey: device.deviceKey }, playlistId)).statusCode).toBe(200);
    expect((await getSchedule(t, owner, { deviceKey: device.deviceKey })).entries).toHaveLength(1);

    const response = await deviceCall(t, owner, 'remove', { deviceKey: device.deviceKey });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    await pushes.waitFor(device.id, 'unpaired');

    expect(await deviceRow(t, device.id)).toBeUndefined();
    const entries = await t.app.deps.db
      .select()
      .from(scheduleEntries)
      .where(eq(scheduleEntries.deviceId, device.id));
    expect(entries).toEqual([]);
    const pairings = await t.app.deps.db
      .select()
      .from(devicePairings)
      .where(eq(devicePairings.deviceId, device.id));
    expect(pairings).toEqual([]);
    expect((await info(owner, device.deviceKey)).id).toBeNull();
    // the screen's token no longer works
    expect((await sendHeartbeat(t, device)).statusCode).toBe(401);
    expectError(await deviceCall(t, owner, 'remove', { deviceKey: device.deviceKey }), 404, 'NOT_FOUND');
  });

  it('removes its thumbnail unless another screen shows the same picture', async () => {
    const picture = await image('png', 16, 9);
    const first = await pairDevice(t, owner);
    const second = await pairDevice(t, owner);
    expect((await sendThumbnail(t, first, picture)).statusCode).toBe(200);
    expect((await sendThumbnail(t, second, picture)).statusCode).toBe(200);
    const key = (await deviceRow(t, first.id))?.thumbnailKey;
    expect(key).toBeTruthy();
    expect((await deviceRow(t, second.id))?.thumbnailKey).toBe(key);

    await deviceCall(t, owner, 'remove', { deviceKey: first.deviceKey });
    expect(await t.app.deps.storage.exists(key ?? '')).toBe(true);
    await deviceCall(t, owner, 'remove', { deviceKey: second.deviceKey });
    expect(await t.app.deps.storage.exists(key ?? '')).toBe(false);
  });
});

describe('the screen’s thumbnail, identify and screenshot', () => {
  it('answers no thumbnail until the screen sent one, then its address and time', async () => {
    const device = await pairDevice(t, owner);
    const none = await deviceCall(t, owner, 'activeThumbnail', { deviceKey: device.deviceKey });
    expect(none.json()).toEqual({ thumbnailUrl: null, takenAt: null });

    expect((await sendThumbnail(t, device, await image('jpeg', 32, 18), 'image/jpeg')).statusCode).toBe(200);
    const answer = ZActiveThumbnail.parse(
      (await deviceCall(t, owner, 'activeThumbnail', { deviceKey: device.deviceKey })).json(),
    );
    expect(answer.takenAt).toBe(clock.now().toISOString());
    expect(answer.thumbnailUrl).toMatch(/^\/api\/files\/[0-9a-f]+\.jpg$/);
    const file = await t.app.inject({ method: 'GET', url: answer.thumbnailUrl ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
  });

  it('asks the screen to identify itself or to send a screenshot', async () => {
    const device = await pairDevice(t, owner);
    for (const call of ['identify', 'screenshot'] as const) {
      const response = await deviceCall(t, owner, call, { deviceKey: device.deviceKey });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true });
      await pushes.waitFor(device.id, call);
    }
    expect(pushes.pushesTo(device.id)).toEqual(['identify', 'screenshot']);
  });

  it('answers 404 for a key no screen of the organization has', async () => {
    for (const call of ['identify', 'screenshot', 'activeThumbnail']) {
      expectError(await deviceCall(t, owner, call, { deviceKey: 'no-such-device-key' }), 404, 'NOT_FOUND');
    }
  });
});

describe('the organization a device call names', () => {
  it('refuses a list of another organization than the one acted for', async () => {
    const child = await organizationWithMember(t, { parentOrganizationId: owner.organizationId });
    expectError(
      await post(t.app, `/api/device/${child.organizationId}/list`, {}, { cookie: owner.cookie }),
      403,
      'FORBIDDEN',
    );
  });
});
