import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { PLAYER_SOCKET_CLOSE_UNPAIRED, type THeartbeat } from '@placard/contract';
import { PlayerHub, type HubOptions } from './player.socket.js';
import { eventually } from './player.test-client.js';

const heartbeat = (appVersion: string): THeartbeat => ({
  appVersion,
  resolution: { width: 1920, height: 1080 },
  state: 'playing',
  revision: null,
  showing: null,
});

/** A hub behind a real WebSocket server on a free port; each connection is device 7 unless told. */
async function hubServer(options: Partial<HubOptions> = {}) {
  const written: { deviceId: number; appVersion: string; at: number }[] = [];
  const receipts: { deviceId: number; alertId: number; shownAt: string }[] = [];
  /** how many receipts each write took */
  const writes: number[] = [];
  const hub = new PlayerHub({
    recordHeartbeat: (deviceId, beat) => {
      written.push({ deviceId, appVersion: beat.appVersion, at: Date.now() });
      return Promise.resolve(true);
    },
    recordAlertsShown: (shown) => {
      writes.push(shown.length);
      for (const { deviceId, alertId, shownAt } of shown) {
        receipts.push({ deviceId, alertId, shownAt: shownAt.toISOString() });
      }
      return Promise.resolve();
    },
    log: { warn: () => undefined },
    now: () => new Date('2026-11-21T10:00:00Z'),
    ...options,
  });
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  server.on('connection', (socket, request) => {
    hub.add(Number(new URL(request.url ?? '/', 'http://x').searchParams.get('device') ?? 7), socket);
  });
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const connect = async (device = 7, clientOptions: WebSocket.ClientOptions = {}) => {
    const before = hub.size;
    const client = new WebSocket(`${url}/?device=${device}`, clientOptions);
    await new Promise((resolve, reject) => {
      client.once('open', resolve);
      client.once('error', reject);
    });
    await eventually(() => hub.size > before, 'the hub took the socket');
    return client;
  };
  const stop = async () => {
    await hub.close();
    await new Promise((resolve) => server.close(resolve));
  };
  return { hub, written, receipts, writes, connect, stop };
}

let stopping: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stopping?.();
  stopping = undefined;
});

describe('the player hub', () => {
  it('writes a heartbeat at once, then at most once per interval: the newest one', async () => {
    const setup = await hubServer({ heartbeatWriteMs: 300 });
    stopping = setup.stop;
    const client = await setup.connect();
    const send = (version: string) =>
      client.send(JSON.stringify({ type: 'heartbeat', heartbeat: heartbeat(version) }));
    send('1');
    await eventually(() => setup.written.length === 1, 'the first heartbeat written');
    send('2');
    send('3');
    send('4');
    await eventually(() => setup.written.length === 2, 'the newest heartbeat written later');
    expect(setup.written.map((write) => write.appVersion)).toEqual(['1', '4']);
    const [first, second] = setup.written;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(290);
    expect(setup.written.every((write) => write.deviceId === 7)).toBe(true);
  });

  it('closes a socket whose device is gone when its heartbeat is written', async () => {
    const setup = await hubServer({ recordHeartbeat: () => Promise.resolve(false) });
    stopping = setup.stop;
    const client = await setup.connect();
    const closed = new Promise<number>((resolve) => client.once('close', resolve));
    client.send(JSON.stringify({ type: 'heartbeat', heartbeat: heartbeat('1') }));
    expect(await closed).toBe(PLAYER_SOCKET_CLOSE_UNPAIRED);
    await eventually(() => setup.hub.size === 0, 'the hub let the socket go');
  });

  it('drops a socket that stopped answering pings, and keeps one that answers', async () => {
    const setup = await hubServer({ pingMs: 100 });
    stopping = setup.stop;
    const answering = await setup.connect(1);
    const silent = await setup.connect(2, { autoPong: false });
    await eventually(() => setup.hub.size === 2, 'both sockets taken');
    const dropped = new Promise<number>((resolve) => silent.once('close', resolve));
    // terminated without a closing handshake
    expect(await dropped).toBe(1006);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(answering.readyState).toBe(WebSocket.OPEN);
    expect(setup.hub.size).toBe(1);
  });

  it('ignores events of an unknown shape and sends a push once to each socket of a device', async () => {
    const setup = await hubServer();
    stopping = setup.stop;
    const client = await setup.connect(9);
    const received: string[] = [];
    client.on('message', (data: Buffer) => received.push(data.toString('utf8')));
    setup.hub.deliver({ deviceIds: 'all', push: { type: 'content' } });
    setup.hub.deliver({ deviceIds: [9], push: { type: 'reboot' } });
    setup.hub.deliver({ deviceIds: [8, 9, 10], push: { type: 'content' } });
    await eventually(() => received.length > 0, 'the push arrived');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual(['{"type":"content"}']);
  });

  it("hands a screen's alert receipt over with its device, ignoring a malformed one", async () => {
    const setup = await hubServer();
    stopping = setup.stop;
    const client = await setup.connect(4);
    const shownAt = Date.parse('2026-11-21T09:59:58Z');
    client.send(JSON.stringify({ type: 'alertShown', alertId: 0, shownAt }));
    client.send(JSON.stringify({ type: 'alertShown', alertId: 12, shownAt }));
    await eventually(() => setup.receipts.length > 0, 'the receipt handed over');
    expect(setup.receipts).toEqual([{ deviceId: 4, alertId: 12, shownAt: '2026-11-21T09:59:58.000Z' }]);
  });

  it('writes the receipts that arrive while others are written together, in one write', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const batches: number[][] = [];
    const setup = await hubServer({
      recordAlertsShown: async (receipts) => {
        batches.push(receipts.map((receipt) => receipt.alertId));
        if (batches.length === 1) await held;
      },
    });
    stopping = setup.stop;
    const client = await setup.connect(4);
    const shown = (alertId: number) =>
      client.send(JSON.stringify({ type: 'alertShown', alertId, shownAt: Date.now() }));
    shown(1);
    await eventually(() => batches.length === 1, 'the first receipt is being written');
    shown(2);
    shown(3);
    // the hub takes a socket's messages in order: once the pong is back, it holds both receipts
    const pong = new Promise((resolve) => client.once('message', resolve));
    client.send(JSON.stringify({ type: 'ping' }));
    await pong;
    expect(batches).toEqual([[1]]);
    release();
    await eventually(() => batches.length === 2, 'the waiting receipts written');
    expect(batches).toEqual([[1], [2, 3]]);
  });
});
