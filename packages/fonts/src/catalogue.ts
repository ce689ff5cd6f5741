import { DEFAULT_FONT } from '@placard/contract';
import { FONTS_BASE_URL, type FontEntry, type FontStyleName, type FontWeight } from './fontEntry.js';
import { FONTS } from './fontList.js';

export { FONTS };

/** Spec section 3: only entries with a thumbnail are indexed by their id. */
const BY_ID: ReadonlyMap<string, FontEntry> = new Map(
  FONTS.filter((font) => font.thumbnailUrl !== '').map((font) => [font.quillId, font]),
);

/** The catalogue entry of a font id, if Placard ships it. */
export function fontById(id: string): FontEntry | undefined {
  return BY_ID.get(id);
}

/** The font a text shows in: the requested one, or the default font when it is unknown. */
export function resolveFont(id: string | undefined): FontEntry {
  const font = (id === undefined ? undefined : fontById(id)) ?? fontById(DEFAULT_FONT);
  if (!font) throw new Error(`The default font ${DEFAULT_FONT} is missing from the catalogue`);
  return font;
}

function quoted(family: string): string {
  return `"${family.replace(/["\\]/g, '\\$&')}"`;
}

/** The CSS font-family of a font id, e.g. '"Placard Roboto", sans-serif' (the default font's when unknown). */
export function fontFamilyCss(id: string | undefined): string {
  const font = resolveFont(id);
  return `${quoted(font.family)}, ${font.fallback}`;
}

/** Where one weight and style of a font is served. */
export function fontFileUrl(entry: FontEntry, weight: FontWeight, style: FontStyleName): string {
  return `${FONTS_BASE_URL}/${entry.quillId}-${weight}-${style}.woff2`;
}

/**
 * @font-face rules for fonts (unknown ids are skipped), for tools that copy a page's fonts from CSS
 * text rather than from document.fonts (such as a slide rasteriser's font embedding).
 */
export function fontFaceCss(ids: Iterable<string>): string {
  const rules: string[] = [];
  for (const id of new Set(ids)) {
    const font = fontById(id);
    if (!font?.url) continue;
    for (const { weight, style } of font.styles) {
      rules.push(
        `@font-face { font-family: ${quoted(font.family)}; src: url("${fontFileUrl(font, weight, style)}") format("woff2"); font-weight: ${weight}; font-style: ${style}; font-display: swap; }`,
      );
    }
  }
  return rules.join('\n');
}
