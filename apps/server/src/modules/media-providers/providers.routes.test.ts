import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  PACKAGE_DEFAULTS,
  ZApiError,
  ZMediaItem,
  ZMediaList,
  ZOutsideServices,
  ZProviderList,
  ZProviderSearchAnswer,
  type MediaProvider,
} from '@placard/contract';
import { logInRoot, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import {
  fakeProviderSettings,
  startFakeStockProviders,
  type FakeStockProviders,
} from '../../test/fakes/stock-providers.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';

let fake: FakeStockProviders;
let t: TestApp;
let owner: LoggedIn;
let neighbour: LoggedIn;
let creator: LoggedIn;
let withoutStock: LoggedIn;
let screenManager: LoggedIn;

beforeAll(async () => {
  fake = await startFakeStockProviders();
  t = await createTestApp({
    OUTBOUND_ALLOW_PRIVATE: 'true',
    STOCK_SEARCH_MAX_PER_MINUTE: '20',
    ...fakeProviderSettings(fake),
  });
  owner = await organizationWithMember(t, { name: 'Harbour Café' });
  neighbour = await organizationWithMember(t, { name: 'Station Kiosk' });
  creator = await organizationWithMember(t, { name: 'Museum Shop', role: 'content_creator' });
  screenManager = await organizationWithMember(t, { name: 'Depot', role: 'screen_manager' });
  const features = PACKAGE_DEFAULTS.location_1y.features;
  withoutStock = await organizationWithMember(t, {
    name: 'Plain Screens',
    license: { features: { ...features, unsplashAddOn: false, giphyAddOn: false } },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
afterEach(() => {
  for (const provider of ['unsplash', 'pexels', 'pixabay', 'giphy'] as const) fake.fail(provider, null);
});

const call = (who: LoggedIn, route: string, body: unknown, language = 'en') =>
  post(t.app, `/api/media/provider/${route}`, body, { cookie: who.cookie, 'accept-language': language });

async function search(who: LoggedIn, body: Record<string, unknown>) {
  const response = await call(who, 'search', body);
  expect(response.statusCode, response.body).toBe(200);
  return ZProviderSearchAnswer.parse(response.json());
}

async function importPicture(who: LoggedIn, body: Record<string, unknown>) {
  const response = await call(who, 'import', body);
  expect(response.statusCode, response.body).toBe(200);
  return ZMediaItem.parse(response.json());
}

function refusal(response: { statusCode: number; json: () => unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  return ZApiError.parse(response.json()).error;
}

async function myMedia(who: LoggedIn) {
  const response = await post(t.app, '/api/media/list', { section: 'my' }, { cookie: who.cookie });
  return ZMediaList.parse(response.json()).results;
}

const requestsTo = (provider: MediaProvider, pathname: string) =>
  fake.requests.filter((request) => request.provider === provider && request.url.pathname === pathname);

describe('stock providers', () => {
  it('lists the providers on the licence, GIPHY with its GIFs and stickers', async () => {
    const all = ZProviderList.parse((await call(owner, 'list', {})).json());
    expect(all.providers).toEqual([
      { provider: 'unsplash', kinds: ['photo'] },
      { provider: 'pexels', kinds: ['photo'] },
      { provider: 'pixabay', kinds: ['photo'] },
      { provider: 'giphy', kinds: ['gif', 'sticker'] },
    ]);
    const some = ZProviderList.parse((await call(withoutStock, 'list', {})).json());
    expect(some.providers.map((entry) => entry.provider)).toEqual(['pexels', 'pixabay']);
  });

  it('refuses a provider the licence lacks, without asking it', async () => {
    const before = fake.requests.length;
    const error = refusal(await call(withoutStock, 'search', { provider: 'unsplash', query: 'lake' }), 403);
    expect(error.code).toBe('PROVIDER_NOT_AVAILABLE');
    expect(fake.requests.length).toBe(before);
    const imported = await call(withoutStock, 'import', { provider: 'giphy', kind: 'gif', id: 'g1' });
    expect(refusal(imported, 403).code).toBe('PROVIDER_NOT_AVAILABLE');
  });

  it.each([
    ['unsplash', 'photo', 'u1'],
    ['pexels', 'photo', '901'],
    ['pixabay', 'photo', '701'],
    ['giphy', 'gif', 'g1'],
    ['giphy', 'sticker', 's1'],
  ] as const)(
    'searches %s (%s) with its key and answers who made each picture',
    async (provider, kind, firstId) => {
      const answer = await search(owner, { provider, kind, query: 'Mountain lake' });
      expect(answer.results).toHaveLength(1);
      const [result] = answer.results;
      expect(result).toMatchObject({ id: firstId, kind });
      // Pixabay names its users by their user name
      expect(result?.author?.name).toMatch(/^Ada[ -]Berg$/i);
      expect(result?.thumbnailUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
      expect(result?.pageUrl).toMatch(/^https:\/\//);
      expect(answer).toMatchObject({ page: 1, hasMore: false, total: 1 });
    },
  );

  it('pages through many results, and answers nothing found as an empty page', async () => {
    const first = await search(owner, { provider: 'pexels', query: 'mountain view' });
    expect(first.results).toHaveLength(24);
    expect(first).toMatchObject({ hasMore: true, total: 60 });
    const third = await search(owner, { provider: 'pexels', query: 'mountain view', page: 3 });
    expect(third.results).toHaveLength(12);
    expect(third.hasMore).toBe(false);
    expect(new Set([...first.results, ...third.results].map((result) => result.id)).size).toBe(36);
    const none = await search(owner, { provider: 'giphy', kind: 'gif', query: 'zebra crossing' });
    expect(none).toMatchObject({ results: [], hasMore: false, total: 0 });
  });

  it('keeps an answer briefly: the same search again, by anyone, is not asked of the provider', async () => {
    const before = requestsTo('pixabay', '/api/').length;
    const first = await search(owner, { provider: 'pixabay', query: 'Coffee' });
    const again = await search(neighbour, { provider: 'pixabay', query: '  coffee ' });
    expect(again).toEqual(first);
    expect(requestsTo('pixabay', '/api/').length - before).toBe(1);
  });

  it("counts each organization's searches, so one cannot spend the platform's quota", async () => {
    const busy = await organizationWithMember(t, { name: 'Busy Screens' });
    for (let index = 0; index < 20; index += 1) {
      await search(busy, { provider: 'unsplash', query: `street ${index}` });
    }
    const error = refusal(await call(busy, 'search', { provider: 'unsplash', query: 'street 20' }), 429);
    expect(error.code).toBe('RATE_LIMITED');
    // answers already kept are still given, and other organizations search on
    await search(busy, { provider: 'unsplash', query: 'street 1' });
    await search(neighbour, { provider: 'unsplash', query: 'street 20' });
  });

  it("answers the provider's rate limit, its outage and a refused key with what to do, in the user's language", async () => {
    fake.fail('unsplash', 'rateLimited');
    const limited = refusal(await call(owner, 'search', { provider: 'unsplash', query: 'bread' }, 'sv'), 503);
    expect(limited).toMatchObject({
      code: 'PROVIDER_BUSY',
      message: 'Unsplash är upptaget just nu. Försök igen om en minut.',
    });
    fake.fail('giphy', 'down');
    const down = refusal(
      await call(owner, 'search', { provider: 'giphy', kind: 'gif', query: 'bread' }),
      502,
    );
    expect(down).toMatchObject({
      code: 'PROVIDER_FAILED',
      message: 'GIPHY could not be reached. Please try again in a moment.',
    });
    fake.fail('pexels', 'rateLimited');
    expect(refusal(await call(owner, 'search', { provider: 'pexels', query: 'bread' }), 503).code).toBe(
      'PROVIDER_BUSY',
    );
  });

  it('imports a photo into My media: checked, processed, with its author and page', async () => {
    const downloadsBefore = requestsTo('unsplash', '/photos/u3/download').length;
    const item = await importPicture(owner, { provider: 'unsplash', id: 'u3' });
    expect(item).toMatchObject({
      name: 'Coffee on a wooden table.jpg',
      kind: 'image',
      format: 'jpg',
      section: 'my',
      origin: {
        provider: 'unsplash',
        id: 'u3',
        author: { name: 'Luis Ortega', url: expect.stringContaining('utm_source=placard') as unknown },
        pageUrl: expect.stringContaining('https://unsplash.com/photos/u3') as unknown,
      },
    });
    // Unsplash is told the photo was used, with the platform's key
    const downloads = requestsTo('unsplash', '/photos/u3/download');
    expect(downloads.length - downloadsBefore).toBe(1);
    expect(downloads.at(-1)?.authorization).toBe('Client-ID unsplash-access-key');
    await t.app.jobs.idle();
    const listed = (await myMedia(owner)).find((entry) => entry.id === item.id);
    expect(listed).toMatchObject({ status: 'ready', width: 96, height: 64, origin: item.origin });
    expect(listed?.thumbnailUrl).not.toBeNull();
  });

  it('imports a GIF as a GIF, a sticker too, into a folder of the shared media', async () => {
    const folder = await post(
      t.app,
      '/api/media/folder/create',
      { name: 'Celebrations', section: 'shared', parentId: null },
      { cookie: creator.cookie },
    );
    expect(folder.statusCode, folder.body).toBe(200);
    const folderId = (folder.json() as { id: number }).id;
    const gif = await importPicture(creator, {
      provider: 'giphy',
      kind: 'gif',
      id: 'g2',
      section: 'shared',
      folderId,
    });
    expect(gif).toMatchObject({
      kind: 'gif',
      format: 'gif',
      section: 'shared',
      folderId,
      name: 'Mountain trail in autumn GIF.gif',
    });
    const sticker = await importPicture(creator, { provider: 'giphy', kind: 'sticker', id: 's1' });
    expect(sticker).toMatchObject({ kind: 'gif', format: 'gif', origin: { provider: 'giphy', id: 's1' } });
  });

  it('imports the same picture again without reading its file again, sharing what is stored', async () => {
    const first = await importPicture(owner, { provider: 'pexels', id: '902' });
    await t.app.jobs.idle();
    const files = requestsTo('pexels', '/files/902/original').length;
    const again = await importPicture(neighbour, { provider: 'pexels', id: '902' });
    expect(requestsTo('pexels', '/files/902/original').length).toBe(files);
    expect(again.id).not.toBe(first.id);
    expect(again).toMatchObject({
      status: 'ready',
      url: first.url,
      width: 96,
      height: 64,
      origin: { id: '902' },
    });
  });

  it('leaves nothing behind when an import fails, and says why', async () => {
    const stored = async () =>
      (await readdir(path.join(t.config.DATA_DIR, 'media'), { recursive: true })).length;
    const before = { items: (await myMedia(owner)).length, blobs: await stored() };
    const missing = refusal(await call(owner, 'import', { provider: 'pixabay', id: '999999' }), 404);
    expect(missing).toMatchObject({
      code: 'PROVIDER_ITEM_NOT_FOUND',
      message: 'Pixabay no longer has this picture.',
    });
    fake.fail('unsplash', 'serverError');
    expect(refusal(await call(owner, 'import', { provider: 'unsplash', id: 'u5' }), 503).code).toBe(
      'PROVIDER_BUSY',
    );
    fake.fail('unsplash', 'htmlFiles');
    const notAPicture = refusal(await call(owner, 'import', { provider: 'unsplash', id: 'u6' }), 415);
    expect(notAPicture.code).toBe('MEDIA_TYPE_NOT_ALLOWED');
    const badId = refusal(await call(owner, 'import', { provider: 'unsplash', id: '../../etc/passwd' }), 400);
    expect(badId.code).toBe('VALIDATION_FAILED');
    expect((await myMedia(owner)).length).toBe(before.items);
    expect(await stored()).toBe(before.blobs);
  });

  it("imports into a folder the user sees only, and never into another organization's", async () => {
    const folder = await post(
      t.app,
      '/api/media/folder/create',
      { name: 'Private', section: 'my', parentId: null },
      { cookie: owner.cookie },
    );
    const folderId = (folder.json() as { id: number }).id;
    const response = await call(neighbour, 'import', { provider: 'pexels', id: '903', folderId });
    expect(response.statusCode).toBe(404);
    expect((await myMedia(neighbour)).some((item) => item.origin?.id === '903')).toBe(false);
    expect((await myMedia(owner)).some((item) => item.origin?.id === '903')).toBe(false);
  });

  it('lets those who may upload import, and others not', async () => {
    expect((await call(screenManager, 'search', { provider: 'pexels', query: 'lake' })).statusCode).toBe(403);
    expect((await call(screenManager, 'import', { provider: 'pexels', id: '901' })).statusCode).toBe(403);
  });
});

describe('a provider that refuses the platform', () => {
  it("answers a refused key as the provider's failure, and a bad key never reaches the user", async () => {
    const refused = await createTestApp({
      ...fakeProviderSettings(fake),
      OUTBOUND_ALLOW_PRIVATE: 'true',
      UNSPLASH_ACCESS_KEY: 'a-revoked-key',
    });
    try {
      const someone = await organizationWithMember(refused, { name: 'Harbour Café' });
      const response = await post(
        refused.app,
        '/api/media/provider/search',
        { provider: 'unsplash', query: 'lake' },
        { cookie: someone.cookie },
      );
      const error = refusal(response, 502);
      expect(error).toMatchObject({ code: 'PROVIDER_FAILED' });
      expect(response.body).not.toContain('a-revoked-key');
    } finally {
      await refused.close();
    }
  });

  it('serves its thumbnails from the hosts the app lets the browser load', async () => {
    const policy = String((await t.app.inject({ url: '/api/health' })).headers['content-security-policy']);
    const imageSources = /img-src ([^;]+)/.exec(policy)?.[1] ?? '';
    expect(imageSources.split(' ')).toEqual(
      expect.arrayContaining(["'self'", 'https://images.unsplash.com', 'https://*.giphy.com', fake.origin]),
    );
  });
});

describe("the platform's outside services", () => {
  it('tells the root organization which settings are missing, and other admins only what is available', async () => {
    const bare = await createTestApp({ PEXELS_API_KEY: 'pexels-key' });
    try {
      const root = await logInRoot(bare);
      const asRoot = ZOutsideServices.parse(
        (await post(bare.app, '/api/platform/services', {}, { cookie: root.cookie })).json(),
      );
      expect(asRoot.services).toEqual([
        { service: 'unsplash', addOn: 'unsplashAddOn', configured: false, missing: ['UNSPLASH_ACCESS_KEY'] },
        { service: 'pexels', addOn: 'pexelsAddOn', configured: true, missing: [] },
        { service: 'pixabay', addOn: 'pixabayAddOn', configured: false, missing: ['PIXABAY_API_KEY'] },
        { service: 'giphy', addOn: 'giphyAddOn', configured: false, missing: ['GIPHY_API_KEY'] },
        {
          service: 'facebook',
          addOn: 'facebookAddOn',
          configured: false,
          missing: ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'],
        },
        {
          service: 'instagram',
          addOn: 'instagramAddOn',
          configured: false,
          missing: ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'],
        },
        {
          service: 'canva',
          addOn: 'canvaAddOn',
          configured: false,
          missing: ['CANVA_CLIENT_ID', 'CANVA_CLIENT_SECRET'],
        },
        {
          service: 'assistant',
          addOn: 'aiAssistant',
          configured: false,
          missing: ['AI_BASE_URL', 'AI_MODEL'],
        },
        {
          service: 'stripe',
          addOn: 'aiAssistant',
          configured: false,
          missing: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
        },
      ]);
      const customer = await organizationWithMember(bare, { name: 'Customer' });
      const asCustomer = ZOutsideServices.parse(
        (await post(bare.app, '/api/platform/services', {}, { cookie: customer.cookie })).json(),
      );
      expect(asCustomer.services.map((entry) => entry.missing)).toEqual([[], [], [], [], [], [], [], [], []]);
      expect(asCustomer.services.map((entry) => entry.configured)).toEqual([
        false,
        true,
        false,
        false,
        false,
        false,
        false,
        false,
        false,
      ]);
      // a provider without its key is not offered, whatever the licence says
      const offered = ZProviderList.parse(
        (await post(bare.app, '/api/media/provider/list', {}, { cookie: customer.cookie })).json(),
      );
      expect(offered.providers).toEqual([{ provider: 'pexels', kinds: ['photo'] }]);
      // the browser may show the thumbnails of the providers set up, and of no other
      const policy = String(
        (await bare.app.inject({ url: '/api/health' })).headers['content-security-policy'],
      );
      expect(policy).toContain('https://images.pexels.com');
      expect(policy).not.toContain('unsplash');
    } finally {
      await bare.close();
    }
  });
});
