import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  PACKAGE_DEFAULTS,
  ZApiError,
  ZPlaceSearchResult,
  ZWebsiteCheck,
  ZWidgetPreview,
  type TWidgetPreviewRequest,
} from '@placard/contract';
import { organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { startFakeGoogleSheets, type FakeGoogleSheets } from '../../test/fakes/google-sheets.js';
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../../test/fakes/open-meteo.js';
import { startRssFake, type RssFake } from '../../test/fakes/rss.js';
import { startFakeWebsites, type FakeWebsites } from '../../test/fakes/websites.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { widgetSources } from './widgets.table.js';

const PUBLIC = '1WidgetRoutesPublicSheet_abcdefghijklmnopq';
const PRIVATE = '1WidgetRoutesPrivateSheet_abcdefghijklmnop';
const sheetLink = (id: string) => `https://docs.google.com/spreadsheets/d/${id}/edit#gid=0`;

const WEATHER: TWidgetPreviewRequest = {
  kind: 'weather',
  settings: {
    location: { name: 'Malmö', latitude: 55.60587, longitude: 13.00073, timezone: 'Europe/Stockholm' },
    unit: 'celsius',
    forecast: 'weekly',
  },
};

describe('widget routes', () => {
  let t: TestApp;
  let rss: RssFake;
  let meteo: FakeOpenMeteo;
  let google: FakeGoogleSheets;
  let sites: FakeWebsites;
  let owner: LoggedIn;
  let other: LoggedIn;
  let withoutAddOns: LoggedIn;

  beforeAll(async () => {
    [rss, meteo, google, sites] = await Promise.all([
      startRssFake(),
      startFakeOpenMeteo(),
      startFakeGoogleSheets(),
      startFakeWebsites(),
    ]);
    google.setSpreadsheet(PUBLIC, {
      access: 'public',
      tabs: [
        {
          gid: '0',
          name: 'Menu',
          cells: [
            ['Soup', '€7'],
            ['Bread', '€2'],
          ],
        },
      ],
    });
    google.setSpreadsheet(PRIVATE, { access: 'private', tabs: [{ gid: '0', name: 'Menu', cells: [] }] });
    t = await createTestApp({
      OUTBOUND_ALLOW_PRIVATE: 'true',
      WEATHER_API_URL: meteo.origin,
      GEOCODING_API_URL: meteo.origin,
      SHEETS_EXPORT_URL: google.baseUrl,
    });
    owner = await organizationWithMember(t, { name: 'Harbour Café' });
    other = await organizationWithMember(t, { name: 'Station Kiosk', role: 'content_creator' });
    withoutAddOns = await organizationWithMember(t, {
      name: 'Plain Screens',
      license: {
        features: { ...PACKAGE_DEFAULTS.location_1y.features, newsAddOn: false, weatherAddOn: false },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([rss.close(), meteo.close(), google.close(), sites.close()]);
  });

  const call = (who: LoggedIn, path: string, body: unknown, language = 'en') =>
    post(t.app, `/api/widget/${path}`, body, { cookie: who.cookie, 'accept-language': language });
  const preview = async (who: LoggedIn, body: TWidgetPreviewRequest, language = 'en') => {
    const response = await call(who, 'preview', body, language);
    expect(response.statusCode, response.body).toBe(200);
    return ZWidgetPreview.parse(response.json());
  };
  const refusal = (response: { statusCode: number; json: () => unknown }, status: number) => {
    expect(response.statusCode).toBe(status);
    return ZApiError.parse(response.json()).error;
  };

  it('reads a feed once for every organization showing it, and shares what it read', async () => {
    const url = rss.url('/feed.rss');
    const before = rss.requests('/feed.rss');
    const first = await preview(owner, {
      kind: 'news',
      settings: { url, maxStories: 4, secondsPerStory: 8 },
    });
    const second = await preview(other, {
      kind: 'news',
      settings: { url, maxStories: 4, secondsPerStory: 30 },
    });
    expect(rss.requests('/feed.rss') - before).toBe(1);
    expect(second).toEqual(first);
    expect(first.state).toBe('synced');
    expect(first.error).toBeNull();
    expect((first.snapshot as { stories: unknown[] }).stories).toHaveLength(4);
    const rows = await t.app.deps.db
      .select()
      .from(widgetSources)
      .where(eq(widgetSources.sourceKey, first.sourceKey));
    expect(rows).toHaveLength(1);
  });

  it('reads a source never read once when several editors ask at the same time', async () => {
    const settings = { url: rss.url('/feed.rss'), maxStories: 2, secondsPerStory: 10 };
    const before = rss.requests('/feed.rss');
    const previews = await Promise.all(
      [owner, other, owner].map((who) => preview(who, { kind: 'news', settings })),
    );
    expect(rss.requests('/feed.rss') - before).toBe(1);
    // whoever asked while it was being read sees it syncing, without data yet
    expect(previews.map((answer) => answer.state).sort()[0]).toBe('synced');
    for (const answer of previews.filter((candidate) => candidate.state !== 'synced')) {
      expect(answer).toMatchObject({ state: 'syncing', snapshot: null, error: null });
    }
    expect((await preview(other, { kind: 'news', settings })).state).toBe('synced');
  });

  it('previews the weather and a sheet', async () => {
    const weather = await preview(owner, WEATHER);
    expect(weather.state).toBe('synced');
    expect(weather.snapshot).toMatchObject({ unit: 'celsius', timezone: 'Europe/Stockholm' });
    expect(weather.fetchedAt).not.toBeNull();
    const cells = await preview(owner, {
      kind: 'sheet',
      settings: { url: sheetLink(PUBLIC), range: 'A1:B2', refreshMinutes: 5 },
    });
    expect(cells).toMatchObject({
      state: 'synced',
      snapshot: {
        rows: [
          ['Soup', '€7'],
          ['Bread', '€2'],
        ],
      },
    });
  });

  it("says why a sheet failed to sync, in the caller's language", async () => {
    const body: TWidgetPreviewRequest = {
      kind: 'sheet',
      settings: { url: sheetLink(PRIVATE), range: 'B2', refreshMinutes: 5 },
    };
    const english = await preview(owner, body);
    expect(english.state).toBe('failed');
    expect(english.snapshot).toBeNull();
    expect(english.error?.code).toBe('SHEET_NOT_PUBLIC');
    expect(english.error?.message).toMatch(/^Sync failed: the spreadsheet is not public\./);
    const swedish = await preview(owner, body, 'sv');
    expect(swedish.error?.message).toMatch(/^Synkroniseringen misslyckades: the spreadsheet is not public\./);
  });

  it('names a feed that is not RSS 2.0 as such', async () => {
    const atom = await preview(owner, {
      kind: 'news',
      settings: { url: rss.url('/feed.atom'), maxStories: 5, secondsPerStory: 10 },
    });
    expect(atom.state).toBe('failed');
    expect(atom.error?.code).toBe('NEWS_NOT_RSS2');
    expect(atom.error?.message).toMatch(/Atom/);
  });

  it('finds places for a weather widget', async () => {
    const response = await call(owner, 'weather/places', { query: 'Malmö', language: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    const { results } = ZPlaceSearchResult.parse(response.json());
    expect(results[0]).toMatchObject({ name: 'Malmö', countryCode: 'SE', timezone: 'Europe/Stockholm' });
  });

  it('answers 502 when the weather service fails a place search', async () => {
    meteo.fail('serverError');
    try {
      const response = await call(owner, 'weather/places', { query: 'Malmö', language: 'en' });
      expect(refusal(response, 502).code).toBe('WEATHER_SERVICE_FAILED');
    } finally {
      meteo.fail(null);
    }
  });

  it('needs the weather and news add-ons for their widgets; sheets are free', async () => {
    const places = await call(withoutAddOns, 'weather/places', { query: 'Malmö', language: 'en' });
    expect(refusal(places, 403)).toMatchObject({
      code: 'WIDGET_ADDON_MISSING',
      message: 'This widget needs an add-on that your licence does not include.',
    });
    expect(refusal(await call(withoutAddOns, 'preview', WEATHER), 403).code).toBe('WIDGET_ADDON_MISSING');
    const feed = { url: rss.url('/feed.rss'), maxStories: 5, secondsPerStory: 10 };
    const news = await call(withoutAddOns, 'preview', { kind: 'news', settings: feed });
    expect(refusal(news, 403).code).toBe('WIDGET_ADDON_MISSING');
    const cells = await preview(withoutAddOns, {
      kind: 'sheet',
      settings: { url: sheetLink(PUBLIC), range: 'A1', refreshMinutes: 5 },
    });
    expect(cells.snapshot).toMatchObject({ rows: [['Soup']] });
  });

  it('accepts a website that may be framed, and refuses one that may not, saying why', async () => {
    const accepted = await call(owner, 'website/check', { url: `${sites.origin}/page` });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(ZWebsiteCheck.parse(accepted.json())).toEqual({
      embeddable: true,
      finalUrl: `${sites.origin}/page`,
    });
    const refused = await call(owner, 'website/check', { url: `${sites.origin}/page?xfo=DENY` }, 'fr');
    const error = refusal(refused, 422);
    expect(error.code).toBe('WEBSITE_NOT_EMBEDDABLE');
    expect(error.message).toBe('Ce site web ne peut pas être intégré.');
    expect(error.fields?.url).toMatch(/X-Frame-Options/);
    const missing = refusal(await call(owner, 'website/check', { url: `${sites.origin}/status/404` }), 422);
    expect(missing.fields?.url).toMatch(/404/);
  });

  it('refuses invalid settings with the field at fault', async () => {
    const website = refusal(await call(owner, 'website/check', { url: 'not an address' }), 400);
    expect(website).toMatchObject({ code: 'VALIDATION_FAILED', fields: { url: 'Invalid URL format.' } });
    const stories = await call(owner, 'preview', {
      kind: 'news',
      settings: { url: rss.url('/feed.rss'), maxStories: 50, secondsPerStory: 10 },
    });
    expect(refusal(stories, 400).fields?.['settings.maxStories']).toBe('Choose from 1 to 20 stories.');
    const range = await call(owner, 'preview', {
      kind: 'sheet',
      settings: { url: sheetLink(PUBLIC), range: 'A1:ZZ999', refreshMinutes: 5 },
    });
    expect(refusal(range, 400).fields?.['settings.range']).toMatch(/^Invalid cell range/);
    const kind = await call(owner, 'preview', { kind: 'facebook', settings: {} });
    expect(refusal(kind, 400).code).toBe('VALIDATION_FAILED');
    const query = await call(owner, 'weather/places', { query: 'M', language: 'en' });
    expect(refusal(query, 400).fields).toHaveProperty('query');
  });
});
