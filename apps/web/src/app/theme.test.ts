import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCENT, THEME_PRIMARY, type TTheme } from '@placard/contract';
import { createPlacardTheme, primaryColorOf } from './theme';

const theme = (colors: Partial<TTheme>): TTheme => ({
  accentColor: null,
  navBarColor: null,
  contentColor: null,
  navTextColor: null,
  logoUrl: null,
  homeBackgroundUrl: null,
  websiteTitle: null,
  ...colors,
});

describe('the organization theme', () => {
  it("keeps Placard's colours when nothing is set", () => {
    const placard = createPlacardTheme(null);
    expect(placard.palette.primary.main).toBe(THEME_PRIMARY);
    expect(placard.palette.secondary.main).toBe(DEFAULT_ACCENT);
    expect(placard.palette.nav.bar).toBe(THEME_PRIMARY);
  });

  it('lets a dark nav bar colour lead buttons and banners too', () => {
    expect(primaryColorOf(theme({ navBarColor: '#1B5E20' }))).toBe('#1B5E20');
    const green = createPlacardTheme(theme({ navBarColor: '#1B5E20', accentColor: '#FFAA00' }));
    expect(green.palette.primary.main).toBe('#1B5E20');
    expect(green.palette.nav.bar).toBe('#1B5E20');
    expect(green.palette.secondary.main).toBe('#FFAA00');
  });

  it('keeps Placard red for buttons when the nav bar colour is too light to stand on white', () => {
    expect(primaryColorOf(theme({ navBarColor: '#FFF8E1' }))).toBe(THEME_PRIMARY);
    expect(createPlacardTheme(theme({ navBarColor: '#FFF8E1' })).palette.nav.bar).toBe('#FFF8E1');
  });

  it('paints the page background with the content colour', () => {
    expect(createPlacardTheme(theme({ contentColor: '#EEEEEE' })).palette.background.default).toBe('#EEEEEE');
  });
});
