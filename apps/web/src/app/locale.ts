import { chooseLocale, LOCALE_STORAGE_KEY, type Locale } from '@placard/contract';

function readStoredLocale(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The interface language at startup: the choice stored under `locale`, else the first browser
 * language Placard speaks, else English.
 */
export function startupLocale(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  languages: readonly string[] = globalThis.navigator?.languages ?? [],
): Locale {
  return chooseLocale(readStoredLocale(storage), languages);
}

/** Remembers the interface language for the next visit. */
export function storeLocale(
  locale: Locale,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
}
