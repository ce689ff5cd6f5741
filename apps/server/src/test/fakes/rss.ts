import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What the fake answers at a path: a body with its media type (and charset). */
export type RssAnswer = { contentType: string; body: string | Buffer };

function fixture(name: string): string {
  return readFileSync(new URL(`../../modules/widgets/fixtures/${name}`, import.meta.url), 'utf8');
}

/** The fixtures as a news site serves them, with their real media types. */
function fixtureAnswers(): Map<string, RssAnswer> {
  return new Map<string, RssAnswer>([
    ['/feed.rss', { contentType: 'application/rss+xml; charset=utf-8', body: fixture('news.rss2.xml') }],
    ['/feed.atom', { contentType: 'application/atom+xml; charset=utf-8', body: fixture('news.atom.xml') }],
    ['/feed.rdf', { contentType: 'application/rdf+xml; charset=utf-8', body: fixture('news.rss1.rdf') }],
    ['/feed-091.xml', { contentType: 'text/xml', body: fixture('news.rss091.xml') }],
    ['/malformed.xml', { contentType: 'text/xml; charset=utf-8', body: fixture('news.malformed.xml') }],
    ['/doctype.xml', { contentType: 'application/xml', body: fixture('news.doctype.xml') }],
    ['/news.html', { contentType: 'text/html; charset=utf-8', body: fixture('news.page.html') }],
  ]);
}

export type RssFake = {
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  /** the address of a path on the fake */
  url(path: string): string;
  /** answers a path with a body of one's own (a generated feed, a redirect's target…) */
  serve(path: string, answer: RssAnswer): void;
  /** how many requests it has answered (at one path, when given) */
  requests(path?: string): number;
  /** stops listening and cuts open connections: the site is down */
  goDown(): Promise<void>;
  /** listens again, on the same port */
  comeBack(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A news site on 127.0.0.1 serving the widgets' feed fixtures over real HTTP with their real media
 * types (see `fixtureAnswers`); any other path answers 404. It can go down and come back.
 */
export async function startRssFake(): Promise<RssFake> {
  const answers = fixtureAnswers();
  const sockets = new Set<Socket>();
  const counts = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const answer = answers.get(path);
    if (!answer) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': answer.contentType }).end(answer.body);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) resolve();
      else server.close(() => resolve());
    });

  await listen(0);
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    serve: (path, answer) => answers.set(path, answer),
    requests: (path) =>
      path === undefined
        ? [...counts.values()].reduce((sum, count) => sum + count, 0)
        : (counts.get(path) ?? 0),
    goDown: stop,
    comeBack: () => listen(port),
    close: stop,
  };
}
