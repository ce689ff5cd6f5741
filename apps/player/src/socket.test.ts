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
    expect(socket.send({ type: 'ping' })).toBe(false);
    socket.start();
    await vi.waitFor(() => expect(opened).toHaveBeenCalled());
    const received = new Promise<string>((resolve) =>
      connections[0]?.once('message', (data) => resolve(String(data))),
    );
    expect(socket.send({ type: 'ping' })).toBe(true);
    expect(JSON.parse(await received)).toEqual({ type: 'ping' });
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
