import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_SOCKET_CLOSE_UNPAIRED } from '@placard/contract';
import { inTransaction } from '../../platform/deps.js';
import { deviceCall, deviceRow, pairDevice, type PairedDevice } from '../../test/devices.js';
import { organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { pushToDevices } from './devices.push.js';
import { eventually, openPlayerSocket } from './player.test-client.js';

describe('the player WebSocket', () => {
  let t: TestApp;
  let base: string;
  let owner: LoggedIn;
  let lobby: PairedDevice;
  let foyer: PairedDevice;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    owner = await organizationWithMember(t);
    lobby = await pairDevice(t, owner);
    foyer = await pairDevice(t, owner);
  });
  afterAll(() => t.close());

  it('brings a push to the sockets of the devices it names, and no others', async () => {
    const lobbySocket = await openPlayerSocket(base, lobby.token);
    const foyerSocket = await openPlayerSocket(base, foyer.token);
    // a screen open twice (a reload) gets it on both
    const lobbyAgain = await openPlayerSocket(base, lobby.token);
    await pushToDevices(t.app.deps, [lobby.id], { type: 'content' });
    await lobbySocket.next('content');
    await lobbyAgain.next('content');
    await pushToDevices(t.app.deps, [lobby.id, foyer.id], { type: 'identify' });
    await foyerSocket.next('identify');
    await lobbySocket.next('identify');
    expect(foyerSocket.received).toEqual([{ type: 'identify' }]);
    expect(lobbySocket.received).toEqual([{ type: 'content' }, { type: 'identify' }]);
    for (const open of [lobbySocket, foyerSocket, lobbyAgain]) open.socket.close();
  });

  it('sends a push made inside a transaction once it commits, and never one rolled back', async () => {
    const open = await openPlayerSocket(base, lobby.token);
    await inTransaction(t.app.deps, (tx) => pushToDevices(tx, [lobby.id], { type: 'screenshot' }, tx.db));
    const rolledBack = inTransaction(t.app.deps, async (tx) => {
      await pushToDevices(tx, [lobby.id], { type: 'identify' }, tx.db);
      throw new Error('changed my mind');
    });
    await expect(rolledBack).rejects.toThrow('changed my mind');
    await open.next('screenshot');
    await pushToDevices(t.app.deps, [lobby.id], { type: 'content' });
    await open.next('content');
    expect(open.received.map((message) => message.type)).toEqual(['screenshot', 'content']);
    open.socket.close();
  });

  it('answers a ping with the server time, and records heartbeats sent over it', async () => {
    const open = await openPlayerSocket(base, foyer.token);
    open.socket.send(JSON.stringify({ type: 'ping' }));
    const pong = await open.next('pong');
    expect(pong).toEqual({ type: 'pong', serverTime: expect.any(String) as string });
    open.socket.send('not json');
    open.socket.send(JSON.stringify({ type: 'heartbeat', heartbeat: { state: 'nonsense' } }));
    open.socket.send(
      JSON.stringify({
        type: 'heartbeat',
        heartbeat: {
          appVersion: '3.0.0',
          resolution: { width: 1080, height: 1920 },
          state: 'playing',
          revision: 'r1',
          showing: null,
        },
      }),
    );
    await eventually(async () => (await deviceRow(t, foyer.id))?.appVersion === '3.0.0', 'heartbeat written');
    expect(await deviceRow(t, foyer.id)).toMatchObject({
      resolutionWidth: 1080,
      resolutionHeight: 1920,
      playerState: 'playing',
      playedRevision: 'r1',
    });
    expect((await deviceRow(t, foyer.id))?.lastSeenAt).not.toBeNull();
    // still open after the messages it could not read
    open.socket.send(JSON.stringify({ type: 'ping' }));
    await open.next('pong', open.received.indexOf(pong) + 1);
    open.socket.close();
  });

  it('cuts a socket that sends a message far larger than a heartbeat', async () => {
    const open = await openPlayerSocket(base, foyer.token);
    open.socket.send('x'.repeat(64 * 1024));
    expect((await open.closed).code).toBe(1009);
    // the screen may connect again
    const again = await openPlayerSocket(base, foyer.token);
    again.socket.send(JSON.stringify({ type: 'ping' }));
    await again.next('pong');
    again.socket.close();
  });

  it('tells a removed screen it was unpaired, then closes', async () => {
    const leaving = await pairDevice(t, owner);
    const open = await openPlayerSocket(base, leaving.token);
    const removed = await deviceCall(t, owner, 'remove', { deviceKey: leaving.deviceKey });
    expect(removed.statusCode, removed.body).toBe(200);
    await open.next('unpaired');
    expect((await open.closed).code).toBe(PLAYER_SOCKET_CLOSE_UNPAIRED);
    // and cannot come back with its old token
    await expect(openPlayerSocket(base, leaving.token)).rejects.toThrow('refused: 401');
  });

  it('refuses a connection without a valid token before opening it', async () => {
    await expect(openPlayerSocket(base, '')).rejects.toThrow('refused: 401');
    await expect(openPlayerSocket(base, 'A'.repeat(43))).rejects.toThrow('refused: 401');
    const plain = await t.app.inject({ method: 'GET', url: '/api/player/socket' });
    expect(plain.statusCode).toBe(401);
    const noUpgrade = await t.app.inject({
      method: 'GET',
      url: '/api/player/socket',
      headers: { authorization: `Device ${lobby.token}` },
    });
    expect(noUpgrade.statusCode).toBe(426);
    expect(noUpgrade.headers.upgrade).toBe('websocket');
  });
});

describe('closing the server', () => {
  it('closes the sockets it holds, going away', async () => {
    const t = await createTestApp();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const owner = await organizationWithMember(t);
    const screen = await pairDevice(t, owner);
    const open = await openPlayerSocket(base, screen.token);
    const closing = t.close();
    expect((await open.closed).code).toBe(1001);
    await closing;
  });
});
