import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/LoadFailed';
import { SearchField } from '../../components/SearchField';
import { errorMessage } from '../../components/form/formMessage';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { useCanvaDesigns } from './canvaApi';
import { CanvaDesignCard } from './CanvaDesignCard';

const SEARCH_DELAY_MS = 350;
const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: 2,
} as const;

/** The user's designs with a search, a page at a time. */
export function CanvaDesignGrid() {
  const { t } = useTranslation('canva');
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const designs = useCanvaDesigns(query, true);
  const list = designs.data?.pages.flatMap((page) => page.designs) ?? [];

  return (
    <Box component="section" aria-label={t('designs.label')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <SearchField
          value={search}
          onChange={setSearch}
          placeholder={t('designs.search')}
          inputLabel={t('designs.search')}
          clearLabel={t('designs.clear')}
          testId="canva-search"
          sx={{ flex: 1, minWidth: 240, maxWidth: 420 }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 240 }}>
          {t('designs.returnHint')}
        </Typography>
      </Box>
      {designs.isError ? (
        <LoadFailed
          message={errorMessage(designs.error, t('designs.loadFailed'))}
          onRetry={() => void designs.refetch()}
        />
      ) : designs.isPending ? (
        <Box sx={grid}>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={230} />
          ))}
        </Box>
      ) : list.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 6 }} data-testid="canva-designs-empty">
          <Typography variant="h6" component="p" gutterBottom>
            {query ? t('designs.noResults') : t('designs.emptyTitle')}
          </Typography>
          {!query && <Typography color="text.secondary">{t('designs.empty')}</Typography>}
        </Box>
      ) : (
        <>
          <Box sx={grid} data-testid="canva-designs">
            {list.map((design) => (
              <CanvaDesignCard key={design.id} design={design} />
            ))}
          </Box>
          {designs.hasNextPage && (
            <Box sx={{ textAlign: 'center', mt: 3 }}>
              <Button
                variant="outlined"
                onClick={() => void designs.fetchNextPage()}
                loading={designs.isFetchingNextPage}
                data-testid="canva-load-more"
              >
                {t('designs.loadMore')}
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
