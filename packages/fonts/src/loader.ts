import { fontById, fontFileUrl } from './catalogue.js';
import type { FontEntry, FontStyle } from './fontEntry.js';

/** Spec section 9: a font that failed to load is tried again after this long (a loaded one stays). */
export const FONT_CACHE_LIFETIME_MS = 60_000;

type CachedLoad = { promise: Promise<boolean>; failedAt?: number };

const loads = new Map<string, CachedLoad>();
/** faces already in document.fonts, so a retry after a failure adds only the missing ones */
const addedFaces = new Set<string>();

function canLoadFonts(): boolean {
  return typeof FontFace !== 'undefined' && typeof document !== 'undefined' && 'fonts' in document;
}

async function loadFace(font: FontEntry, { weight, style }: FontStyle): Promise<void> {
  const key = `${font.quillId}-${weight}-${style}`;
  if (addedFaces.has(key)) return;
  const face = new FontFace(font.family, `url("${fontFileUrl(font, weight, style)}") format("woff2")`, {
    weight: String(weight),
    style,
    display: 'swap',
  });
  await face.load();
  if (addedFaces.has(key)) return;
  document.fonts.add(face);
  addedFaces.add(key);
}

/**
 * Loads a font of the catalogue: every weight and style it ships is registered in document.fonts
 * under the font's family (see fontFamilyCss). Resolves true once they are all usable, false for an
 * unknown font, a font without a file, or a failed download (never rejects). Calls share one load.
 */
export function loadFont(id: string): Promise<boolean> {
  const font = fontById(id);
  if (!font?.url || !canLoadFonts()) return Promise.resolve(false);
  const cached = loads.get(id);
  if (cached && (cached.failedAt === undefined || Date.now() - cached.failedAt < FONT_CACHE_LIFETIME_MS)) {
    return cached.promise;
  }
  const load: CachedLoad = {
    promise: Promise.all(font.styles.map((style) => loadFace(font, style))).then(
      () => true,
      () => {
        load.failedAt = Date.now();
        return false;
      },
    ),
  };
  loads.set(id, load);
  return load.promise;
}

/** Loads several fonts at once; resolves true when every one of them loaded. */
export async function loadFonts(ids: Iterable<string>): Promise<boolean> {
  const results = await Promise.all([...new Set(ids)].map(loadFont));
  return results.every(Boolean);
}
