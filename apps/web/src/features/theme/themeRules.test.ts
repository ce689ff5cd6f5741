import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCENT, THEME_IMAGE_MAX_BYTES, THEME_PRIMARY, type TTheme } from '@placard/contract';
import {
  changedColors,
  checkThemeImage,
  defaultThemeColors,
  isHexColor,
  normalizeHex,
  previewTheme,
  savedColors,
  THEME_IMAGE_MAX_MB,
  toHexColor,
} from './themeRules';

const file = (type: string, size = 1000) => ({ type, size });

describe('theme image checks', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'IMAGE/PNG'])('accepts %s', (type) => {
    const picked = file(type);
    expect(checkThemeImage([picked])).toEqual({ file: picked });
  });

  it.each(['image/svg+xml', 'application/pdf', 'video/mp4', ''])('refuses the type %j', (type) => {
    expect(checkThemeImage([file(type)])).toEqual({ problem: 'type' });
  });

  it('accepts exactly the size limit and refuses one byte more', () => {
    expect(checkThemeImage([file('image/png', THEME_IMAGE_MAX_BYTES)]).problem).toBeUndefined();
    expect(checkThemeImage([file('image/png', THEME_IMAGE_MAX_BYTES + 1)])).toEqual({ problem: 'size' });
    expect(THEME_IMAGE_MAX_MB).toBe(5);
  });

  it('takes one file per drop, and not an empty one', () => {
    expect(checkThemeImage([file('image/png'), file('image/png')])).toEqual({ problem: 'count' });
    expect(checkThemeImage([])).toEqual({ problem: 'none' });
    expect(checkThemeImage(null)).toEqual({ problem: 'none' });
    expect(checkThemeImage([file('image/png', 0)])).toEqual({ problem: 'empty' });
  });
});

describe('theme colours', () => {
  const theme: TTheme = {
    accentColor: '#112233',
    navBarColor: null,
    contentColor: '#FAFAFA',
    navTextColor: null,
    logoUrl: '/media/logo.png',
    homeBackgroundUrl: null,
    websiteTitle: 'Signs',
  };

  it('knows the defaults the shell uses (spec section 9)', () => {
    const defaults = defaultThemeColors();
    expect(defaults.accentColor).toBe(DEFAULT_ACCENT);
    expect(defaults.navBarColor).toBe(THEME_PRIMARY);
    expect(defaults.navTextColor).toBe('#FFFFFF');
    expect(defaults.contentColor).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('checks and tidies hex colours', () => {
    expect(isHexColor('#2E96f4')).toBe(true);
    expect(isHexColor('#2E96F')).toBe(false);
    expect(isHexColor('2E96F4')).toBe(false);
    expect(isHexColor(null)).toBe(false);
    expect(normalizeHex(' 2e96f4 ')).toBe('#2E96F4');
    expect(normalizeHex('#abc')).toBe('#abc');
    expect(toHexColor('#fff')).toBe('#FFFFFF');
    expect(toHexColor('#2e96f4')).toBe('#2E96F4');
    expect(toHexColor('rgb(201, 30, 78)')).toBe('#C91E4E');
  });

  it('previews the colours being edited, keeping the saved one while a value is incomplete', () => {
    const preview = previewTheme(theme, { accentColor: '#445566', navBarColor: '#12', contentColor: null });
    expect(preview.accentColor).toBe('#445566');
    expect(preview.navBarColor).toBeNull();
    expect(preview.contentColor).toBeNull();
    expect(preview.logoUrl).toBe('/media/logo.png');
    expect(previewTheme(null, { navTextColor: '#000000' }).navTextColor).toBe('#000000');
  });

  it('sends only the colours that changed, null for one put back to its default', () => {
    const saved = savedColors(theme);
    expect(saved).toEqual({
      accentColor: '#112233',
      navBarColor: null,
      contentColor: '#FAFAFA',
      navTextColor: null,
    });
    expect(changedColors(saved, { ...saved, accentColor: '#112233' })).toEqual({});
    expect(changedColors(saved, { ...saved, accentColor: '#112233'.toLowerCase() })).toEqual({});
    expect(
      changedColors(saved, { ...saved, navBarColor: '#aabbcc', contentColor: null, navTextColor: '000000' }),
    ).toEqual({ navBarColor: '#AABBCC', contentColor: null, navTextColor: '#000000' });
  });
});
