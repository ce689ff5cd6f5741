/** A reference an SVG may keep: a fragment in the same document, or an embedded raster image. */
const FRAGMENT = /^#[^\s"'()<>\\]+$/;
const RASTER_DATA = /^data:image\/(?:png|jpeg|jpg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

export function isSafeReference(value: string): boolean {
  const target = value.trim();
  return FRAGMENT.test(target) || RASTER_DATA.test(target);
}

const URL_FUNCTION = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^\s"'()\\]*))\s*\)/gi;
const IMPORT = /@import\b[^;]*;?/gi;
/** What may still load something once url() and @import are handled; such CSS is dropped whole. */
const LEFTOVER = /url\s*\(|@import|image-set\s*\(|\bimage\s*\(|\bsrc\s*\(|cross-fade\s*\(|element\s*\(/i;

/**
 * Removes external references from CSS (a <style> element or a style attribute): @import rules go,
 * url() to anything but a fragment or a raster data: image becomes `none`. Answers null when the CSS
 * must be dropped whole: escapes (which could hide `url` or `@import`) or a reference it cannot read.
 */
export function cleanCss(css: string): string | null {
  if (css.includes('\\')) return null;
  const cleaned = css
    .replace(IMPORT, '')
    .replace(URL_FUNCTION, (whole, double?: string, single?: string, bare?: string) =>
      isSafeReference(double ?? single ?? bare ?? '') ? whole : 'none',
    );
  return LEFTOVER.test(cleaned.replace(URL_FUNCTION, '')) ? null : cleaned;
}
