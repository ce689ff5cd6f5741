import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A fake service listening on a free port of 127.0.0.1. */
export type LoopbackServer = {
  origin: string;
  /** closes the server, dropping the connections still open (a test never waits on a kept-alive one) */
  close(): Promise<void>;
};

/**
 * Starts a fake service's HTTP server on loopback: `handle` answers each request, and a request whose
 * handling fails is answered by `failed` (its connection dropped unless told otherwise).
 */
export async function listenOnLoopback(
  handle: (request: IncomingMessage, response: ServerResponse) => unknown,
  failed: (response: ServerResponse, error: unknown) => void = (response) => response.destroy(),
): Promise<LoopbackServer> {
  const server = createServer((request, response) => {
    Promise.resolve()
      .then(() => handle(request, response))
      .catch((error: unknown) => failed(response, error));
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A request's whole body as text. */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Answers `body` (bytes, text, or anything else as JSON) with its length and type. */
export function sendBody(
  response: ServerResponse,
  status: number,
  body: unknown,
  contentType = 'application/json',
): void {
  const bytes = Buffer.isBuffer(body)
    ? body
    : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  response.writeHead(status, { 'content-type': contentType, 'content-length': bytes.length });
  response.end(bytes);
}
