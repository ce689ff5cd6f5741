import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLocale, DEFAULT_LOCALE, type Locale } from '@placard/contract';
import { queryKeys } from '../api/queryKeys';

/** One part of a long text page: a heading with paragraphs, a list, or numbered steps. */
export interface ContentSection {
  heading: string;
  /** An ISO date shown with the heading (release notes), formatted with Intl. */
  date?: string;
  paragraphs?: string[];
  items?: string[];
  steps?: string[];
}

export interface ContentDocument {
  title: string;
  intro?: string;
  sections: ContentSection[];
}

/** The long texts of Placard (src/locales/<lang>/content.json), loaded only when a page shows them. */
export interface PlacardContent {
  terms: ContentDocument;
  eula: ContentDocument;
  privacyPolicy: ContentDocument;
  releaseNotes: ContentDocument;
  userManual: ContentDocument;
  howTo: ContentDocument;
}
export type ContentKey = keyof PlacardContent;

const loaders = import.meta.glob<PlacardContent>('../locales/*/content.json', { import: 'default' });

export async function loadContent(locale: Locale): Promise<PlacardContent> {
  const load = loaders[`../locales/${locale}/content.json`];
  if (!load) throw new Error(`No content for ${locale}`);
  return load();
}

/** One long text in the current language; the query fails (and the page says so) if it cannot load. */
export function useContent<K extends ContentKey>(key: K) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  return useQuery({
    queryKey: queryKeys.content(locale),
    queryFn: () => loadContent(locale),
    staleTime: Infinity,
    select: (content): PlacardContent[K] => content[key],
  });
}
