export * from './fontEntry.js';
export { FONTS, fontById, fontFaceCss, fontFamilyCss, fontFileUrl, resolveFont } from './catalogue.js';
export { FONT_CACHE_LIFETIME_MS, loadFont, loadFonts } from './loader.js';
