import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  startFakeGoogleSheets,
  type FakeSpreadsheet,
} from '../../../../apps/server/src/test/fakes/google-sheets';
import { FAKE_PAGES, startFakeFacebook } from '../../../../apps/server/src/test/fakes/facebook';
import { startFakeOpenMeteo } from '../../../../apps/server/src/test/fakes/open-meteo';
import { startFakeStockProviders } from '../../../../apps/server/src/test/fakes/stock-providers';
import { startFakeCanva } from '../../../../apps/server/src/test/fakes/canva';
import { startFakeOpenAi } from '../../../../apps/server/src/test/fakes/openai';
import { startFakeStripe } from '../../../../apps/server/src/test/fakes/stripe';
import { FIXED_IMAGE, newsFeed, PUBLIC_SHEET, PRIVATE_SHEET, type Story } from './content';

/** How a source that is down fails: an HTTP 503, or a connection closed without an answer. */
export type DownMode = '503' | 'close';

/** Services it forwards under a path prefix to the server fakes (the prefix taken off). */
type Forward = { prefix: string; origin: string };

export type OutsideWorld = { origin: string; close(): Promise<void> };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const PAGE = '<!doctype html><html><head><title>Opening hours</title></head><body>Open 9–17</body></html>';

/** Websites: one any page may frame, and one for each way a site refuses to be framed. */
const SITES: Record<string, Record<string, string>> = {
  '/sites/framable.html': {},
  '/sites/x-frame-options.html': { 'x-frame-options': 'DENY' },
  '/sites/frame-ancestors-none.html': { 'content-security-policy': "frame-ancestors 'none'" },
};

function forwardTo(target: Forward, request: IncomingMessage, response: ServerResponse, path: string) {
  const upstream = httpRequest(
    `${target.origin}${path}`,
    { method: request.method, headers: { ...request.headers, host: new URL(target.origin).host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.destroy());
  request.pipe(upstream);
}

/**
 * The outside world of the browser tests, on 127.0.0.1 at `port` (0: any free one): Open-Meteo's
 * forecast (/weather/v1/forecast) and place search (/geocoding/v1/search), Google Sheets' exports
 * (/sheets/spreadsheets/d/{id}/export…), an RSS 2.0 feed (/rss/news.xml) with a story's picture
 * (/images/story.png), websites with and without framing headers (/sites/…), the stock photo
 * providers (/stock/unsplash, /stock/pexels, /stock/pixabay, /stock/giphy), Facebook Login's
 * dialog and the Graph API (/facebook/v21.0/…, a user managing the pages of FAKE_PAGES), and Canva's
 * Connect API and consent page (/canva/…), an OpenAI-compatible AI service (/openai/v1/…, whose
 * default answers are good content: a designed slide in the canvas asked for), and Stripe's API and
 * hosted checkout pages (/stripe/…), whose signed events go to the Placard server (PLACARD_E2E_PORT).
 * The weather, sheets, stock, Facebook, Canva, AI and Stripe services are the server tests' fakes
 * (apps/server/src/test/fakes), reached through this one origin. Control
 * endpoints (/__control/…) take a source down and up and change its data.
 */
export async function startOutsideWorld(port = 0): Promise<OutsideWorld> {
  const openMeteo = await startFakeOpenMeteo();
  const sheets = await startFakeGoogleSheets();
  const facebook = await startFakeFacebook();
  facebook.setPages(FAKE_PAGES);
  const canva = await startFakeCanva();
  const openAi = await startFakeOpenAi();
  const forwards: Forward[] = [
    { prefix: '/facebook', origin: facebook.origin },
    { prefix: '/canva', origin: canva.origin },
    { prefix: '/openai', origin: openAi.origin },
    { prefix: '/weather', origin: openMeteo.origin },
    { prefix: '/geocoding', origin: openMeteo.origin },
    { prefix: '/sheets', origin: sheets.baseUrl },
  ];
  const feeds = new Map<string, string>();
  const down = new Map<string, DownMode>();
  const reset = () => {
    feeds.clear();
    feeds.set('/rss/news.xml', newsFeed(origin));
    down.clear();
    sheets.setSpreadsheet(PUBLIC_SHEET.id, PUBLIC_SHEET.spreadsheet);
    sheets.setSpreadsheet(PRIVATE_SHEET.id, PRIVATE_SHEET.spreadsheet);
  };

  async function control(action: string, url: URL, request: IncomingMessage, response: ServerResponse) {
    const path = url.searchParams.get('path') ?? '';
    if (action === 'down' || action === 'up') {
      if (!path.startsWith('/')) return response.writeHead(400).end('path=/… is needed');
      if (action === 'up') down.delete(path);
      else down.set(path, url.searchParams.get('mode') === 'close' ? 'close' : '503');
    } else if (action === 'feed') {
      if (!path.startsWith('/rss/')) return response.writeHead(400).end('a feed is served under /rss/');
      const { stories } = JSON.parse(await readBody(request)) as { stories: Story[] };
      feeds.set(path, newsFeed(origin, stories));
    } else if (action === 'sheet') {
      const id = url.searchParams.get('id');
      if (!id) return response.writeHead(400).end('id=… is needed');
      sheets.setSpreadsheet(id, JSON.parse(await readBody(request)) as FakeSpreadsheet);
    } else if (action === 'reset') {
      reset();
    } else {
      return response.writeHead(404).end();
    }
    response.writeHead(204).end();
  }

  function answer(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://outside.invalid');
    const path = url.pathname;
    const controlAction = /^\/__control\/([a-z]+)$/.exec(path)?.[1];
    if (controlAction) {
      if (request.method !== 'POST') return void response.writeHead(405).end();
      control(controlAction, url, request, response).catch((error: unknown) => {
        response.writeHead(400).end(String(error));
      });
      return;
    }
    const downMode = [...down].find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1];
    if (downMode === 'close') return void request.socket.destroy();
    if (downMode === '503') return void response.writeHead(503, { 'content-type': 'text/plain' }).end();
    const forward = forwards.find(({ prefix }) => path.startsWith(`${prefix}/`));
    if (forward)
      return forwardTo(
        forward,
        request,
        response,
        `${url.pathname.slice(forward.prefix.length)}${url.search}`,
      );
    const feed = feeds.get(path);
    if (feed !== undefined) {
      return void response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(feed);
    }
    if (path === FIXED_IMAGE.path) {
      return void response.writeHead(200, { 'content-type': 'image/png' }).end(FIXED_IMAGE.bytes);
    }
    const siteHeaders = SITES[path];
    if (siteHeaders) {
      return void response
        .writeHead(200, { ...siteHeaders, 'content-type': 'text/html; charset=utf-8' })
        .end(PAGE);
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  }

  const server = createServer(answer);
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // the stock providers serve their pictures at addresses under this origin too
  const stock = await startFakeStockProviders({ publicBase: `${origin}/stock` });
  forwards.push({ prefix: '/stock', origin: stock.origin });
  // Stripe's checkout pages are under this origin too; its events go to the Placard server under test
  const placardPort = process.env.PLACARD_E2E_PORT;
  const stripe = await startFakeStripe({
    publicBase: `${origin}/stripe`,
    ...(placardPort && { webhookUrl: `http://127.0.0.1:${placardPort}/api/webhooks/stripe` }),
  });
  forwards.push({ prefix: '/stripe', origin: stripe.origin });
  reset();
  return {
    origin,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
      await Promise.all([
        openMeteo.close(),
        sheets.close(),
        stock.close(),
        facebook.close(),
        canva.close(),
        openAi.close(),
        stripe.close(),
      ]);
    },
  };
}
