import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_SOCKET_CLOSE_UNPAIRED } from '@placard/contract';
import { deviceCall, deviceRow, pairDevice } from '../../test/devices.js';
import { organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { pushToDevices } from './devices.push.js';
import { eventually, openPlayerSocket } from './player.test-client.js';

/** Two server instances on one PostgreSQL database, as behind a load balancer. */
describe('pushes across server instances', () => {
  let a: TestApp;
  let b: TestApp;
  let baseB: string;
  let owner: LoggedIn;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ DATABASE_URL: String(a.config.DATABASE_URL) });
    baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
    owner = await organizationWithMember(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('brings a push published on instance A to a screen connected to instance B', async () => {
    const screen = await pairDevice(a, owner);
    const open = await openPlayerSocket(baseB, screen.token);
    await pushToDevices(a.app.deps, [screen.id], { type: 'content' });
    await open.next('content');
    // its heartbeats, sent to B, are what A reads
    open.socket.send(
      JSON.stringify({
        type: 'heartbeat',
        heartbeat: {
          appVersion: '4.0.0',
          resolution: { width: 1920, height: 1080 },
          state: 'playing',
          revision: null,
          showing: null,
        },
      }),
    );
    await eventually(async () => (await deviceRow(a, screen.id))?.appVersion === '4.0.0', 'the heartbeat');
    open.socket.close();
  });

  it('unpairs a screen on instance B when it is removed through instance A', async () => {
    const screen = await pairDevice(a, owner);
    const open = await openPlayerSocket(baseB, screen.token);
    const removed = await deviceCall(a, owner, 'remove', { deviceKey: screen.deviceKey });
    expect(removed.statusCode, removed.body).toBe(200);
    await open.next('unpaired');
    expect((await open.closed).code).toBe(PLAYER_SOCKET_CLOSE_UNPAIRED);
  });
});
