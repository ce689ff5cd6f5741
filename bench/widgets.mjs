// Widgets benchmark: one refresh cycle of BENCH_WIDGET_SOURCES (1,000) distinct news sources, each an
// RSS 2.0 feed of its own on a local news site (with a story picture), all due at once. The server's
// every-minute pass claims them and its jobs read each feed and its picture through the safe fetch and
// store the snapshot. Measured: the cycle's time, from the first feed read to the last snapshot stored,
// against the baseline of the bench itself reading the same feeds and pictures (10 at a time) in the same
// run; and the server's memory before and after the cycle.
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { seedPgliteWith, startSeeded } from './server.mjs';
import { sleep } from './players.mjs';

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
}

if (import.meta.url === `file://${process.argv[1]}`) await measureWidgets();
