// Widgets benchmark, part one: one refresh cycle of BENCH_WIDGET_SOURCES (1,000) distinct news sources, each an
// RSS 2.0 feed of its own on a local news site (with a story picture), all due at once. The server's
// every-minute pass claims them and its jobs read each feed and its picture through the safe fetch and
// store the snapshot. Measured: the cycle's time, from the first feed read to the last snapshot stored,
// against the baseline of the bench itself reading the same feeds and pictures (10 at a time) in the same
// run; and the server's memory before and after the cycle.
// Part two: 2,000 players on WebSockets showing a menu; its price changes (no publish) BENCH_MENU_ROUNDS
// times. From the start of each save: when each player got its push, and when each had the new price
// (in the push itself for a menu this size, else from its manifest, fetched on the push, as a screen
// does), p50/p99 against one HTTP round trip measured in the same run.
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { load, percentile, row } from './load.mjs';
import { call, connectPlayers, PLAYERS, sleep, withScreens } from './players.mjs';
import { seedPgliteWith, startSeeded } from './server.mjs';

const SOURCES = Number(process.env.BENCH_WIDGET_SOURCES ?? 1000);
/** The pass runs every minute: the cycle starts within one, and must end within a few more. */
const CYCLE_TIMEOUT_MS = 5 * 60_000;
const BASELINE_CONCURRENCY = 10;

/** A story's picture (320×180), the same for every feed: stored once, read once per source. */
const PICTURE = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#2a6f97' } })
  .png()
  .toBuffer();

const feed = (origin, index) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Feed ${index}</title><link>${origin}/</link><description>Bench</description>
${Array.from(
  { length: 10 },
  (_, story) => `<item><title>Story ${story} of feed ${index}</title>
<description>&lt;p&gt;What happened in town today, in a few words.&lt;/p&gt;</description>
<pubDate>Thu, 26 Nov 2026 08:00:00 GMT</pubDate>
${story === 0 ? `<enclosure url="${origin}/pictures/${index}.png" type="image/png" length="${PICTURE.length}"/>` : ''}</item>`,
).join('\n')}
</channel></rss>`;

/** A news site on 127.0.0.1: /feeds/N.rss and /pictures/N.png, counting what it serves and when. */
async function startNewsSite() {
  const site = { reads: 0, firstAt: 0, lastAt: 0 };
  const server = createServer((request, response) => {
    const now = performance.now();
    site.reads += 1;
    if (site.firstAt === 0) site.firstAt = now;
    site.lastAt = now;
    const feedMatch = /^\/feeds\/(\d+)\.rss$/.exec(request.url ?? '');
    if (feedMatch) {
      response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
      response.end(feed(site.origin, Number(feedMatch[1])));
    } else if (/^\/pictures\/\d+\.png$/.test(request.url ?? '')) {
      response.writeHead(200, { 'content-type': 'image/png' }).end(PICTURE);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  site.origin = `http://127.0.0.1:${server.address().port}`;
  site.close = () => new Promise((resolve) => server.close(resolve));
  return site;
}

/** SOURCES news sources, due now and in use, written while the server is down. */
const seedSources = (origin) => async (query) => {
  const urls = Array.from({ length: SOURCES }, (_, index) => `${origin}/feeds/${index}.rss`);
  await query(
    `insert into widget_sources (kind, source_key, settings, refresh_minutes, next_refresh_at, last_used_at, created_at)
     select 'news', k, jsonb_build_object('url', u, 'maxStories', 5), 10, now(), now(), now()
     from unnest($1::text[], $2::text[]) as t(k, u)`,
    [urls.map(() => randomBytes(32).toString('hex')), urls],
  );
  return urls;
};

/** Reads every feed and its picture from the bench, BASELINE_CONCURRENCY at a time: the floor of a cycle. */
async function baseline(site, urls) {
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const index = next++;
      await (await fetch(urls[index])).text();
      await (await fetch(`${site.origin}/pictures/${index}.png`)).arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: BASELINE_CONCURRENCY }, worker));
  return performance.now() - started;
}

const MENU_ROUNDS = Number(process.env.BENCH_MENU_ROUNDS ?? 5);
const ROUND_TIMEOUT_MS = 30_000;

/** The bench's menu, its one dish at `price` cents. */
const menuDocument = (menu, price) => ({
  id: menu.id,
  name: menu.name,
  currency: 'EUR',
  categories: [{ id: 1, name: 'Mains' }],
  items: [{ id: 1, name: 'Fish soup', price, categoryId: 1 }],
});

/** A published playlist showing the menu, played by every player's group. */
async function menuOnScreens(server, session, screens) {
  const menu = await call(server, session, '/menu/create', { name: 'Bench lunch', currency: 'EUR' });
  await call(server, session, '/menu/update', menuDocument(menu, 1000));
  const { id: playlistId } = await call(server, session, '/playlist/create', {
    name: 'Bench menu',
    aspectType: '16:9',
  });
  const box = { x: 0, y: 0, width: 1920, height: 1080 };
  await call(server, session, '/playlist/updateSlide', {
    playlistId,
    slideNumber: 0,
    slideData: {
      elements: [
        {
          elid: 'menu',
          eltype: 'menu',
          transform: { translation: { x: 0, y: 0 }, rotation: 0, scale: { x: 1, y: 1 } },
          width: box.width,
          height: box.height,
          aabb: box,
          contents: { menuId: menu.id, style: 'modern' },
        },
      ],
    },
  });
  await call(server, session, '/playlist/publish', { playlistId });
  await call(server, session, '/playlist/assignToGroup', { groupId: screens.groupId, playlistId });
  return menu;
}

const spread = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 };
};

async function measurePriceChanges({ server, session, screens }) {
  const menu = await menuOnScreens(server, session, screens);
  const key = `menu:${menu.id}`;
  const round = {
    started: 0,
    price: 0,
    pushed: new Uint8Array(PLAYERS),
    seen: new Uint8Array(PLAYERS),
    pushes: [],
    seenMs: [],
  };
  /** a player read the round's price (from the push itself, or from its manifest) */
  const read = (index, price) => {
    if (price !== round.price || round.seen[index]) return;
    round.seen[index] = 1;
    round.seenMs.push(performance.now() - round.started);
  };
  // a player: takes a widget's data from its push, or on a push to revalidate fetches its manifest
  const sockets = await connectPlayers(server, screens.players, async (index, message) => {
    if (round.started === 0 || (message.type !== 'content' && message.type !== 'widgetData')) return;
    if (!round.pushed[index]) {
      round.pushed[index] = 1;
      round.pushes.push(performance.now() - round.started);
    }
    if (message.type === 'widgetData') {
      if (message.key === key) read(index, message.data.snapshot.items[0]?.price);
      return;
    }
    const response = await fetch(`${server.base}/api/player/manifest`, {
      headers: { authorization: `Device ${screens.players[index]}` },
    });
    const manifest = await response.json();
    read(index, manifest.widgets?.[key]?.snapshot?.items?.[0]?.price);
  });
  const single = await load(server.base, { path: '/api/health', connections: 1, duration: 3 });
  const pushes = [];
  const seen = [];
  let missing = 0;
  for (let index = 0; index < MENU_ROUNDS; index += 1) {
    round.pushed.fill(0);
    round.seen.fill(0);
    round.pushes = [];
    round.seenMs = [];
    round.price = 1050 + index * 50;
    round.started = performance.now();
    await call(server, session, '/menu/update', menuDocument(menu, round.price));
    const until = round.started + ROUND_TIMEOUT_MS;
    while (round.seenMs.length < PLAYERS && performance.now() < until) await sleep(5);
    missing += PLAYERS - round.seenMs.length;
    pushes.push(...round.pushes);
    seen.push(...round.seenMs);
    round.started = 0;
    await sleep(300);
  }
  for (const socket of sockets) socket.terminate();
  const trip = Math.max(single.p99, 1);
  const figures = ({ p50, p99, max }) =>
    `p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${max.toFixed(0)} ms; ` +
    `p99 ${(p99 / trip).toFixed(0)}× a round trip's p99`;
  console.log(`Menus: ${PLAYERS} players on WebSockets showing a menu, its price saved ${MENU_ROUNDS} times`);
  console.log(row('GET /api/health, one connection (a round trip)', single));
  console.log(`  save → push at every player: ${figures(spread(pushes))}`);
  console.log(
    `  save → new price at every player (from the push, or its manifest): ${figures(spread(seen))}; missing ${missing}`,
  );
  if (missing > 0 || single.errors > 0) process.exitCode = 1;
}

export async function measureWidgets() {
  const site = await startNewsSite();
  const { server, seeded: urls } = await startSeeded({ OUTBOUND_ALLOW_PRIVATE: '127.0.0.1' }, (dataDir) =>
    seedPgliteWith(dataDir, seedSources(site.origin)),
  );
  try {
    const memoryBefore = server.rssMb();
    const until = performance.now() + CYCLE_TIMEOUT_MS;
    // every feed and every picture read once
    while (site.reads < 2 * SOURCES && performance.now() < until) await sleep(200);
    const read = site.reads;
    const cycleMs = site.lastAt - site.firstAt;
    // the last snapshot is stored just after its picture is read
    await sleep(1000);
    const memoryAfter = server.rssMb();
    site.reads = 0;
    const floorMs = await baseline(site, urls);
    console.log(`Widgets: one refresh cycle of ${SOURCES} distinct news sources (a feed and a picture each)`);
    console.log(
      `  cycle ${(cycleMs / 1000).toFixed(1)} s (${((SOURCES / cycleMs) * 1000).toFixed(0)} sources/s), ` +
        `${read} of ${2 * SOURCES} reads; the bench reading them ${BASELINE_CONCURRENCY} at a time ` +
        `${(floorMs / 1000).toFixed(1)} s: ${(cycleMs / floorMs).toFixed(1)}× the baseline`,
    );
    console.log(
      `  server memory ${memoryBefore.toFixed(0)} MB before, ${memoryAfter.toFixed(0)} MB after ` +
        `(+${(memoryAfter - memoryBefore).toFixed(0)} MB, peak ${server.peakRssMb().toFixed(0)} MB)`,
    );
    if (read < 2 * SOURCES) process.exitCode = 1;
  } finally {
    await server.stop();
    await site.close();
  }
  await withScreens({ purpose: 'menus' }, measurePriceChanges);
}

if (import.meta.url === `file://${process.argv[1]}`) await measureWidgets();
