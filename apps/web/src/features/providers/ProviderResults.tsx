import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MediaProvider, ProviderKind, TProviderResult } from '@placard/contract';
import { useProviderSearch } from '../../api/mediaProviders';
import { LoadFailed } from '../../components/LoadFailed';
import { errorMessage } from '../../components/form/formMessage';
import { PROVIDER_NAMES } from './providerNames';

/**
 * A provider's results for the words searched, as a grid of `renderResult`; the next page comes when
 * the end of the grid scrolls into view (or with "Show more"). Says when nothing was found, and why a
 * search failed, with a retry.
 */
export function ProviderResults({
  provider,
  kind,
  words,
  columns,
  renderResult,
}: {
  provider: MediaProvider;
  kind: ProviderKind;
  words: string;
  /** the grid's columns at each breakpoint, from `xs` up */
  columns: Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;
  renderResult: (result: TProviderResult) => ReactNode;
}) {
  const { t } = useTranslation('providers');
  const search = useProviderSearch(provider, kind, words);
  const end = useRef<HTMLDivElement | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = search;

  useEffect(() => {
    const node = end.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const template: Record<string, string> = {};
  for (const [size, count] of Object.entries(columns)) template[size] = `repeat(${count}, minmax(0, 1fr))`;
  const grid = (children: ReactNode) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: template, gap: 1.5 }}>{children}</Box>
  );

  if (search.isError && !search.data) {
    return (
      <LoadFailed
        message={errorMessage(search.error, t('loadFailed', { ns: 'common' }))}
        onRetry={() => void search.refetch()}
      />
    );
  }
  if (search.isPending) {
    return (
      <Box aria-busy="true" aria-label={t('search.loading', { provider: PROVIDER_NAMES[provider] })}>
        {grid(
          Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} variant="rounded" sx={{ height: 0, pb: '75%' }} />
          )),
        )}
      </Box>
    );
  }
  const results = search.data.pages.flatMap((page) => page.results);
  if (results.length === 0) {
    return (
      <Box sx={{ py: 4, textAlign: 'center' }} data-testid="provider-no-results">
        <Typography sx={{ fontWeight: 600 }}>{t('search.noResults')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('search.noResultsHint')}
        </Typography>
      </Box>
    );
  }
  const total = search.data.pages[0]?.total ?? results.length;
  return (
    <Box data-testid={`provider-results-${provider}`}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
        {t('search.count', { count: total })}
      </Typography>
      {grid(results.map((result) => <Box key={`${result.kind}-${result.id}`}>{renderResult(result)}</Box>))}
      <Box ref={end} sx={{ mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        {isFetchingNextPage && (
          <LinearProgress
            sx={{ width: '100%' }}
            aria-label={t('search.loading', { provider: PROVIDER_NAMES[provider] })}
          />
        )}
        {search.isFetchNextPageError && (
          <LoadFailed
            message={errorMessage(search.error, t('loadFailed', { ns: 'common' }))}
            onRetry={() => void fetchNextPage()}
          />
        )}
        {hasNextPage && !isFetchingNextPage && (
          <Button
            variant="outlined"
            size="small"
            onClick={() => void fetchNextPage()}
            data-testid="provider-more"
          >
            {t('search.loadMore')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
