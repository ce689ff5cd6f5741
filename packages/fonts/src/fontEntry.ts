/** Kinds of fonts in the catalogue, as the picker groups them. */
export const FONT_CATEGORIES = ['sans-serif', 'serif', 'display', 'handwriting', 'monospace'] as const;
export type FontCategory = (typeof FONT_CATEGORIES)[number];

/** The weights a text can ask for: regular and bold. */
export const FONT_WEIGHTS = [400, 700] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];

export const FONT_STYLES = ['normal', 'italic'] as const;
export type FontStyleName = (typeof FONT_STYLES)[number];

export type FontStyle = { weight: FontWeight; style: FontStyleName };

/** One font of the catalogue; its files are served by Placard itself under FONTS_BASE_URL. */
export type FontEntry = {
  /** the font id a text format carries (the @fontsource package name), e.g. 'open-sans' */
  quillId: string;
  /** the name people see, e.g. 'Open Sans' */
  name: string;
  /** the CSS family Placard registers, e.g. 'Placard Open Sans' (never a locally installed copy) */
  family: string;
  category: FontCategory;
  /** the generic CSS family used while the font loads or when it cannot */
  fallback: string;
  /** the weights and styles that have a file of their own */
  styles: readonly FontStyle[];
  /** the regular (400 normal) file */
  url: string;
  /** an SVG picture of the font's name drawn in the font */
  thumbnailUrl: string;
};

/** Where the font files and thumbnails are served. */
export const FONTS_BASE_URL = '/fonts';
