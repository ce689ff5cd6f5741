import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import sv from './locales/sv.json';

export const PLAYER_LANGUAGES = ['en', 'es', 'fr', 'sv'] as const;
export type PlayerLanguage = (typeof PLAYER_LANGUAGES)[number];

type Messages = typeof en;
type Section = keyof Messages;
/** 'pairing.title', 'player.loading', … */
export type MessageKey = { [S in Section]: `${S}.${keyof Messages[S] & string}` }[Section];

const CATALOGUES: Record<PlayerLanguage, Messages> = { en, es, fr, sv };

/** The first of the browser's languages the player speaks (its region ignored), English otherwise. */
export function pickLanguage(preferred: readonly string[]): PlayerLanguage {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    const found = PLAYER_LANGUAGES.find((language) => language === base);
    if (found) return found;
  }
  return 'en';
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** The player's few words in one language; {{name}} in a message takes values.name. */
export function translator(language: PlayerLanguage): Translate {
  const catalogue = CATALOGUES[language];
  return (key, values = {}) => {
    const [section, name] = key.split('.') as [Section, string];
    const message = (catalogue[section] as Record<string, string>)[name] ?? key;
    return message.replace(/\{\{(\w+)\}\}/g, (whole, value: string) => String(values[value] ?? whole));
  };
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

export const language: PlayerLanguage = pickLanguage(browserLanguages());
export const t: Translate = translator(language);
