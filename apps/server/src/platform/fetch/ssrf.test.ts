import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FetchError } from './fetch-error.js';
import type { HostLookup } from './host-addresses.js';
import { createSafeFetch } from './safe-fetch.js';

/**
 * Server-side request forgery: an address a user gives (a website, a feed) must never make the server
 * reach the machine itself, its network or the cloud's metadata service. With private addresses not
 * allowed (OUTBOUND_ALLOW_PRIVATE off, the production setting) each way of naming them is refused
 * before connecting: servers listening on the loopback addresses witness that nothing arrived.
 */

type Witness = { port: number; connections: number; paths: string[]; server: Server; sockets: Set<Socket> };

/** A server on a loopback address that counts the connections and requests it gets. */
async function startWitness(host: string): Promise<Witness> {
  const witness: Witness = { port: 0, connections: 0, paths: [], server: createServer(), sockets: new Set() };
  witness.server.on('request', (request, response) => {
    const path = request.url ?? '/';
    witness.paths.push(path);
    const location = new URL(path, 'http://witness').searchParams.get('location');
    if (location) response.writeHead(302, { location }).end();
    else response.writeHead(200, { 'content-type': 'text/html' }).end('<html>internal</html>');
  });
  witness.server.on('connection', (socket) => {
    witness.connections += 1;
    witness.sockets.add(socket);
    socket.on('close', () => witness.sockets.delete(socket));
  });
  await new Promise<void>((resolve) => witness.server.listen(0, host, resolve));
  witness.port = (witness.server.address() as AddressInfo).port;
  return witness;
}

async function stopWitness(witness: Witness): Promise<void> {
  for (const socket of witness.sockets) socket.destroy();
  await new Promise((resolve) => witness.server.close(resolve));
}

let v4: Witness;
let v6: Witness;

beforeAll(async () => {
  v4 = await startWitness('127.0.0.1');
  v6 = await startWitness('::1');
});

afterEach(() => {
  for (const witness of [v4, v6]) {
    witness.connections = 0;
    witness.paths = [];
  }
});

afterAll(async () => {
  await stopWitness(v4);
  await stopWitness(v6);
});

/** Resolves intranet.example and public.example to the IPv4 witness, as a DNS record could. */
const lookup: HostLookup = async (host) => (host.endsWith('.example') ? ['127.0.0.1'] : []);

async function refusal(promise: Promise<unknown>): Promise<FetchError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof FetchError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

/** Hosts on this machine, each on the witness that would see a connection to it. */
const LOOPBACK: [kind: string, host: string, witness: () => Witness][] = [
  ['loopback', '127.0.0.1', () => v4],
  ['the unspecified address (this machine)', '0.0.0.0', () => v4],
  ['IPv6 loopback', '[::1]', () => v6],
  ['loopback in decimal', '2130706433', () => v4],
  ['loopback in octal', '0177.0.0.1', () => v4],
  ['loopback in hexadecimal', '0x7f.0.0.1', () => v4],
  ['loopback mapped into IPv6', '[::ffff:127.0.0.1]', () => v4],
  ['a name resolving to loopback', 'intranet.example', () => v4],
];

describe('refusing addresses that are not on the public internet', () => {
  const publicOnly = createSafeFetch({ allowPrivate: false, lookup });

  it.each(LOOPBACK)('refuses %s, http://%s, without connecting', async (_, host, witness) => {
    const error = await refusal(publicOnly.fetchText(`http://${host}:${witness().port}/`));
    expect(error.code).toBe('FETCH_BLOCKED_ADDRESS');
    expect(v4.connections + v6.connections).toBe(0);
  });

  it.each(LOOPBACK)('reaches %s, http://%s, when private addresses are allowed', async (_, host, witness) => {
    const allowing = createSafeFetch({ allowPrivate: true, lookup });
    expect((await allowing.fetchText(`http://${host}:${witness().port}/`)).body).toBe(
      '<html>internal</html>',
    );
    expect(witness().connections).toBe(1);
  });

  it('refuses localhost as the system resolves it', async () => {
    const system = createSafeFetch({ allowPrivate: false });
    const error = await refusal(system.fetchText(`http://localhost:${v4.port}/`));
    expect(error.code).toBe('FETCH_BLOCKED_ADDRESS');
    expect(error.message).toContain('localhost');
    expect(v4.connections + v6.connections).toBe(0);
  });

  it.each([
    ['the cloud metadata service', 'http://169.254.169.254/latest/meta-data/', 'link-local'],
    ['a private network', 'http://10.0.0.1/', 'private'],
    ['a home network', 'http://192.168.1.1/', 'private'],
    ['carrier-grade NAT', 'http://100.64.0.1/', 'shared (carrier-grade NAT)'],
  ])('refuses %s (%s)', async (_, url, kind) => {
    const error = await refusal(publicOnly.fetchText(url));
    expect(error.code).toBe('FETCH_BLOCKED_ADDRESS');
    expect(error.message).toContain(`is a ${kind} address`);
  });

  it('refuses a public address that redirects to this machine, before following it', async () => {
    // public.example stands for a public host: its address, the IPv4 witness, is the one allowed
    const fetch = createSafeFetch({ allowPrivate: ['127.0.0.1'], lookup });
    const targets = [
      `http://[::1]:${v6.port}/secret`,
      `http://[::ffff:127.0.0.1]:${v4.port}/secret`,
      'http://169.254.169.254/latest/meta-data/',
    ];
    for (const target of targets) {
      const url = `http://public.example:${v4.port}/news?location=${encodeURIComponent(target)}`;
      expect((await refusal(fetch.fetchText(url))).code).toBe('FETCH_BLOCKED_ADDRESS');
    }
    expect(v4.paths.filter((path) => path.startsWith('/news'))).toHaveLength(targets.length);
    expect(v4.paths.filter((path) => path === '/secret')).toEqual([]);
    expect(v6.connections).toBe(0);

    // allowed everywhere, the same redirects would have reached the witnesses
    const allowing = createSafeFetch({ allowPrivate: true, lookup });
    for (const target of targets.slice(0, 2)) {
      const url = `http://public.example:${v4.port}/news?location=${encodeURIComponent(target)}`;
      expect((await allowing.fetchText(url)).url).toBe(new URL(target).href);
    }
    expect(v4.paths.filter((path) => path === '/secret')).toHaveLength(1);
    expect(v6.paths).toEqual(['/secret']);
  });
});
