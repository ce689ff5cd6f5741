import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  TOP_BAR_LOCALES,
  chooseLocale,
  isLocale,
  localeFromAcceptLanguage,
  toLocale,
} from './locale.js';

describe('chooseLocale', () => {
  it('prefers the stored choice over the browser languages', () => {
    expect(chooseLocale('fr', ['sv-SE', 'es'])).toBe('fr');
  });

  it("takes the browser's language when nothing is stored", () => {
    expect(chooseLocale(null, ['sv-SE'])).toBe('sv');
    expect(chooseLocale(undefined, ['es-MX', 'en-US'])).toBe('es');
  });

  it('skips browser languages Placard does not speak', () => {
    expect(chooseLocale(null, ['de-DE', 'ja', 'fr-CA'])).toBe('fr');
  });

  it('ignores a stored value that is not a supported language', () => {
    expect(chooseLocale('de', ['sv'])).toBe('sv');
    expect(chooseLocale('', ['es'])).toBe('es');
  });

  it('falls back to English', () => {
    expect(chooseLocale(null, ['de-DE', 'pt-BR'])).toBe('en');
    expect(chooseLocale(undefined)).toBe('en');
    expect(DEFAULT_LOCALE).toBe('en');
  });
});

describe('toLocale and isLocale', () => {
  it('reduces a language tag to a supported language', () => {
    expect(toLocale('es-MX')).toBe('es');
    expect(toLocale('SV_se')).toBe('sv');
    expect(toLocale(' fr ')).toBe('fr');
    expect(toLocale('de')).toBeUndefined();
    expect(toLocale(null)).toBeUndefined();
  });

  it('knows the four interface languages and offers English and Spanish in the top bar', () => {
    expect(['en', 'es', 'fr', 'sv'].every(isLocale)).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale('EN')).toBe(false);
    expect(TOP_BAR_LOCALES).toEqual(['en', 'es']);
  });
});

describe('localeFromAcceptLanguage', () => {
  it('takes the supported language with the highest weight', () => {
    expect(localeFromAcceptLanguage('de-DE,de;q=0.9,sv;q=0.8,en;q=0.7')).toBe('sv');
    expect(localeFromAcceptLanguage('en;q=0.5, fr;q=0.9')).toBe('fr');
    expect(localeFromAcceptLanguage('es;q=0.2,sv-SE;q=0.4')).toBe('sv');
  });

  it('keeps the header order between languages of equal weight', () => {
    expect(localeFromAcceptLanguage('fr, es')).toBe('fr');
    expect(localeFromAcceptLanguage('es;q=0.8, fr;q=0.8')).toBe('es');
  });

  it('treats a language without a weight as weight 1', () => {
    expect(localeFromAcceptLanguage('sv;q=0.9, es')).toBe('es');
  });

  it('never chooses a language marked not acceptable (q=0)', () => {
    expect(localeFromAcceptLanguage('de, sv;q=0')).toBe('en');
    expect(localeFromAcceptLanguage('fr;q=0, es;q=0.1')).toBe('es');
  });

  it('falls back to English for a missing, empty or unsupported header', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
    expect(localeFromAcceptLanguage('')).toBe('en');
    expect(localeFromAcceptLanguage('*')).toBe('en');
    expect(localeFromAcceptLanguage('de-CH, ja;q=0.5')).toBe('en');
  });
});
