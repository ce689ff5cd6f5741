import {
  THEME_COLORS,
  THEME_IMAGE_MAX_BYTES,
  type TTheme,
  type TThemeColorsRequest,
  type ThemeColor,
} from '@placard/contract';
import { hexToRgb, rgbToHex } from '@mui/material/styles';
import { createPlacardTheme } from '../../app/theme';

/** The image types the server accepts for a logo or a home background. */
export const THEME_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const THEME_IMAGE_ACCEPT = THEME_IMAGE_TYPES.join(',');
/** The size limit in whole megabytes, for messages. */
export const THEME_IMAGE_MAX_MB = Math.round(THEME_IMAGE_MAX_BYTES / (1024 * 1024));

export type ThemeImageProblem = 'none' | 'count' | 'type' | 'size' | 'empty';

/**
 * Checks a picked or dropped selection before uploading: exactly one file, a PNG, JPEG, WebP or GIF,
 * not empty and at most THEME_IMAGE_MAX_BYTES. Returns the file, or what is wrong.
 */
export function checkThemeImage<F extends { type: string; size: number }>(
  files: ArrayLike<F> | null | undefined,
): { file: F; problem?: undefined } | { file?: undefined; problem: ThemeImageProblem } {
  if (!files || files.length === 0) return { problem: 'none' };
  if (files.length > 1) return { problem: 'count' };
  const file = files[0];
  if (!file) return { problem: 'none' };
  if (!(THEME_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) return { problem: 'type' };
  if (file.size === 0) return { problem: 'empty' };
  if (file.size > THEME_IMAGE_MAX_BYTES) return { problem: 'size' };
  return { file };
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** A colour as the theme stores it: # and six hex digits. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

/** Turns what someone typed ("2e96f4", " #2E96F4 ") into #RRGGBB, or returns it unchanged. */
export function normalizeHex(value: string): string {
  const trimmed = value.trim();
  const withHash = trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
  return isHexColor(withHash) ? withHash.toUpperCase() : value;
}

/** Any colour MUI produces (#fff, #FFFFFF, rgb(…)) as #RRGGBB, what a colour input shows. */
export function toHexColor(color: string): string {
  return rgbToHex(color.startsWith('#') ? hexToRgb(color) : color).toUpperCase();
}

export type ThemeColorValues = Record<ThemeColor, string | null>;

/**
 * The colour each property has when it is not set, as the app shell draws it (app/theme.ts): the accent
 * is #2E96F4, the navigation bar Placard's primary #C91E4E, the text on it white, the content light grey.
 */
export function defaultThemeColors(): Record<ThemeColor, string> {
  const palette = createPlacardTheme(null).palette;
  return {
    accentColor: toHexColor(palette.secondary.main),
    navBarColor: toHexColor(palette.nav.bar),
    contentColor: toHexColor(palette.background.default),
    navTextColor: toHexColor(palette.nav.barText),
  };
}

/** The saved colours of a theme (null: the default). */
export function savedColors(theme: TTheme | null | undefined): ThemeColorValues {
  return Object.fromEntries(THEME_COLORS.map((key) => [key, theme?.[key] ?? null])) as ThemeColorValues;
}

/**
 * The theme to preview: the saved theme with the colours being edited laid over it. A colour still
 * being typed (not yet #RRGGBB) keeps the saved one.
 */
export function previewTheme(theme: TTheme | null | undefined, draft: Partial<ThemeColorValues>): TTheme {
  const base: TTheme = theme ?? {
    accentColor: null,
    navBarColor: null,
    contentColor: null,
    navTextColor: null,
    logoUrl: null,
    homeBackgroundUrl: null,
    websiteTitle: null,
  };
  const colors = Object.fromEntries(
    THEME_COLORS.map((key) => {
      const value = draft[key];
      if (value === null) return [key, null];
      return [key, isHexColor(value) ? value : base[key]];
    }),
  );
  return { ...base, ...colors };
}

/** Only the colours that differ from the saved theme, for POST updateThemeColors (null resets one). */
export function changedColors(saved: ThemeColorValues, draft: ThemeColorValues): TThemeColorsRequest {
  const changes: TThemeColorsRequest = {};
  for (const key of THEME_COLORS) {
    const before = saved[key]?.toUpperCase() ?? null;
    const after = draft[key]?.toUpperCase() ?? null;
    if (before !== after) changes[key] = draft[key] === null ? null : normalizeHex(draft[key]);
  }
  return changes;
}
