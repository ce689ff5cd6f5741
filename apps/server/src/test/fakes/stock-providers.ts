import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import sharp from 'sharp';
import { FAKE_KEYS, type FakeProvider } from './stock-provider-keys.js';

export { FAKE_KEYS, fakeProviderSettings, type FakeProvider } from './stock-provider-keys.js';

/**
 * Unsplash, Pexels, Pixabay and GIPHY on 127.0.0.1, each under its own prefix (/unsplash, /pexels,
 * /pixabay, /giphy), speaking its real API: the same paths, parameters, authentication, answer shapes
 * and refusals (a wrong key, a rate limit, a missing picture). Each serves a small catalogue of
 * pictures, drawn as real JPEG and GIF files.
 */

/** A picture of the catalogue: its id, title and the colour its file is drawn in. */
export type FakePicture = {
  id: string;
  title: string;
  author: string;
  colour: string;
  kind: 'photo' | 'gif' | 'sticker';
};

const PHOTOS: readonly Omit<FakePicture, 'id' | 'kind'>[] = [
  { title: 'Mountain lake at dawn', author: 'Ada Berg', colour: '#2f6f8f' },
  { title: 'Mountain trail in autumn', author: 'Ada Berg', colour: '#b5651d' },
  { title: 'Coffee on a wooden table', author: 'Luis Ortega', colour: '#6f4e37' },
  { title: 'City street at night', author: 'Chloé Martin', colour: '#1f1f3a' },
  { title: 'Fresh bread in a bakery', author: 'Luis Ortega', colour: '#d2a060' },
  { title: 'Snowy forest', author: 'Erik Lind', colour: '#dfe8ee' },
];

/** Enough mountains for three pages of 24: a search that pages. */
function catalogue(kind: FakePicture['kind'], prefix: string): FakePicture[] {
  const named = PHOTOS.map((photo, index) => ({ ...photo, id: `${prefix}${index + 1}`, kind }));
  const more = Array.from({ length: 60 }, (_, index) => ({
    id: `${prefix}${100 + index}`,
    title: `Mountain view ${index + 1}`,
    author: 'Erik Lind',
    colour: `hsl(${(index * 37) % 360}, 60%, 45%)`,
    kind,
  }));
  return [...named, ...more];
}

export type FakeFailure =
  | 'rateLimited'
  | 'serverError'
  | 'down'
  /** its pictures' files are web pages served as JPEG */
  | 'htmlFiles';

export type FakeStockProviders = {
  origin: string;
  /** each provider's API address, for its *_API_URL setting */
  urls: Record<FakeProvider, string>;
  /** every request received, with the provider it went to */
  requests: { provider: FakeProvider; url: URL; authorization: string | undefined }[];
  /** makes a provider misbehave from now on; null answers normally again */
  fail(provider: FakeProvider, failure: FakeFailure | null): void;
  /** the catalogue of a provider (GIPHY: its GIFs) */
  pictures(provider: FakeProvider): readonly FakePicture[];
  close(): Promise<void>;
};

type Answer = { status: number; body: unknown; contentType?: string };

const json = (body: unknown, status = 200): Answer => ({ status, body });

function matches(picture: FakePicture, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const title = picture.title.toLowerCase();
  return words.length > 0 && words.every((word) => title.includes(word));
}

function page<T>(items: readonly T[], pageNumber: number, perPage: number): T[] {
  return items.slice((pageNumber - 1) * perPage, pageNumber * perPage);
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Draws a picture's file: a JPEG photo, or a GIF of two frames. */
async function drawFile(picture: FakePicture): Promise<{ bytes: Buffer; contentType: string }> {
  const width = 96;
  const height = 64;
  if (picture.kind === 'photo') {
    const bytes = await sharp({ create: { width, height, channels: 3, background: picture.colour } })
      .jpeg()
      .toBuffer();
    return { bytes, contentType: 'image/jpeg' };
  }
  // two frames: the picture's colour (transparent for a sticker), then a yellow one
  const background = picture.kind === 'sticker' ? { r: 0, g: 0, b: 0, alpha: 0 } : picture.colour;
  const frame = (colour: typeof background) =>
    sharp({ create: { width, height, channels: 4, background: colour } })
      .png()
      .toBuffer();
  const frames = [await frame(background), await frame('#ffcc00')];
  const bytes = await sharp(frames, { join: { animated: true } })
    .gif({ loop: 0, delay: [300, 300] })
    .toBuffer();
  return { bytes, contentType: 'image/gif' };
}

/**
 * Starts the fakes. `publicBase` is where they are reached from outside when another server forwards to
 * them (the browser tests' outside world); their own address by default.
 */
export async function startFakeStockProviders(
  options: { publicBase?: string } = {},
): Promise<FakeStockProviders> {
  const sockets = new Set<Socket>();
  const failures = new Map<FakeProvider, FakeFailure>();
  const requests: FakeStockProviders['requests'] = [];
  const pictures: Record<FakeProvider, FakePicture[]> = {
    unsplash: catalogue('photo', 'u'),
    pexels: catalogue('photo', '90'),
    pixabay: catalogue('photo', '70'),
    giphy: catalogue('gif', 'g'),
  };
  const stickers = catalogue('sticker', 's');
  const files = new Map<string, { bytes: Buffer; contentType: string }>();
  let origin = '';
  let base = '';

  const fileUrl = (provider: FakeProvider, picture: FakePicture, size: string) =>
    `${base}/${provider}/files/${picture.id}/${size}`;

  const find = (provider: FakeProvider, id: string) =>
    [...pictures[provider], ...(provider === 'giphy' ? stickers : [])].find((picture) => picture.id === id);

  const unsplashPhoto = (picture: FakePicture) => ({
    id: picture.id,
    width: 4000,
    height: 3000,
    description: picture.title,
    alt_description: picture.title.toLowerCase(),
    urls: {
      raw: `${fileUrl('unsplash', picture, 'raw')}?ixid=fake`,
      full: fileUrl('unsplash', picture, 'full'),
      regular: fileUrl('unsplash', picture, 'regular'),
      small: fileUrl('unsplash', picture, 'small'),
      thumb: fileUrl('unsplash', picture, 'thumb'),
    },
    links: {
      self: `${base}/unsplash/photos/${picture.id}`,
      html: `https://unsplash.com/photos/${picture.id}`,
      download: fileUrl('unsplash', picture, 'download'),
      download_location: `${base}/unsplash/photos/${picture.id}/download?ixid=fake`,
    },
    user: {
      name: picture.author,
      username: slug(picture.author),
      links: { html: `https://unsplash.com/@${slug(picture.author)}` },
    },
  });

  const unsplash = (url: URL, authorization: string | undefined): Answer => {
    if (authorization !== `Client-ID ${FAKE_KEYS.unsplash}`) {
      return json({ errors: ['OAuth error: The access token is invalid'] }, 401);
    }
    if (failures.get('unsplash') === 'rateLimited') {
      return { status: 403, body: 'Rate Limit Exceeded', contentType: 'text/plain' };
    }
    if (url.pathname === '/search/photos') {
      const found = pictures.unsplash.filter((picture) =>
        matches(picture, url.searchParams.get('query') ?? ''),
      );
      const perPage = Number(url.searchParams.get('per_page') ?? 10);
      return json({
        total: found.length,
        total_pages: Math.ceil(found.length / perPage),
        results: page(found, Number(url.searchParams.get('page') ?? 1), perPage).map(unsplashPhoto),
      });
    }
    const photo = /^\/photos\/([^/]+)(\/download)?$/.exec(url.pathname);
    const picture = photo?.[1] === undefined ? undefined : find('unsplash', photo[1]);
    if (!photo || !picture) return json({ errors: ["Couldn't find Photo"] }, 404);
    if (photo[2]) return json({ url: fileUrl('unsplash', picture, 'download') });
    return json(unsplashPhoto(picture));
  };

  const pexelsPhoto = (picture: FakePicture) => ({
    id: Number(picture.id),
    width: 5000,
    height: 3333,
    url: `https://www.pexels.com/photo/${slug(picture.title)}-${picture.id}/`,
    photographer: picture.author,
    photographer_url: `https://www.pexels.com/@${slug(picture.author)}`,
    photographer_id: 1,
    avg_color: picture.colour,
    alt: picture.title,
    src: Object.fromEntries(
      ['original', 'large2x', 'large', 'medium', 'small', 'portrait', 'landscape', 'tiny'].map((size) => [
        size,
        fileUrl('pexels', picture, size),
      ]),
    ),
  });

  const pexels = (url: URL, authorization: string | undefined): Answer => {
    if (authorization !== FAKE_KEYS.pexels) return json({ error: 'Authorization field missing' }, 401);
    if (failures.get('pexels') === 'rateLimited') return json({ error: 'Rate limit exceeded' }, 429);
    if (url.pathname === '/v1/search') {
      const found = pictures.pexels.filter((picture) =>
        matches(picture, url.searchParams.get('query') ?? ''),
      );
      const pageNumber = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? 15);
      const next = pageNumber * perPage < found.length;
      return json({
        page: pageNumber,
        per_page: perPage,
        total_results: found.length,
        photos: page(found, pageNumber, perPage).map(pexelsPhoto),
        ...(next ? { next_page: `${base}/pexels/v1/search/?page=${pageNumber + 1}` } : {}),
      });
    }
    const id = /^\/v1\/photos\/([^/]+)$/.exec(url.pathname)?.[1];
    const picture = id === undefined ? undefined : find('pexels', id);
    return picture ? json(pexelsPhoto(picture)) : json({ error: 'Not Found' }, 404);
  };

  const pixabayHit = (picture: FakePicture) => ({
    id: Number(picture.id),
    pageURL: `https://pixabay.com/photos/${slug(picture.title)}-${picture.id}/`,
    type: 'photo',
    tags: picture.title.toLowerCase().split(' ').slice(0, 3).join(', '),
    previewURL: fileUrl('pixabay', picture, 'preview'),
    webformatURL: fileUrl('pixabay', picture, 'webformat'),
    largeImageURL: fileUrl('pixabay', picture, 'large'),
    imageWidth: 6000,
    imageHeight: 4000,
    views: 1,
    downloads: 1,
    likes: 1,
    user_id: 42,
    user: slug(picture.author),
    userImageURL: '',
  });

  const pixabay = (url: URL): Answer => {
    const text = (status: number, body: string): Answer => ({ status, body, contentType: 'text/html' });
    if (url.pathname !== '/api/') return text(404, 'Not found');
    if (url.searchParams.get('key') !== FAKE_KEYS.pixabay)
      return text(400, '[ERROR 400] Invalid or missing API key');
    if (failures.get('pixabay') === 'rateLimited') return text(429, 'API rate limit exceeded');
    const id = url.searchParams.get('id');
    if (id !== null) {
      const picture = find('pixabay', id);
      if (!picture) return text(400, '[ERROR 400] "id" is out of valid range.');
      return json({ total: 1, totalHits: 1, hits: [pixabayHit(picture)] });
    }
    const found = pictures.pixabay.filter((picture) => matches(picture, url.searchParams.get('q') ?? ''));
    const pageNumber = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? 20);
    if ((pageNumber - 1) * perPage >= Math.max(found.length, 1)) {
      return text(400, '[ERROR 400] "page" is out of valid range.');
    }
    return json({
      total: found.length,
      totalHits: found.length,
      hits: page(found, pageNumber, perPage).map(pixabayHit),
    });
  };

  const giphyGif = (picture: FakePicture) => {
    const rendition = (size: string, width: number, height: number) => ({
      url: fileUrl('giphy', picture, size),
      width: String(width),
      height: String(height),
      size: '20000',
    });
    return {
      type: 'gif',
      id: picture.id,
      url: `https://giphy.com/gifs/${slug(picture.title)}-${picture.id}`,
      slug: `${slug(picture.title)}-${picture.id}`,
      title: `${picture.title} GIF`,
      rating: 'g',
      username: slug(picture.author),
      user: { display_name: picture.author, profile_url: `https://giphy.com/${slug(picture.author)}/` },
      images: {
        original: rendition('original', 480, 320),
        fixed_width: rendition('fixed_width', 200, 133),
        fixed_width_still: rendition('fixed_width_still', 200, 133),
      },
    };
  };

  const giphy = (url: URL): Answer => {
    const meta = (status: number, msg: string) => ({ status, msg, response_id: 'fake' });
    const key = url.searchParams.get('api_key');
    if (!key) return json({ message: 'No API key found in request' }, 401);
    if (key !== FAKE_KEYS.giphy) return json({ data: [], meta: meta(403, 'Forbidden') }, 403);
    if (failures.get('giphy') === 'rateLimited') return json({ message: 'API rate limit exceeded' }, 429);
    const search = /^\/v1\/(gifs|stickers)\/search$/.exec(url.pathname);
    if (search) {
      const source = search[1] === 'stickers' ? stickers : pictures.giphy;
      const found = source.filter((picture) => matches(picture, url.searchParams.get('q') ?? ''));
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const data = found.slice(offset, offset + limit).map(giphyGif);
      return json({
        data,
        pagination: { total_count: found.length, count: data.length, offset },
        meta: meta(200, 'OK'),
      });
    }
    const id = /^\/v1\/gifs\/([^/]+)$/.exec(url.pathname)?.[1];
    const picture = id === undefined ? undefined : find('giphy', id);
    if (!picture) return json({ data: [], meta: meta(404, 'Not Found') }, 404);
    return json({ data: giphyGif(picture), meta: meta(200, 'OK') });
  };

  const serveFile = async (provider: FakeProvider, id: string, response: ServerResponse) => {
    if (failures.get(provider) === 'htmlFiles') {
      response
        .writeHead(200, { 'content-type': 'image/jpeg' })
        .end('<!doctype html><script>alert(1)</script>');
      return;
    }
    const picture = find(provider, id);
    if (!picture) {
      response.writeHead(404).end();
      return;
    }
    let file = files.get(picture.id);
    if (!file) {
      file = await drawFile(picture);
      files.set(picture.id, file);
    }
    response.writeHead(200, { 'content-type': file.contentType, 'content-length': file.bytes.length });
    response.end(file.bytes);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const full = new URL(request.url ?? '/', origin);
    const [, provider, ...rest] = full.pathname.split('/');
    if (!provider || !(provider in FAKE_KEYS)) {
      response.writeHead(404).end();
      return;
    }
    const name = provider as FakeProvider;
    const url = new URL(`/${rest.join('/')}${full.search}`, origin);
    const authorization = request.headers.authorization;
    requests.push({ provider: name, url, authorization });
    const failure = failures.get(name);
    if (failure === 'down') {
      request.socket.destroy();
      return;
    }
    if (failure === 'serverError') {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      return;
    }
    const file = /^\/files\/([^/]+)\/[^/]+$/.exec(url.pathname);
    if (file?.[1] !== undefined) {
      await serveFile(name, file[1], response);
      return;
    }
    const answer =
      name === 'unsplash'
        ? unsplash(url, authorization)
        : name === 'pexels'
          ? pexels(url, authorization)
          : name === 'pixabay'
            ? pixabay(url)
            : giphy(url);
    const contentType = answer.contentType ?? 'application/json; charset=utf-8';
    const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    response.writeHead(answer.status, { 'content-type': contentType }).end(body);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  base = options.publicBase ?? origin;
  const urls = Object.fromEntries(
    Object.keys(FAKE_KEYS).map((provider) => [provider, `${base}/${provider}`]),
  ) as Record<FakeProvider, string>;

  return {
    origin,
    urls,
    requests,
    fail: (provider, failure) => {
      if (failure === null) failures.delete(provider);
      else failures.set(provider, failure);
    },
    pictures: (provider) => pictures[provider],
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
