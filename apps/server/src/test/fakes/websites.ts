import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FakeWebsites = {
  port: number;
  /** `http://127.0.0.1:port` */
  origin: string;
  /** the address of a page on this server under another host name (resolve it to 127.0.0.1) */
  at(host: string, path: string): string;
  close(): Promise<void>;
};

const PAGE = '<!doctype html><html><head><title>Opening hours</title></head><body>Open 9–17</body></html>';

/**
 * The pages:
 * - `/page?xfo=…&csp=…&csp-report-only=…`: a page sending each value given as its own header line
 *   (X-Frame-Options, Content-Security-Policy, Content-Security-Policy-Report-Only)
 * - `/meta-none`: a page whose `<meta>` Content-Security-Policy says frame-ancestors 'none'
 * - `/large`: a 2 MB page
 * - `/redirect?to=…`: a 302 to the address given (relative, another host, a private address)
 * - `/status/<code>`: an empty answer with that status (404, 500…)
 * - `/slow`: headers only after 5 seconds
 */
function answer(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://fake');
  const status = /^\/status\/(\d{3})$/.exec(url.pathname)?.[1];
  if (url.pathname === '/page') {
    const headers: Record<string, string[]> = {
      'x-frame-options': url.searchParams.getAll('xfo'),
      'content-security-policy': url.searchParams.getAll('csp'),
      'content-security-policy-report-only': url.searchParams.getAll('csp-report-only'),
    };
    for (const [name, values] of Object.entries(headers))
      if (values.length > 0) response.setHeader(name, values);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  } else if (url.pathname === '/meta-none') {
    const meta = `<meta http-equiv="Content-Security-Policy" content="frame-ancestors 'none'">`;
    response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE.replace('<head>', `<head>${meta}`));
  } else if (url.pathname === '/large') {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(`<html><body>${'<p>Menu of the day</p>'.repeat(100_000)}</body></html>`);
  } else if (url.pathname === '/redirect') {
    response.writeHead(302, { location: url.searchParams.get('to') ?? '/page' }).end();
  } else if (status) {
    response.writeHead(Number(status), { 'content-type': 'text/html' }).end();
  } else if (url.pathname === '/slow') {
    const timer = setTimeout(() => response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE), 5000);
    response.on('close', () => clearTimeout(timer));
  } else {
    response.writeHead(404).end();
  }
}

/** Web pages on 127.0.0.1 sending each framing header, redirects, errors and a slow answer. */
export async function startFakeWebsites(): Promise<FakeWebsites> {
  const server = createServer(answer);
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    at: (host, path) => `http://${host}:${port}${path}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
