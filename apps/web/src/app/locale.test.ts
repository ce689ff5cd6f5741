import { describe, expect, it } from 'vitest';
import { startupLocale, storeLocale } from './locale';

function storage(stored: string | null) {
  const values = new Map<string, string>(stored === null ? [] : [['locale', stored]]);
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('interface language at startup', () => {
  it('uses the language stored under "locale" first', () => {
    expect(startupLocale(storage('sv'), ['es-ES', 'en'])).toBe('sv');
  });

  it('falls back to the first browser language Placard speaks', () => {
    expect(startupLocale(storage(null), ['de-DE', 'fr-CA', 'es'])).toBe('fr');
  });

  it('ignores a stored value that is not one of the four languages', () => {
    expect(startupLocale(storage('de'), ['es-MX'])).toBe('es');
  });

  it('uses English when nothing matches', () => {
    expect(startupLocale(storage(null), ['de', 'ja'])).toBe('en');
    expect(startupLocale(undefined, [])).toBe('en');
  });

  it('survives storage that throws (private browsing)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(startupLocale(broken, ['sv-SE'])).toBe('sv');
  });

  it('remembers a choice for the next start', () => {
    const store = storage(null);
    storeLocale('es', store);
    expect(startupLocale(store, ['en'])).toBe('es');
  });
});
