export const LOCALES = ['en', 'es', 'fr', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The public top bar offers only these (spec section 1). */
export const TOP_BAR_LOCALES: readonly Locale[] = ['en', 'es'];
export const LOCALE_STORAGE_KEY = 'locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'es-MX' → 'es'; anything we do not speak → undefined. */
export function toLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : undefined;
}

/** The interface language: the stored choice, else the first browser language we speak, else English. */
export function chooseLocale(
  stored: string | null | undefined,
  browserLanguages: readonly string[] = [],
): Locale {
  const fromStore = toLocale(stored);
  if (fromStore) return fromStore;
  for (const language of browserLanguages) {
    const locale = toLocale(language);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** Best locale from an HTTP Accept-Language header ("sv-SE,sv;q=0.9,en;q=0.8"). */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    // q=0 means "not acceptable" (RFC 9110)
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
  return chooseLocale(undefined, ranked);
}
