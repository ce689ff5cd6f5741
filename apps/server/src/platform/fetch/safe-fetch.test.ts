import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchError, type FetchErrorCode } from './fetch-error.js';
import { nextHop } from './fetch-url.js';
import type { HostLookup } from './host-addresses.js';
import { createSafeFetch } from './safe-fetch.js';

const FEED_TYPES = ['application/atom+xml', 'application/rss+xml', 'application/xml', 'text/xml'];
const FEED = '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Alerts</title></feed>';

let server: Server;
let origin: string;
let port: number;
const sockets = new Set<Socket>();
const EVENTS = 'data: 1\n\ndata: å\n\ndata: [DONE]\n\n';
/** sends the rest of /events */
let sendRest: () => void = () => undefined;
/** the streamed answers whose reader went away */
const closedStreams: string[] = [];

/** Answers what the request was: its method, its authorization and content type, and its body. */
function echo(request: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const { method, headers } = request;
    const seen = {
      method,
      authorization: headers.authorization ?? null,
      type: headers['content-type'] ?? null,
    };
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ ...seen, body: Buffer.concat(chunks).toString() }));
  });
}

/** A feed server on 127.0.0.1 with one path per behaviour under test. */
function handle(path: string, response: ServerResponse, request: IncomingMessage) {
  const hops = /^\/redirect\/(\d+)$/.exec(path);
  if (hops) {
    const left = Number(hops[1]);
    response.writeHead(302, { location: left === 0 ? '/feed' : `/redirect/${left - 1}` }).end();
  } else if (path.startsWith('/to?')) {
    response.writeHead(301, { location: new URLSearchParams(path.slice(4)).get('location') ?? '' }).end();
  } else if (path === '/echo') {
    echo(request, response);
  } else if (path === '/feed') {
    response.writeHead(200, { 'content-type': 'application/atom+xml; charset=utf-8' }).end(FEED);
  } else if (path === '/latin1') {
    response
      .writeHead(200, { 'content-type': 'text/xml; charset=ISO-8859-1' })
      .end(Buffer.from('<t>Göteborg</t>', 'latin1'));
  } else if (path === '/latin1-declared') {
    response
      .writeHead(200, { 'content-type': 'application/xml' })
      .end(Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><t>Malmö</t>', 'latin1'));
  } else if (path === '/framed') {
    response.setHeader('content-type', 'text/html');
    response.setHeader('content-security-policy', ["default-src 'self'", "frame-ancestors 'none'"]);
    response.writeHead(200).end('<html></html>');
  } else if (path === '/html') {
    response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
  } else if (path === '/missing') {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
  } else if (path === '/declared-large') {
    response.writeHead(200, { 'content-type': 'text/xml', 'content-length': String(1024 * 1024) });
    response.write('<a>');
  } else if (path === '/streamed-large') {
    response.writeHead(200, { 'content-type': 'text/xml' });
    const chunk = 'x'.repeat(16 * 1024);
    for (let index = 0; index < 64; index += 1) response.write(chunk);
    response.end();
  } else if (path === '/events') {
    // the events up to the middle of "å", then the rest once the reader has had that first piece
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
    const bytes = Buffer.from(EVENTS);
    const cut = bytes.indexOf(0xa5);
    response.write(bytes.subarray(0, cut));
    sendRest = () => response.end(bytes.subarray(cut));
  } else if (path === '/events-forever') {
    // one event, then nothing more until the reader leaves
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write('data: first\n\n');
    response.on('close', () => closedStreams.push(path));
  } else if (path === '/silent') {
    // answers nothing: the read must run out of time
  } else if (path === '/trickle') {
    response.writeHead(200, { 'content-type': 'text/xml' });
    const timer = setInterval(() => response.write('.'), 50);
    response.on('close', () => clearInterval(timer));
  } else {
    response.writeHead(500).end();
  }
}

beforeAll(async () => {
  server = createHttpServer((request, response) => handle(request.url ?? '/', response, request));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

async function failure(promise: Promise<unknown>): Promise<FetchError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof FetchError)) throw new Error(`expected a FetchError, got ${String(error)}`);
  return error;
}

async function code(promise: Promise<unknown>): Promise<FetchErrorCode> {
  return (await failure(promise)).code;
}

describe('reading another host', () => {
  const local = createSafeFetch({ allowPrivate: true });

  it('answers the final address, the status, the media type and the text', async () => {
    const fetched = await local.fetchText(`${origin}/feed`, { accept: FEED_TYPES });
    expect(fetched).toEqual({
      url: `${origin}/feed`,
      status: 200,
      contentType: 'application/atom+xml',
      headers: expect.objectContaining({
        'content-type': ['application/atom+xml; charset=utf-8'],
      }) as unknown,
      body: FEED,
    });
  });

  it('answers every value of a header sent several times', async () => {
    const { headers } = await local.fetchText(`${origin}/framed`);
    expect(headers['content-security-policy']).toEqual(["default-src 'self'", "frame-ancestors 'none'"]);
  });

  it('reads only the status and headers of an answer when asked, whatever its size', async () => {
    const small = createSafeFetch({ allowPrivate: true, maxBytes: 1024 });
    const answer = await small.fetchHeaders(`${origin}/redirect/1`);
    expect(answer).toEqual({
      url: `${origin}/feed`,
      status: 200,
      contentType: 'application/atom+xml',
      headers: expect.objectContaining({
        'content-type': ['application/atom+xml; charset=utf-8'],
      }) as unknown,
    });
    expect((await small.fetchHeaders(`${origin}/streamed-large`)).status).toBe(200);
    expect(await code(small.fetchText(`${origin}/streamed-large`))).toBe('FETCH_TOO_LARGE');
    expect(await code(small.fetchHeaders(`${origin}/missing`))).toBe('FETCH_HTTP_STATUS');
  });

  it('sends a form or JSON with POST, and headers such as an API key', async () => {
    const authorization = { authorization: 'Client-ID key-1' };
    const form = await local.fetchText(`${origin}/echo`, {
      method: 'POST',
      headers: authorization,
      body: new URLSearchParams({ grant_type: 'authorization_code', code: 'a b' }),
    });
    expect(JSON.parse(form.body)).toEqual({
      method: 'POST',
      authorization: 'Client-ID key-1',
      type: 'application/x-www-form-urlencoded',
      body: 'grant_type=authorization_code&code=a+b',
    });
    const json = await local.fetchText(`${origin}/echo`, { method: 'POST', body: { json: { page: 2 } } });
    expect(JSON.parse(json.body)).toMatchObject({ type: 'application/json', body: '{"page":2}' });
  });

  it('sends its headers after a redirect on the same origin only, and follows no redirect of a POST', async () => {
    const headers = { authorization: 'Bearer secret' };
    const same = await local.fetchText(`${origin}/to?location=/echo`, { headers });
    expect(JSON.parse(same.body)).toMatchObject({ method: 'GET', authorization: 'Bearer secret' });
    const elsewhere = `http://localhost:${port}/echo`;
    const other = await local.fetchText(`${origin}/to?location=${encodeURIComponent(elsewhere)}`, {
      headers,
    });
    expect(JSON.parse(other.body)).toMatchObject({ authorization: null });
    expect(await code(local.fetchText(`${origin}/to?location=/echo`, { method: 'POST' }))).toBe(
      'FETCH_HTTP_STATUS',
    );
  });

  it('decodes the text in the charset the answer names', async () => {
    expect((await local.fetchText(`${origin}/latin1`)).body).toBe('<t>Göteborg</t>');
    // else the one the XML document declares
    const declared = await local.fetchText(`${origin}/latin1-declared`);
    expect(declared.body).toBe('<?xml version="1.0" encoding="ISO-8859-1"?><t>Malmö</t>');
  });

  it('follows up to five redirects, each to a relative address, and no more', async () => {
    const fetched = await local.fetchText(`${origin}/redirect/4`, { accept: FEED_TYPES });
    expect(fetched.url).toBe(`${origin}/feed`);
    expect(fetched.body).toBe(FEED);
    const error = await failure(local.fetchText(`${origin}/redirect/5`));
    expect(error.code).toBe('FETCH_TOO_MANY_REDIRECTS');
    expect(error.message).toContain('more than 5');
  });

  it('refuses a redirect to another scheme', async () => {
    expect(await code(local.fetchText(`${origin}/to?location=file:///etc/passwd`))).toBe('FETCH_BAD_SCHEME');
  });

  it('refuses an answer that is not a success', async () => {
    const error = await failure(local.fetchText(`${origin}/missing`));
    expect(error.code).toBe('FETCH_HTTP_STATUS');
    expect(error.message).toContain('404');
    expect(error.status).toBe(404);
  });

  it('reads the answer of a status the caller asks for, such as an API explaining a refusal', async () => {
    const fetched = await local.fetchText(`${origin}/missing`, { readStatuses: [404] });
    expect(fetched).toMatchObject({ status: 404, contentType: 'text/plain', body: 'not here' });
    expect(await code(local.fetchText(`${origin}/missing`, { readStatuses: [400] }))).toBe(
      'FETCH_HTTP_STATUS',
    );
  });

  it('refuses a media type other than those asked for', async () => {
    const error = await failure(local.fetchText(`${origin}/html`, { accept: FEED_TYPES }));
    expect(error.code).toBe('FETCH_BAD_CONTENT_TYPE');
    expect(error.message).toContain('text/html');
  });

  it('stops reading an answer larger than the limit, declared or streamed', async () => {
    expect(await code(local.fetchText(`${origin}/declared-large`, { maxBytes: 1024 }))).toBe(
      'FETCH_TOO_LARGE',
    );
    const error = await failure(local.fetchText(`${origin}/streamed-large`, { maxBytes: 64 * 1024 }));
    expect(error.code).toBe('FETCH_TOO_LARGE');
    expect(error.message).toContain('65536 bytes');
    // under the limit the same answer is read whole
    const whole = await local.fetchText(`${origin}/streamed-large`, { maxBytes: 1024 * 1024 });
    expect(whole.body).toHaveLength(1024 * 1024);
  });

  it('gives up on a host that does not answer, or answers too slowly, in the time allowed', async () => {
    const started = Date.now();
    const error = await failure(local.fetchText(`${origin}/silent`, { timeoutMs: 300 }));
    expect(error.code).toBe('FETCH_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await code(local.fetchText(`${origin}/trickle`, { timeoutMs: 300 }))).toBe('FETCH_TIMEOUT');
  });

  it('gives up connecting when the secure handshake does not come', async () => {
    const mute = createTcpServer(() => undefined);
    const held: Socket[] = [];
    mute.on('connection', (socket) => held.push(socket));
    await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
    try {
      const url = `https://127.0.0.1:${(mute.address() as AddressInfo).port}/feed`;
      const error = await failure(local.fetchText(url, { connectTimeoutMs: 200, timeoutMs: 5000 }));
      expect(error.code).toBe('FETCH_TIMEOUT');
      expect(error.message).toContain('Connecting');
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => mute.close(resolve));
    }
  });

  it('answers a network failure as one', async () => {
    const closed = createTcpServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await code(local.fetchText(`http://127.0.0.1:${closedPort}/`))).toBe('FETCH_NETWORK');
  });

  it('connects to the address it checked, without resolving the name again', async () => {
    const answers = [['127.0.0.1'], ['10.255.255.1']];
    let lookups = 0;
    const rebinding: HostLookup = async () => answers[Math.min(lookups++, 1)] ?? [];
    const fetch = createSafeFetch({ allowPrivate: ['127.0.0.1'], lookup: rebinding });
    const fetched = await fetch.fetchText(`http://feeds.example:${port}/feed`);
    expect(fetched.body).toBe(FEED);
    expect(lookups).toBe(1);
  });
});

describe('reading an answer as it arrives', () => {
  const local = createSafeFetch({ allowPrivate: true });

  it('hands over the text piece by piece, whole characters only, and answers all of it', async () => {
    const pieces: string[] = [];
    const fetched = await local.fetchStream(`${origin}/events`, {
      method: 'POST',
      body: { json: { stream: true } },
      onText: (text) => {
        pieces.push(text);
        if (pieces.length === 1) sendRest();
      },
    });
    expect(fetched.status).toBe(200);
    expect(fetched.contentType).toBe('text/event-stream');
    expect(fetched.body).toBe(EVENTS);
    expect(pieces[0]).toBe('data: 1\n\ndata: ');
    expect(pieces.join('')).toBe(EVENTS);
  });

  it('stops as soon as the caller cancels, closing the connection', async () => {
    const controller = new AbortController();
    const reading = local.fetchStream(`${origin}/events-forever`, {
      signal: controller.signal,
      onText: () => controller.abort(),
    });
    const error = await failure(reading);
    expect(error.code).toBe('FETCH_CANCELLED');
    await expect.poll(() => closedStreams.includes('/events-forever')).toBe(true);
  });

  it('sends nothing when cancelled before it starts', async () => {
    const controller = new AbortController();
    controller.abort();
    const pieces: string[] = [];
    const reading = local.fetchStream(`${origin}/events`, {
      signal: controller.signal,
      onText: (text) => pieces.push(text),
    });
    expect(await code(reading)).toBe('FETCH_CANCELLED');
    expect(pieces).toEqual([]);
  });

  it('keeps the limits of every read: time, size, status and address', async () => {
    const quiet = { onText: () => undefined };
    expect(await code(local.fetchStream(`${origin}/events-forever`, { ...quiet, timeoutMs: 300 }))).toBe(
      'FETCH_TIMEOUT',
    );
    expect(await code(local.fetchStream(`${origin}/streamed-large`, { ...quiet, maxBytes: 1024 }))).toBe(
      'FETCH_TOO_LARGE',
    );
    expect(await code(local.fetchStream(`${origin}/missing`, quiet))).toBe('FETCH_HTTP_STATUS');
    const missing = await local.fetchStream(`${origin}/missing`, { ...quiet, readStatuses: [404] });
    expect(missing).toMatchObject({ status: 404, body: 'not here' });
    const publicOnly = createSafeFetch({ allowPrivate: false });
    expect(await code(publicOnly.fetchStream(`${origin}/events`, quiet))).toBe('FETCH_BLOCKED_ADDRESS');
  });
});

describe('refusing what is not on the public internet', () => {
  const publicOnly = createSafeFetch({ allowPrivate: false });

  it.each([
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://0/',
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://0.0.0.0/',
    'http://240.0.0.1/',
    'http://[::1]/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:169.254.169.254]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://[ff02::1]/',
    'http://[64:ff9b::a9fe:a9fe]/',
    'https://[2002:7f00:1::]/',
  ])('refuses %s without connecting', async (url) => {
    const error = await failure(publicOnly.fetchText(url));
    expect(error.code).toBe('FETCH_BLOCKED_ADDRESS');
    expect(error.message).toContain('only from public addresses');
  });

  it.each([
    ['loopback', ['127.0.0.1']],
    ['private', ['10.0.0.8']],
    ['link-local', ['169.254.169.254']],
    ['shared (carrier-grade NAT)', ['100.100.1.1']],
    ['multicast', ['ff05::2']],
    ['unique-local', ['fdaa::5']],
    ['loopback', ['::1']],
    // one non-public address among public ones is enough
    ['private', ['93.184.215.14', '192.168.10.10']],
  ])('refuses a name that resolves to a %s address', async (kind, addresses) => {
    const fetch = createSafeFetch({ allowPrivate: false, lookup: async () => addresses });
    const error = await failure(fetch.fetchText('https://alerts.example/feed.xml'));
    expect(error.code).toBe('FETCH_BLOCKED_ADDRESS');
    expect(error.message).toContain(`alerts.example (${addresses.at(-1)}) is a ${kind} address`);
  });

  it('refuses a redirect to a non-public address', async () => {
    const fetch = createSafeFetch({ allowPrivate: ['127.0.0.1'] });
    for (const target of ['http://127.0.0.2/', 'http://169.254.169.254/', 'http://[::1]/']) {
      const redirect = `${origin}/to?location=${encodeURIComponent(target)}`;
      expect(await code(fetch.fetchText(redirect))).toBe('FETCH_BLOCKED_ADDRESS');
    }
    // the allowed address itself is read
    expect((await fetch.fetchText(`${origin}/feed`)).body).toBe(FEED);
  });

  it('refuses a name that does not resolve', async () => {
    const missing = Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    const unknown = createSafeFetch({ allowPrivate: false, lookup: () => Promise.reject(missing) });
    const error = await failure(unknown.fetchText('https://nowhere.example/'));
    expect(error.code).toBe('FETCH_DNS');
    expect(error.message).toContain('nowhere.example');
    const empty = createSafeFetch({ allowPrivate: false, lookup: async () => [] });
    expect(await code(empty.fetchText('https://nowhere.example/'))).toBe('FETCH_DNS');
  });

  it.each([
    ['file:///etc/passwd', 'FETCH_BAD_SCHEME'],
    ['ftp://example.com/feed', 'FETCH_BAD_SCHEME'],
    ['gopher://example.com/', 'FETCH_BAD_SCHEME'],
    ['not an address', 'FETCH_BAD_URL'],
    ['https://user:secret@example.com/', 'FETCH_BAD_URL'],
  ])('refuses %s', async (url, expected) => {
    expect(await code(publicOnly.fetchText(url))).toBe(expected);
  });
});

describe('where a redirect leads', () => {
  it('resolves a relative address against the one that answered', () => {
    expect(nextHop(new URL('https://alerts.example/a/feed'), '../b?x=1').href).toBe(
      'https://alerts.example/b?x=1',
    );
  });

  it('refuses going from https down to http, but not up', () => {
    const error = (() => {
      try {
        nextHop(new URL('https://alerts.example/'), 'http://alerts.example/feed');
        return null;
      } catch (caught) {
        return caught as FetchError;
      }
    })();
    expect(error?.code).toBe('FETCH_BAD_SCHEME');
    expect(error?.message).toContain('down to http');
    expect(nextHop(new URL('http://alerts.example/'), 'https://alerts.example/').protocol).toBe('https:');
  });
});
