import { NEWS_SUMMARY_MAX_LENGTH, ZNewsSnapshot, type TNewsSnapshot } from '@placard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchError } from '../../platform/fetch/fetch-error.js';
import { createSafeFetch } from '../../platform/fetch/safe-fetch.js';
import { startRssFake, type RssFake } from '../../test/fakes/rss.js';
import { fetchNews, NEWS_MAX_BYTES } from './news.provider.js';
import { WidgetSourceError } from './widget-source.error.js';

const local = createSafeFetch({ allowPrivate: true });
let site: RssFake;

beforeAll(async () => {
  site = await startRssFake();
});

afterAll(async () => {
  await site.close();
});

function read(path: string, maxStories = 20): Promise<TNewsSnapshot> {
  return fetchNews(local, { url: site.url(path), maxStories });
}

async function refusal(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof WidgetSourceError || error instanceof FetchError))
    throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('reading an RSS 2.0 feed', () => {
  it('gives the feed title and each story as plain text with its date, link and picture', async () => {
    const before = Date.now();
    const snapshot = await read('/feed.rss');
    expect(ZNewsSnapshot.parse(snapshot)).toEqual(snapshot);
    expect(Date.parse(snapshot.fetchedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(snapshot.fetchedAt)).toBeLessThanOrEqual(Date.now());
    expect(snapshot.feedTitle).toBe('Riverside Gazette – Local news');
    const [footbridge, council, cup, market, road, letters] = snapshot.stories;
    // HTML in CDATA: tags and the script dropped, character references decoded, spaces collapsed
    expect(footbridge).toEqual({
      title: 'New footbridge opens over the Avon',
      summary:
        'The £4.2m footbridge linking Mill Lane to the park opened on Wednesday morning. Cyclists & walkers crossed it within minutes.',
      publishedAt: '2026-11-26T07:30:00.000Z',
      link: 'https://gazette.example/2026/11/26/footbridge-opens/',
      imageUrl: 'https://cdn.gazette.example/2026/11/footbridge.jpg',
    });
    // escaped HTML; a relative link and <media:content medium="image"> resolved against the feed's address
    expect(council).toMatchObject({
      title: 'Council budget: what changes in 2027',
      publishedAt: '2026-11-25T18:05:00.000Z',
      link: site.url('/2026/11/25/council-budget/'),
      imageUrl: site.url('/images/2026/11/council.jpg'),
    });
    expect(council?.summary).toMatch(/^Councillors agreed the budget after a four-hour meeting\. Parking/);
    // a named zone; <media:thumbnail>
    expect(cup).toMatchObject({
      publishedAt: '2026-11-26T02:40:00.000Z',
      imageUrl: 'https://cdn.gazette.example/2026/11/cup-thumb.jpg',
      summary: 'Two late goals sent the home side through.',
    });
    // the first <img> of the description, its relative address resolved
    expect(market).toMatchObject({
      publishedAt: '2026-11-24T11:00:00.000Z',
      imageUrl: site.url('/uploads/market.jpg'),
      summary: 'Forty stalls, mulled apple juice and a carousel: the market opens on 5 December.',
    });
    // a javascript: link, a date that is none, ftp: and data: pictures: all left out
    expect(road).toEqual({
      title: 'Road closure on the A46 this weekend',
      summary: 'Diversions are signed via Kenilworth.',
      publishedAt: null,
      link: null,
      imageUrl: null,
    });
    // an enclosure that is not a picture
    expect(letters).toMatchObject({ publishedAt: null, imageUrl: null });
    expect(snapshot.stories).toHaveLength(6);
  });

  it('cuts a long summary at a word', async () => {
    const { stories } = await read('/feed.rss');
    const summary = stories[1]?.summary ?? '';
    expect(summary.length).toBeLessThanOrEqual(NEWS_SUMMARY_MAX_LENGTH);
    expect(summary).toMatch(/[a-z]…$/);
    const whole =
      'Councillors agreed the budget after a four-hour meeting. Parking charges rise by 10p an hour, while library opening hours are extended on Saturdays and a new youth centre is funded for three years. The leader of the council said the plan protected front-line services despite a fall in government grants,';
    const kept = summary.slice(0, -1);
    expect(whole.startsWith(kept)).toBe(true);
    expect(whole[kept.length]).toBe(' ');
  });

  it('keeps the first stories in the feed order, as many as asked', async () => {
    const { stories } = await read('/feed.rss', 2);
    expect(stories.map((story) => story.title)).toEqual([
      'New footbridge opens over the Avon',
      'Council budget: what changes in 2027',
    ]);
  });

  it('reads the full content when there is no description, and passes over an empty item', async () => {
    site.serve('/sparse.rss', {
      contentType: 'application/rss+xml',
      body: `<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>
        <item><link>https://a.example/1</link></item>
        <item><title>Only this</title><content:encoded><![CDATA[<p><img src="https://a.example/p.png">Full <i>text</i></p>]]></content:encoded></item>
        <item><title>Not this</title></item>
      </channel></rss>`,
    });
    expect(await read('/sparse.rss', 1)).toMatchObject({
      // a channel without a title is named by its host
      feedTitle: '127.0.0.1',
      stories: [
        {
          title: 'Only this',
          summary: 'Full text',
          publishedAt: null,
          link: null,
          imageUrl: 'https://a.example/p.png',
        },
      ],
    });
  });
});

describe('refusing what is not an RSS 2.0 feed', () => {
  it.each([
    ['/feed.atom', 'This is an Atom feed; the news widget reads RSS 2.0 feeds only.'],
    ['/feed.rdf', 'This is an RSS 1.0 feed; the news widget reads RSS 2.0 feeds only.'],
    ['/feed-091.xml', 'This is an RSS 0.91 feed; the news widget reads RSS 2.0 feeds only.'],
  ])('refuses %s, naming its format', async (path, message) => {
    const error = await refusal(read(path));
    expect(error).toBeInstanceOf(WidgetSourceError);
    expect(error).toMatchObject({ code: 'NEWS_NOT_RSS2', message });
  });

  it('refuses other XML, naming its root element', async () => {
    site.serve('/sitemap.xml', {
      contentType: 'application/xml',
      body: '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://a.example/</loc></url></urlset>',
    });
    const error = await refusal(read('/sitemap.xml'));
    expect(error).toMatchObject({ code: 'NEWS_NOT_RSS2' });
    expect(error.message).toContain('<urlset>');
  });

  it('refuses malformed XML, saying why', async () => {
    const error = await refusal(read('/malformed.xml'));
    expect(error).toMatchObject({ code: 'NEWS_INVALID' });
    expect(error.message).toMatch(/^The feed cannot be read: Not well-formed XML: .+/);
  });

  it('refuses a DOCTYPE without reading its entities', async () => {
    const error = await refusal(read('/doctype.xml'));
    expect(error).toMatchObject({
      code: 'NEWS_INVALID',
      message: 'The feed cannot be read: A DOCTYPE is not accepted.',
    });
  });

  it('refuses a web page, saying it is one, whatever its media type', async () => {
    const error = await refusal(read('/news.html'));
    expect(error).toMatchObject({
      code: 'NEWS_INVALID',
      message: 'This is a web page (HTML), not a feed; use the address of its RSS 2.0 feed.',
    });
    site.serve('/page.xml', { contentType: 'text/xml', body: '<html><body><p>Hello</p></body></html>' });
    expect(await refusal(read('/page.xml'))).toMatchObject({ code: 'NEWS_INVALID' });
  });

  it('refuses an RSS 2.0 document without a channel', async () => {
    site.serve('/empty.rss', { contentType: 'application/rss+xml', body: '<rss version="2.0"/>' });
    expect(await refusal(read('/empty.rss'))).toMatchObject({ code: 'NEWS_INVALID' });
  });
});

describe('reading the feed safely', () => {
  it('stops reading a feed larger than the limit', async () => {
    const item = '<item><title>Story</title><description>' + 'words '.repeat(200) + '</description></item>';
    const count = Math.ceil(NEWS_MAX_BYTES / item.length) + 1;
    site.serve('/huge.rss', {
      contentType: 'application/rss+xml',
      body: `<rss version="2.0"><channel><title>Huge</title>${item.repeat(count)}</channel></rss>`,
    });
    expect(await refusal(read('/huge.rss'))).toMatchObject({ code: 'FETCH_TOO_LARGE' });
  });

  it('refuses a private address unless private addresses are allowed', async () => {
    const requests = site.requests();
    const publicOnly = createSafeFetch({ allowPrivate: false });
    const error = await refusal(fetchNews(publicOnly, { url: site.url('/feed.rss'), maxStories: 5 }));
    expect(error).toMatchObject({ code: 'FETCH_BLOCKED_ADDRESS' });
    expect(site.requests()).toBe(requests);
  });

  it('answers a missing feed and a site that is down as such, and reads it again once back', async () => {
    expect(await refusal(read('/gone.rss'))).toMatchObject({ code: 'FETCH_HTTP_STATUS' });
    await site.goDown();
    expect(await refusal(read('/feed.rss'))).toMatchObject({ code: 'FETCH_NETWORK' });
    await site.comeBack();
    expect((await read('/feed.rss', 1)).stories).toHaveLength(1);
  });
});
