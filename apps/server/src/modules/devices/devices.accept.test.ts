import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAIRING_CODE_TTL_MS, ZDeviceAccepted } from '@placard/contract';
import {
  acceptCode,
  deviceCall,
  deviceRow,
  pairDevice,
  seedPairing,
  startPairing,
} from '../../test/devices.js';
import { expectError, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { createTestApp, post, testClock, type TestApp } from '../../test/test-app.js';
import { organizations } from '../organizations/organizations.table.js';

const clock = testClock();
let t: TestApp;
let owner: LoggedIn;

beforeAll(async () => {
  // three wrong codes a minute per user, so the limit is quick to reach
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '3' }, { now: clock.now });
  owner = await organizationWithMember(t, { name: 'Harbour Screens', pkg: 'full_access' });
});
afterAll(() => t?.close());

/** A fresh owner, so the wrong codes of one test do not count against another. */
const freshOwner = (license: Parameters<typeof organizationWithMember>[1] = { pkg: 'full_access' }) =>
  organizationWithMember(t, { name: 'Quay Screens', ...license });

describe('adding a screen with its code', () => {
  it('binds the screen showing the code to the organization, and the screen collects its token', async () => {
    const pairing = await startPairing(t);
    const response = await acceptCode(t, owner, pairing.code, {
      name: 'Lobby',
      timezone: 'Europe/Stockholm',
    });
    expect(response.statusCode, response.body).toBe(200);
    const accepted = ZDeviceAccepted.parse(response.json());
    expect(accepted.deviceKey).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const status = await post(t.app, '/api/player/pair/status', {
      pairingId: pairing.pairingId,
      secret: pairing.secret,
    });
    expect(status.json()).toMatchObject({ state: 'paired', deviceKey: accepted.deviceKey });

    const row = await deviceRow(t, accepted.id);
    expect(row).toMatchObject({
      organizationId: owner.organizationId,
      deviceKey: accepted.deviceKey,
      userId: owner.userId,
      name: 'Lobby',
      timezone: 'Europe/Stockholm',
      interactive: false,
      deviceType: 'NONE',
    });
  });

  it("gives an unnamed screen its organization's time zone when no name or timezone is sent", async () => {
    const added = async (who: LoggedIn) => {
      const { code } = await seedPairing(t);
      const response = await acceptCode(t, who, code);
      expect(response.statusCode, response.body).toBe(200);
      return deviceRow(t, ZDeviceAccepted.parse(response.json()).id);
    };
    // no country, no zone chosen
    expect(await added(owner)).toMatchObject({ name: '', timezone: 'UTC' });
    // a country with one zone, no zone chosen
    const swedish = await freshOwner();
    await t.app.deps.db
      .update(organizations)
      .set({ country: 'SE' })
      .where(eq(organizations.id, swedish.organizationId));
    expect(await added(swedish)).toMatchObject({ timezone: 'Europe/Stockholm' });
    // a zone chosen
    await t.app.deps.db
      .update(organizations)
      .set({ timezone: 'Europe/Helsinki' })
      .where(eq(organizations.id, swedish.organizationId));
    expect(await added(swedish)).toMatchObject({ timezone: 'Europe/Helsinki' });
  });

  it('gives every screen its own key', async () => {
    const first = await pairDevice(t, owner);
    const second = await pairDevice(t, owner);
    expect(first.deviceKey).not.toBe(second.deviceKey);
    expect(first.id).not.toBe(second.id);
  });

  it("refuses a code no screen shows with 'Failed to add the device'", async () => {
    const user = await freshOwner();
    const { code } = await seedPairing(t);
    const wrong = code === '0000' ? '0001' : '0000';
    const error = expectError(await acceptCode(t, user, wrong), 400, 'DEVICE_PAIRING_FAILED');
    expect(error.message).toBe('Failed to add the device');
    expect(error.fields).toEqual({ deviceId: 'Failed to add the device' });
  });

  it('refuses a code that has expired', async () => {
    const user = await freshOwner();
    const { code } = await seedPairing(t);
    clock.advance(PAIRING_CODE_TTL_MS + 1);
    expectError(await acceptCode(t, user, code), 400, 'DEVICE_PAIRING_FAILED');
  });

  it('accepts a code until the moment it expires', async () => {
    const { code } = await seedPairing(t);
    clock.advance(PAIRING_CODE_TTL_MS - 1);
    expect((await acceptCode(t, owner, code)).statusCode).toBe(200);
  });

  it('refuses a code that was already used', async () => {
    const user = await freshOwner();
    const { code } = await seedPairing(t);
    expect((await acceptCode(t, user, code)).statusCode).toBe(200);
    expectError(await acceptCode(t, user, code), 400, 'DEVICE_PAIRING_FAILED');
    const other = await freshOwner();
    expectError(await acceptCode(t, other, code), 400, 'DEVICE_PAIRING_FAILED');
  });

  it('binds a code once when two users enter it at the same time', async () => {
    const user = await freshOwner();
    const { code } = await seedPairing(t);
    const answers = await Promise.all([acceptCode(t, owner, code), acceptCode(t, user, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('answers field errors for a code that is not 4 digits and an unknown timezone', async () => {
    for (const deviceId of ['123', '12345', 'abcd', '']) {
      const error = expectError(await acceptCode(t, owner, deviceId), 400, 'VALIDATION_FAILED');
      expect(Object.keys(error.fields ?? {})).toEqual(['deviceId']);
    }
    const { code } = await seedPairing(t);
    const error = expectError(
      await acceptCode(t, owner, code, { timezone: 'Mars/Olympus' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(Object.keys(error.fields ?? {})).toEqual(['timezone']);
    // the code is still good
    expect((await acceptCode(t, owner, code)).statusCode).toBe(200);
  });

  it('adds screens up to the licence’s device limit, then refuses with the limit', async () => {
    const user = await freshOwner({ pkg: 'location_1y', license: { numDevices: 2 } });
    await pairDevice(t, user);
    await pairDevice(t, user);
    const { code } = await seedPairing(t);
    const error = expectError(await acceptCode(t, user, code), 403, 'DEVICE_LIMIT_EXCEEDED');
    expect(error.message).toBe('Exceeded device limit');
    // the code stays free for an organization with room
    expect((await acceptCode(t, owner, code)).statusCode).toBe(200);
  });

  it('slows down guessing: after too many wrong codes a user must wait, even with a right one', async () => {
    const user = await freshOwner();
    for (const wrong of ['0000', '0001', '0002']) {
      expectError(await acceptCode(t, user, wrong), 400, 'DEVICE_PAIRING_FAILED');
    }
    const { code } = await seedPairing(t);
    const limited = await acceptCode(t, user, code);
    const error = expectError(limited, 429, 'RATE_LIMITED');
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    // others are not held back
    expect((await acceptCode(t, await freshOwner(), (await seedPairing(t)).code)).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await acceptCode(t, user, code)).statusCode).toBe(200);
  });

  it('does not count accepted codes against the user', async () => {
    const user = await freshOwner();
    for (let index = 0; index < 4; index += 1) await pairDevice(t, user);
    const list = await deviceCall(t, user, `${user.organizationId}/list`, {});
    expect(list.json().results).toHaveLength(4);
  });

  it('adds screens only to the organization the user acts for', async () => {
    const child = await organizationWithMember(t, { parentOrganizationId: owner.organizationId });
    const { code } = await seedPairing(t);
    expectError(await acceptCode(t, owner, code, { organizationId: child.organizationId }), 403, 'FORBIDDEN');
    expect((await acceptCode(t, child, code)).statusCode).toBe(200);
  });
});
