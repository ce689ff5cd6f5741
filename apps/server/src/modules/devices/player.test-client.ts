import WebSocket from 'ws';
import { ZPlayerServerMessage, type TPlayerServerMessage } from '@placard/contract';

/** A player's WebSocket as a test sees it: what arrived, and how it ended. */
export type TestSocket = {
  socket: WebSocket;
  received: TPlayerServerMessage[];
  /** waits (up to 5 s) for a message of a type that arrived after the `seen` first ones */
  next(type: TPlayerServerMessage['type'], seen?: number): Promise<TPlayerServerMessage>;
  /** resolves when the socket closed, with the server's close code */
  closed: Promise<{ code: number; reason: string }>;
};

/** Opens a player's WebSocket with `?token=`; rejects with the HTTP status when the upgrade is refused. */
export function openPlayerSocket(
  base: string,
  token: string,
  options: WebSocket.ClientOptions = {},
): Promise<TestSocket> {
  const url = `${base.replace(/^http/, 'ws')}/api/player/socket?token=${encodeURIComponent(token)}`;
  const socket = new WebSocket(url, options);
  const received: TPlayerServerMessage[] = [];
  socket.on('message', (data: Buffer) => {
    received.push(ZPlayerServerMessage.parse(JSON.parse(data.toString('utf8'))));
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') }));
  });
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_request, response) => {
      reject(new Error(`refused: ${response.statusCode}`));
      socket.terminate();
    });
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        received,
        closed,
        async next(type, seen = 0) {
          const until = Date.now() + 5_000;
          for (;;) {
            const found = received.slice(seen).find((message) => message.type === type);
            if (found) return found;
            if (Date.now() > until) throw new Error(`no '${type}' message arrived`);
            await new Promise((wait) => setTimeout(wait, 10));
          }
        },
      }),
    );
  });
}

/** Waits (up to 5 s) until a condition holds. */
export async function eventually(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const until = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`never happened: ${what}`);
    await new Promise((wait) => setTimeout(wait, 20));
  }
}
