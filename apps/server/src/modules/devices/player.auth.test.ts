import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceCall, pairDevice, sendHeartbeat, type PairedDevice } from '../../test/devices.js';
import { expectError, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('device authentication', () => {
  let t: TestApp;
  let owner: LoggedIn;
  let screen: PairedDevice;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await organizationWithMember(t);
    screen = await pairDevice(t, owner);
  });
  afterAll(() => t.close());

  const manifest = (headers: Record<string, string> = {}, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/player/manifest${query}`, headers });

  it('lets a screen in with its token', async () => {
    expect((await manifest({ authorization: `Device ${screen.token}` })).statusCode).toBe(200);
    expect((await manifest({ authorization: `device ${screen.token}` })).statusCode).toBe(200);
  });

  it('refuses a missing, malformed or unknown token with 401', async () => {
    expectError(await manifest(), 401, 'UNAUTHORIZED');
    expectError(await manifest({ authorization: 'Device ' }), 401, 'UNAUTHORIZED');
    expectError(await manifest({ authorization: 'Device not-a-token' }), 401, 'UNAUTHORIZED');
    expectError(await manifest({ authorization: `Device ${'A'.repeat(43)}` }), 401, 'UNAUTHORIZED');
    expectError(await manifest({ authorization: `Bearer ${screen.token}` }), 401, 'UNAUTHORIZED');
  });

  it('takes the token from the address only for the WebSocket', async () => {
    expectError(await manifest({}, `?token=${screen.token}`), 401, 'UNAUTHORIZED');
  });

  it("is not a user's session: a logged-in user is no screen", async () => {
    expectError(await manifest({ cookie: owner.cookie }), 401, 'UNAUTHORIZED');
  });

  it('refuses a screen once it was removed, so it pairs again', async () => {
    const other = await pairDevice(t, owner);
    expect((await sendHeartbeat(t, other)).statusCode).toBe(200);
    const removed = await deviceCall(t, owner, 'remove', { deviceKey: other.deviceKey });
    expect(removed.statusCode, removed.body).toBe(200);
    expectError(await manifest({ authorization: `Device ${other.token}` }), 401, 'UNAUTHORIZED');
    expectError(await sendHeartbeat(t, other), 401, 'UNAUTHORIZED');
    // the other screen goes on
    expect((await manifest({ authorization: `Device ${screen.token}` })).statusCode).toBe(200);
  });
});
