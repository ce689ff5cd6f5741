import type { CSSProperties } from 'react';
import type { MenuStyle } from '@placard/contract';

/** The colours a menu is drawn in: the style's own, or the element's. */
export type MenuColors = { background: string; text: string; accent: string; muted: string };

/** Where a style draws an ornament: none, or one of the shapes MenuWidget knows. */
export type MenuOrnament = 'none' | 'rules' | 'bar' | 'sparkles' | 'line';

/**
 * One style of menu: its fonts (ids of packages/fonts, loaded with the slide), colours, layout and
 * ornaments. Every size is in em of the widget's fitted font size, so the whole menu scales together.
 */
export type MenuTheme = {
  style: MenuStyle;
  headingFont: string;
  bodyFont: string;
  colors: MenuColors;
  /** the menu's box */
  root: (c: MenuColors) => CSSProperties;
  title: (c: MenuColors) => CSSProperties;
  /** what frames the title */
  titleOrnament: MenuOrnament;
  /** a category stays in one column (cards); else it may go on in the next */
  keepSectionsWhole: boolean;
  /** one category with its items */
  section: (c: MenuColors, index: number) => CSSProperties;
  categoryName: (c: MenuColors, index: number) => CSSProperties;
  /** what frames a category's name */
  categoryOrnament: MenuOrnament;
  item: (c: MenuColors) => CSSProperties;
  itemName: (c: MenuColors) => CSSProperties;
  /** a dotted line from the name to the price */
  leader: ((c: MenuColors) => CSSProperties) | null;
  price: (c: MenuColors) => CSSProperties;
  description: (c: MenuColors) => CSSProperties;
  picture: (c: MenuColors) => CSSProperties;
  soldOut: (c: MenuColors) => CSSProperties;
  /** space between the columns, in em */
  columnGap: number;
};

/** The colours of a theme, with what the element sets instead. */
export function menuColors(
  theme: MenuTheme,
  settings: { background: string | null; textColor: string | null; accentColor: string | null },
): MenuColors {
  const text = settings.textColor ?? theme.colors.text;
  return {
    background: settings.background ?? theme.colors.background,
    text,
    accent: settings.accentColor ?? theme.colors.accent,
    // a custom text colour brings its own muted shade
    muted: settings.textColor ? `color-mix(in srgb, ${text} 62%, transparent)` : theme.colors.muted,
  };
}
