import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import type { THeartbeat, TManifest, TPlayerMessage, TPlayerPush } from '@placard/contract';
import type { Fetch } from '../api';

/** The device token the server knows. */
export const DEVICE_TOKEN = 'device-token';

type ServerState = {
  /** the manifest it hands out; null answers 503 */
  manifest: TManifest | null;
  /** the device was removed: every call answers 401 */
  unpaired: boolean;
  /** the ETag of each manifest request */
  manifestRequests: (string | null)[];
  /** heartbeats received, and whether they came over the socket or by HTTP */
  heartbeats: { via: 'socket' | 'http'; heartbeat: THeartbeat }[];
  /** every socket a screen opened */
  sockets: ServerSocket[];
  /** the alerts screens reported they displayed (their receipts), in order */
  alertsShown: { alertId: number; shownAt: number }[];
  /** out of reach: every call answers 503 and sockets are refused */
  offline: boolean;
};

const OPEN = 1;

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A tiny server speaking the player protocol (ARCHITECTURE.md, "Player protocol") on a free local
 * port: the manifest with its ETag, heartbeats and thumbnails over HTTP, and the socket that pushes
 * go down, answering pings with its time and taking heartbeats and alert receipts.
 */
export async function startPlayerServer() {
  const state: ServerState = {
    manifest: null,
    unpaired: false,
    manifestRequests: [],
    heartbeats: [],
    sockets: [],
    alertsShown: [],
    offline: false,
  };
  const http = createServer((request, response) => {
    void (async () => {
      const text = await body(request);
      const reply = (status: number, payload?: unknown, headers: Record<string, string> = {}) => {
        // no connection is kept alive: a client's idle connection keeps timers of its own
        response.writeHead(status, { 'content-type': 'application/json', connection: 'close', ...headers });
        response.end(payload === undefined ? undefined : JSON.stringify(payload));
      };
      if (state.offline) return reply(503, {});
      if (state.unpaired || request.headers.authorization !== `Device ${DEVICE_TOKEN}`) return reply(401, {});
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (path === '/api/player/manifest') {
        const etag = request.headers['if-none-match'] ?? null;
        state.manifestRequests.push(etag);
        if (!state.manifest) return reply(503, {});
        const current = `"${state.manifest.revision}"`;
        return etag === current ? reply(304) : reply(200, state.manifest, { etag: current });
      }
      if (path === '/api/player/heartbeat') {
        state.heartbeats.push({ via: 'http', heartbeat: JSON.parse(text) as THeartbeat });
        return reply(200, { serverTime: new Date().toISOString() });
      }
      if (path === '/api/player/thumbnail') return reply(200, {});
      reply(404, {});
    })();
  });
  const sockets = new WebSocketServer({
    server: http,
    path: '/api/player/socket',
    // out of reach: the connection fails before it opens
    verifyClient: () => !state.offline,
  });
  sockets.on('connection', (socket) => {
    state.sockets.push(socket);
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as TPlayerMessage;
      if (message.type === 'ping')
        socket.send(JSON.stringify({ type: 'pong', serverTime: new Date().toISOString() }));
      else if (message.type === 'heartbeat')
        state.heartbeats.push({ via: 'socket', heartbeat: message.heartbeat });
      else state.alertsShown.push({ alertId: message.alertId, shownAt: message.shownAt });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const origin = `127.0.0.1:${(http.address() as AddressInfo).port}`;

  return {
    state,
    /** fetch with the server as the page's origin */
    fetch: ((input, init) => fetch(`http://${origin}${String(input)}`, init)) satisfies Fetch,
    location: { protocol: 'http:', host: origin },
    /** the screens' sockets still open */
    openSockets: () => state.sockets.filter((socket) => socket.readyState === OPEN),
    /** Goes out of reach (its open sockets dropped) until told otherwise. */
    setOffline(offline: boolean) {
      state.offline = offline;
      if (offline) for (const socket of state.sockets) socket.terminate();
    },
    push(push: TPlayerPush) {
      for (const socket of state.sockets) if (socket.readyState === OPEN) socket.send(JSON.stringify(push));
    },
    async close() {
      for (const socket of state.sockets) socket.terminate();
      sockets.close();
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}

export type PlayerServer = Awaited<ReturnType<typeof startPlayerServer>>;
