import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Descriptors = { weight?: string; style?: string; display?: string };

/** A stand-in for the browser's FontFace: loading fails for the URLs in `failing`. */
class FakeFontFace {
  static created: FakeFontFace[] = [];
  static failing = new Set<string>();
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: Descriptors,
  ) {
    FakeFontFace.created.push(this);
  }
  load(): Promise<this> {
    const url = /url\("([^"]+)"\)/.exec(this.source)?.[1] ?? '';
    return FakeFontFace.failing.has(url) ? Promise.reject(new Error('NetworkError')) : Promise.resolve(this);
  }
}

const added: FakeFontFace[] = [];

/** A fresh loader (its cache lives in the module). */
async function freshLoader() {
  vi.resetModules();
  return import('./loader.js');
}

describe('font loader', () => {
  beforeEach(() => {
    FakeFontFace.created = [];
    FakeFontFace.failing = new Set();
    added.length = 0;
    vi.stubGlobal('FontFace', FakeFontFace);
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { add: (face: FakeFontFace) => added.push(face) },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'fonts');
  });

  it('registers every style of a font under its Placard family, once', async () => {
    const { loadFont } = await freshLoader();
    const first = loadFont('pt-sans');
    expect(loadFont('pt-sans')).toBe(first);
    await expect(first).resolves.toBe(true);
    await expect(loadFont('pt-sans')).resolves.toBe(true);

    expect(added).toHaveLength(4);
    expect(FakeFontFace.created).toHaveLength(4);
    expect(added.map((face) => [face.family, face.descriptors.weight, face.descriptors.style])).toEqual([
      ['Placard PT Sans', '400', 'normal'],
      ['Placard PT Sans', '700', 'normal'],
      ['Placard PT Sans', '400', 'italic'],
      ['Placard PT Sans', '700', 'italic'],
    ]);
    expect(added[3]?.source).toBe('url("/fonts/pt-sans-700-italic.woff2") format("woff2")');
  });

  it('answers false for a font it does not know, without downloading anything', async () => {
    const { loadFont } = await freshLoader();
    await expect(loadFont('comic-sans')).resolves.toBe(false);
    expect(FakeFontFace.created).toHaveLength(0);
  });

  it('answers false without the FontFace API', async () => {
    vi.stubGlobal('FontFace', undefined);
    const { loadFont } = await freshLoader();
    await expect(loadFont('lobster')).resolves.toBe(false);
  });

  it('tries a failed font again only after the cache lifetime, adding just the missing faces', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    FakeFontFace.failing.add('/fonts/arvo-700-italic.woff2');
    const { loadFont, FONT_CACHE_LIFETIME_MS } = await freshLoader();
    expect(FONT_CACHE_LIFETIME_MS).toBe(60_000);

    await expect(loadFont('arvo')).resolves.toBe(false);
    expect(added).toHaveLength(3);
    expect(FakeFontFace.created).toHaveLength(4);

    vi.setSystemTime(new Date('2026-11-21T10:00:59Z'));
    await expect(loadFont('arvo')).resolves.toBe(false);
    expect(FakeFontFace.created).toHaveLength(4);

    FakeFontFace.failing.clear();
    vi.setSystemTime(new Date('2026-11-21T10:01:00Z'));
    await expect(loadFont('arvo')).resolves.toBe(true);
    expect(FakeFontFace.created).toHaveLength(5);
    expect(added).toHaveLength(4);
    expect(added.at(-1)?.descriptors).toMatchObject({ weight: '700', style: 'italic' });
  });

  it('loads several fonts, true only when all of them loaded', async () => {
    const { loadFonts } = await freshLoader();
    await expect(loadFonts(['lobster', 'pacifico', 'lobster'])).resolves.toBe(true);
    expect(added.map((face) => face.family)).toEqual(['Placard Lobster', 'Placard Pacifico']);
    await expect(loadFonts(['lobster', 'no-such-font'])).resolves.toBe(false);
    await expect(loadFonts([])).resolves.toBe(true);
  });
});
