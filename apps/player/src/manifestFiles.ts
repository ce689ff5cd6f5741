import type { TManifest, TSlideData } from '@placard/contract';
import { fontById, fontFileUrl } from '@placard/fonts';
import { slideFonts } from '@placard/slides';

/** Placard's own files; a slide may also name https addresses elsewhere, which the screen does not keep. */
const OWN_FILE = /^\/api\/files\//;

function collectStrings(value: unknown, found: Set<string>): void {
  if (typeof value === 'string') {
    if (OWN_FILE.test(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectStrings(item, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) collectStrings(item, found);
  }
}

const slidesOf = (manifest: TManifest): TSlideData[] =>
  manifest.playlists.flatMap((playlist) => playlist.slides.map((slide) => slide.data));

/**
 * Every Placard file the manifest's slides show (pictures, videos, posters, backgrounds): the
 * manifest's own list, and any file a slide names that the list would have missed.
 */
export function mediaFiles(manifest: TManifest): string[] {
  const found = new Set(manifest.media.filter((url) => OWN_FILE.test(url)));
  for (const slide of slidesOf(manifest)) collectStrings(slide, found);
  return [...found];
}

/** The font files (every weight and style) of the fonts the manifest's text uses. */
export function fontFiles(manifest: TManifest): string[] {
  const ids = new Set(slidesOf(manifest).flatMap((slide) => slideFonts(slide)));
  const files = new Set<string>();
  for (const id of ids) {
    const font = fontById(id);
    if (!font?.url) continue;
    for (const { weight, style } of font.styles) files.add(fontFileUrl(font, weight, style));
  }
  return [...files];
}

function replaceStrings<T>(value: T, addresses: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') return (addresses.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => replaceStrings(item, addresses)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, replaceStrings(item, addresses)]),
    ) as T;
  }
  return value;
}

/**
 * The manifest with the files its slides and its widgets' data name (story pictures) replaced by
 * other addresses (the cached copies).
 */
export function withAddresses(manifest: TManifest, addresses: ReadonlyMap<string, string>): TManifest {
  if (addresses.size === 0) return manifest;
  return {
    ...manifest,
    playlists: manifest.playlists.map((playlist) => ({
      ...playlist,
      slides: playlist.slides.map((slide) => ({ ...slide, data: replaceStrings(slide.data, addresses) })),
    })),
    widgets: replaceStrings(manifest.widgets, addresses),
  };
}
