// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket as NodeWebSocket, WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import type { AddressInfo } from 'node:net';
import { PLAYER_SOCKET_CLOSE_UNPAIRED, type TPlayerPush } from '@placard/contract';
import { Backoff } from './backoff';
import { PlayerSocket, socketUrl } from './socket';

let server: WebSocketServer;
let connections: ServerSocket[];
let url: string;

beforeEach(async () => {
  connections = [];
  server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (connection) => connections.push(connection));
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/player/socket?token=t`;
});

afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function playerSocket() {
  const pushes: TPlayerPush[] = [];
  const opened = vi.fn();
  const unpaired = vi.fn();
  const socket = new PlayerSocket({
    url,
    onPush: (push) => pushes.push(push),
    onOpen: opened,
    onUnpaired: unpaired,
    backoff: new Backoff({ baseMs: 20, maxMs: 80, jitter: 0 }),
    // the browser's WebSocket, as Node's ws package implements it
    WebSocket: NodeWebSocket as unknown as typeof WebSocket,
  });
  return { socket, pushes, opened, unpaired };
}

describe('PlayerSocket', () => {
  it('hands on what the server pushes, and ignores anything else', async () => {
    const { socket, pushes, opened } = playerSocket();
    socket.start();
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    connections[0]?.send('not json');
    connections[0]?.send(JSON.stringify({ type: 'dance' }));
    connections[0]?.send(JSON.stringify({ type: 'content' }));
    connections[0]?.send(JSON.stringify({ type: 'identify' }));
    await vi.waitFor(() => expect(pushes).toEqual([{ type: 'content' }, { type: 'identify' }]));
    socket.stop();
  });

  it('sends heartbeats up while open', async () => {
    const { socket, opened } = playerSocket();
    const heartbeat = {
      appVersion: '1',
      resolution: { width: 1, height: 1 },
      state: 'idle' as const,
      revision: null,
      showing: null,
    };
    expect(socket.send({ type: 'heartbeat', heartbeat })).toBe(false);
    socket.start();
    await vi.waitFor(() => expect(opened).toHaveBeenCalled());
    const received: unknown[] = [];
    connections[0]?.on('message', (data) => received.push(JSON.parse(String(data))));
    expect(socket.send({ type: 'heartbeat', heartbeat })).toBe(true);
    await vi.waitFor(() => expect(received).toContainEqual({ type: 'heartbeat', heartbeat }));
    socket.stop();
  });

  it("asks the server's time as it connects, and hands on the answer with the ping's round trip", async () => {
    const samples: unknown[] = [];
    server.on('connection', (connection) =>
      connection.on('message', (data) => {
        if ((JSON.parse(String(data)) as { type: string }).type !== 'ping') return;
        connection.send(JSON.stringify({ type: 'pong', serverTime: '2026-11-26T12:00:00.000Z' }));
      }),
    );
    const socket = new PlayerSocket({
      url,
      onPush: () => undefined,
      onOpen: () => undefined,
      onUnpaired: () => undefined,
      onServerTime: (sample) => samples.push(sample),
      WebSocket: NodeWebSocket as unknown as typeof WebSocket,
    });
    const before = Date.now();
    socket.start();
    await vi.waitFor(() => expect(samples).toHaveLength(1));
    const [sample] = samples as { serverTime: number; sentAt: number; receivedAt: number }[];
    expect(sample?.serverTime).toBe(Date.parse('2026-11-26T12:00:00.000Z'));
    expect(sample?.sentAt).toBeGreaterThanOrEqual(before);
    expect(sample?.receivedAt).toBeGreaterThanOrEqual(sample?.sentAt ?? Infinity);
    socket.stop();
  });

  it('connects again after the connection drops', async () => {
    const { socket, opened } = playerSocket();
    socket.start();
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    connections[0]?.terminate();
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(2));
    connections[1]?.close();
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(3));
    expect(socket.isOpen).toBe(true);
    socket.stop();
  });

  it('keeps trying while the server is away, and connects once it is back', async () => {
    const port = (server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const { socket, opened } = playerSocket();
    socket.start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(opened).not.toHaveBeenCalled();
    server = new WebSocketServer({ host: '127.0.0.1', port });
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1), { timeout: 2_000 });
    socket.stop();
  });

  it('tells when the server closes it because the device was removed, and stays closed', async () => {
    const { socket, opened, unpaired } = playerSocket();
    socket.start();
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    connections[0]?.close(PLAYER_SOCKET_CLOSE_UNPAIRED, 'unpaired');
    await vi.waitFor(() => expect(unpaired).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(connections).toHaveLength(1);
  });

  it('stops for good when stopped', async () => {
    const { socket, opened } = playerSocket();
    socket.start();
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    socket.stop();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(connections).toHaveLength(1);
  });
});

describe('socketUrl', () => {
  it('follows the page’s scheme and host', () => {
    expect(socketUrl('a b', { protocol: 'https:', host: 'signs.example.com' })).toBe(
      'wss://signs.example.com/api/player/socket?token=a%20b',
    );
    expect(socketUrl('x', { protocol: 'http:', host: '127.0.0.1:8080' })).toBe(
      'ws://127.0.0.1:8080/api/player/socket?token=x',
    );
  });
});
