import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { zWebUrl } from '@placard/contract';
import { isApiError } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { widgetsApi } from '../../api/widgets';

/** A site's answer is kept this long: checking the same address again soon asks no one. */
const CHECK_STALE_MS = 5 * 60_000;

/** Whether a page may be put on a slide: its address as kept, or why not (translated, with the details). */
export type WebsiteVerdict =
  { ok: true; url: string } | { ok: false; message: string; detail: string | null };

/** The query that checks one address (shared by the library's Web tab and the web element's properties). */
export function websiteCheckQuery(url: string) {
  return {
    queryKey: queryKeys.websiteCheck(url),
    queryFn: () => widgetsApi.checkWebsite(url),
    staleTime: CHECK_STALE_MS,
    retry: false,
  } as const;
}

type Translate = (key: string) => string;

/** What a failed check means to the user: a refused site, a bad address, or a check that did not run. */
function refusal(t: Translate, error: unknown): WebsiteVerdict & { ok: false } {
  if (isApiError(error) && error.code === 'WEBSITE_NOT_EMBEDDABLE') {
    return { ok: false, message: t('errors:WEBSITE_NOT_EMBEDDABLE'), detail: error.fields.url ?? null };
  }
  if (isApiError(error) && error.status === 400) {
    return { ok: false, message: t('validation:url'), detail: null };
  }
  return { ok: false, message: t('editorProperties:web.checkFailed'), detail: null };
}

async function checkWebsite(queryClient: QueryClient, t: Translate, text: string): Promise<WebsiteVerdict> {
  const parsed = zWebUrl.safeParse(text);
  if (!parsed.success) return { ok: false, message: t('validation:url'), detail: null };
  try {
    await queryClient.fetchQuery(websiteCheckQuery(parsed.data));
    return { ok: true, url: parsed.data };
  } catch (error) {
    return refusal(t, error);
  }
}

/**
 * Checks an address before a page is put on a slide: first as the document checks it ('Invalid URL
 * format.'), then by the server, which asks the site whether it may be framed ('This website cannot
 * be embedded.').
 */
export function useWebsiteCheck(): (text: string) => Promise<WebsiteVerdict> {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback((text: string) => checkWebsite(queryClient, t, text), [queryClient, t]);
}
