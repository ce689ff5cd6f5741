import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNewsSnapshot, TWidgetPreviewRequest } from '@placard/contract';
import { startFakeGoogleSheets, type FakeGoogleSheets } from '../../test/fakes/google-sheets.js';
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../../test/fakes/open-meteo.js';
import { startRssFake, type RssFake } from '../../test/fakes/rss.js';
import { createTestApp, testClock, type TestApp } from '../../test/test-app.js';
import { claimDueRefreshes } from './widgets.jobs.js';
import { sourceById, updateSource } from './widgets.repository.js';
import {
  ensureSource as ensureOwnedSource,
  refreshSource,
  sourceKeyOf as ownedSourceKeyOf,
  WIDGET_CHANNEL,
  type WidgetSettingsOf,
} from './widgets.sources.js';

const SHEET = '1WidgetSourcesSheet_abcdefghijklmnopqrstuv';
/** Weather, news and sheet sources are shared by every organization: which one shows them does not matter. */
const ANY_ORGANIZATION = 1;
const sourceKeyOf = (widget: WidgetSettingsOf) => ownedSourceKeyOf(widget, ANY_ORGANIZATION);
const ensureSource = (deps: Parameters<typeof ensureOwnedSource>[0], widget: WidgetSettingsOf) =>
  ensureOwnedSource(deps, widget, ANY_ORGANIZATION);
const MINUTE = 60_000;

const malmo = (overrides: {
  name?: string;
  forecast?: 'daily' | 'weekly';
  unit?: 'celsius' | 'fahrenheit';
}) =>
  ({
    kind: 'weather',
    settings: {
      location: {
        name: overrides.name ?? 'Malmö',
        latitude: 55.60587,
        longitude: 13.00073,
        timezone: 'Europe/Stockholm',
      },
      unit: overrides.unit ?? 'celsius',
      forecast: overrides.forecast ?? 'daily',
    },
  }) satisfies TWidgetPreviewRequest;

const news = (url: string, maxStories = 5, secondsPerStory = 10) =>
  ({ kind: 'news', settings: { url, maxStories, secondsPerStory } }) satisfies TWidgetPreviewRequest;

const sheet = (url: string, range = 'A1:B2', refreshMinutes = 5) =>
  ({ kind: 'sheet', settings: { url, range, refreshMinutes } }) satisfies TWidgetPreviewRequest;

describe('the key of a widget source', () => {
  it('is the same for widgets reading the same data, whatever they show of it', () => {
    expect(sourceKeyOf(malmo({ name: 'Home', forecast: 'weekly' }))).toBe(sourceKeyOf(malmo({})));
    expect(sourceKeyOf(news('https://news.example/feed.rss', 5, 30))).toBe(
      sourceKeyOf(news('https://NEWS.example/feed.rss', 5, 10)),
    );
    const link = `https://docs.google.com/spreadsheets/d/${SHEET}`;
    expect(sourceKeyOf(sheet(`${link}/edit#gid=0`, 'a1:b2', 1))).toBe(
      sourceKeyOf(sheet(`${link}/edit?usp=sharing#gid=0`, 'A1:B2', 30)),
    );
  });

  it('differs as soon as what is read differs', () => {
    const keys = [
      sourceKeyOf(malmo({})),
      sourceKeyOf(malmo({ unit: 'fahrenheit' })),
      sourceKeyOf(news('https://news.example/feed.rss', 5)),
      sourceKeyOf(news('https://news.example/feed.rss', 6)),
      sourceKeyOf(news('https://news.example/other.rss', 5)),
      sourceKeyOf(sheet(`https://docs.google.com/spreadsheets/d/${SHEET}/edit#gid=0`)),
      sourceKeyOf(sheet(`https://docs.google.com/spreadsheets/d/${SHEET}/edit#gid=7`)),
      sourceKeyOf(sheet(`https://docs.google.com/spreadsheets/d/${SHEET}/edit#gid=0`, 'A1:B3')),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('widget sources', () => {
  let t: TestApp;
  let rss: RssFake;
  let meteo: FakeOpenMeteo;
  let google: FakeGoogleSheets;
  const clock = testClock(new Date());

  beforeAll(async () => {
    [rss, meteo, google] = await Promise.all([startRssFake(), startFakeOpenMeteo(), startFakeGoogleSheets()]);
    google.setSpreadsheet(SHEET, {
      access: 'public',
      tabs: [
        {
          gid: '0',
          name: 'Prices',
          cells: [
            ['Coffee', '€3'],
            ['Tea', '€2.50'],
          ],
        },
      ],
    });
    t = await createTestApp(
      {
        OUTBOUND_ALLOW_PRIVATE: 'true',
        WEATHER_API_URL: meteo.origin,
        GEOCODING_API_URL: meteo.origin,
        SHEETS_EXPORT_URL: google.baseUrl,
      },
      { now: clock.now },
    );
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([rss.close(), meteo.close(), google.close()]);
  });

  const jobsOf = async (sourceId: number) =>
    (
      await t.app.database.query(
        `select id from pgboss.job where name = 'widgets.refresh' and (data->>'sourceId')::int = $1`,
        [sourceId],
      )
    ).rows.length;

  it('keeps one row per source, due at once, read as often as its most eager widget asks', async () => {
    const link = `https://docs.google.com/spreadsheets/d/${SHEET}/edit#gid=0`;
    const first = await ensureSource(t.app.deps, sheet(link, 'A1:B2', 20));
    const second = await ensureSource(t.app.deps, sheet(`${link}&usp=sharing`, 'A1:B2', 3));
    expect(second.id).toBe(first.id);
    expect(second.refreshMinutes).toBe(3);
    expect(first.nextRefreshAt.getTime()).toBe(clock.now().getTime());
    expect(first.snapshot).toBeNull();
    // a news and a weather widget are read at their kind's interval
    expect((await ensureSource(t.app.deps, news(rss.url('/feed.rss')))).refreshMinutes).toBe(10);
    expect((await ensureSource(t.app.deps, malmo({}))).refreshMinutes).toBe(15);
  });

  it('stores each reading, says a new one arrived, and keeps the last good one when a reading fails', async () => {
    const heard: unknown[] = [];
    const stop = await t.app.deps.events.subscribe(WIDGET_CHANNEL, (payload) => heard.push(payload));
    try {
      const source = await ensureSource(t.app.deps, news(rss.url('/feed.rss'), 3));
      await refreshSource(t.app.deps, source.id);
      const read = await sourceById(t.app.deps.db, source.id);
      expect(read?.errorCode).toBeNull();
      expect((read?.snapshot as TNewsSnapshot).stories).toHaveLength(3);
      expect(read?.fetchedAt?.getTime()).toBe(clock.now().getTime());
      expect(read?.nextRefreshAt.getTime()).toBe(clock.now().getTime() + 10 * MINUTE);
      await expect.poll(() => heard).toContainEqual({ sourceId: source.id });

      await rss.goDown();
      clock.advance(10 * MINUTE);
      await refreshSource(t.app.deps, source.id);
      const failed = await sourceById(t.app.deps.db, source.id);
      expect(failed?.errorCode).toBe('FETCH_NETWORK');
      expect(failed?.errorMessage).toMatch(/127\.0\.0\.1/);
      expect(failed?.snapshot).toEqual(read?.snapshot);
      expect(failed?.fetchedAt).toEqual(read?.fetchedAt);
      expect(failed?.attemptedAt?.getTime()).toBe(clock.now().getTime());
      expect(failed?.nextRefreshAt.getTime()).toBe(clock.now().getTime() + 10 * MINUTE);

      await rss.comeBack();
      await refreshSource(t.app.deps, source.id);
      const back = await sourceById(t.app.deps.db, source.id);
      expect(back?.errorCode).toBeNull();
      expect(back?.errorMessage).toBeNull();
    } finally {
      await stop();
    }
  });

  it('records a source that refuses, such as a feed that is not RSS 2.0, without a snapshot', async () => {
    const source = await ensureSource(t.app.deps, news(rss.url('/feed.atom')));
    await refreshSource(t.app.deps, source.id);
    const row = await sourceById(t.app.deps.db, source.id);
    expect(row?.errorCode).toBe('NEWS_NOT_RSS2');
    expect(row?.errorMessage).toMatch(/Atom/);
    expect(row?.snapshot).toBeNull();
  });

  it('claims each due source once, however many passes run, and passes over sources no longer used', async () => {
    clock.advance(60 * MINUTE);
    const weather = await ensureSource(t.app.deps, malmo({ unit: 'fahrenheit' }));
    const prices = await ensureSource(
      t.app.deps,
      sheet(`https://docs.google.com/spreadsheets/d/${SHEET}/edit#gid=0`, 'B1:B2'),
    );
    const forgotten = await ensureSource(t.app.deps, news(rss.url('/feed.rss'), 9));
    await updateSource(t.app.deps.db, forgotten.id, {
      lastUsedAt: new Date(clock.now().getTime() - 8 * 1440 * MINUTE),
    });

    await Promise.all([claimDueRefreshes(t.app.deps), claimDueRefreshes(t.app.deps)]);
    await claimDueRefreshes(t.app.deps);
    expect(await jobsOf(weather.id)).toBe(1);
    expect(await jobsOf(prices.id)).toBe(1);
    expect(await jobsOf(forgotten.id)).toBe(0);
    expect((await sourceById(t.app.deps.db, weather.id))?.nextRefreshAt.getTime()).toBe(
      clock.now().getTime() + 15 * MINUTE,
    );

    // the jobs read the sources
    await expect
      .poll(async () => (await sourceById(t.app.deps.db, prices.id))?.snapshot, { timeout: 10_000 })
      .toMatchObject({ rows: [['€3'], ['€2.50']] });
    await expect
      .poll(async () => (await sourceById(t.app.deps.db, weather.id))?.snapshot, { timeout: 10_000 })
      .toMatchObject({ unit: 'fahrenheit' });

    // due again one interval later
    clock.advance(15 * MINUTE);
    await claimDueRefreshes(t.app.deps);
    expect(await jobsOf(weather.id)).toBe(2);
    expect(await jobsOf(prices.id)).toBe(2);
  });
});
