import type { Locale } from '@placard/contract';
import en from '../../locales/en/actions.json' with { type: 'json' };
import es from '../../locales/es/actions.json' with { type: 'json' };
import fr from '../../locales/fr/actions.json' with { type: 'json' };
import sv from '../../locales/sv/actions.json' with { type: 'json' };

/** What a change made while impersonating did, by route ("METHOD /api/path/:param"), per language. */
const ACTIONS: Record<Locale, Record<string, string>> = { en, es, fr, sv };

/** The key a change is recorded under: its method and its route, not the concrete URL. */
export function actionKey(method: string, routeUrl: string): string {
  return `${method} ${routeUrl}`;
}

export function hasActionLabel(key: string): boolean {
  return key in ACTIONS.en;
}

/** A recorded action in the reader's language; an unknown one (a route since removed) shows its key. */
export function actionLabel(locale: Locale, key: string): string {
  return ACTIONS[locale][key] ?? ACTIONS.en[key] ?? key;
}
