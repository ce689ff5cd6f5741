import { ZMenuSettings, type MenuStyle } from '@placard/contract';
import type { MenuTheme } from './menuTheme';
import { MINIMALISTIC } from './minimalistic';
import { MODERN } from './modern';
import { PLAYFUL } from './playful';
import { PROFESSIONAL } from './professional';

export const MENU_THEMES: Record<MenuStyle, MenuTheme> = {
  minimalistic: MINIMALISTIC,
  modern: MODERN,
  playful: PLAYFUL,
  professional: PROFESSIONAL,
};

/** The fonts a menu element's style draws with (for the slide's font loading and a screen's cache). */
export function menuFonts(contents: unknown): string[] {
  const parsed = ZMenuSettings.safeParse(contents);
  if (!parsed.success) return [];
  const theme = MENU_THEMES[parsed.data.style];
  return [...new Set([theme.headingFont, theme.bodyFont])];
}
