import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { useTranslation } from 'react-i18next';
import { MEDIA_SORTS, type MediaKind, type MediaSort } from '@placard/contract';
import { LibrarySearchField } from '../library/LibrarySearchField';
import { TEMPLATES, type KindChoice } from './kindChoice';
import type { ViewMode } from '../../components/useViewMode';
import { ViewToggle } from '../library/ViewToggle';

/** The filter chips, in the order of the spec's sections: Images, PDFs, Videos, Gifs. */
export const KIND_FILTERS: readonly MediaKind[] = ['image', 'pdf', 'video', 'gif'];

export type SortOrder = 'asc' | 'desc';

/** The order a sort starts in: names A to Z, newest and largest first. */
export function naturalOrder(sort: MediaSort): SortOrder {
  return sort === 'name' ? 'asc' : 'desc';
}

interface MediaToolbarProps {
  query: string;
  onQuery: (query: string) => void;
  kind: MediaKind | undefined;
  onKind: (kind: KindChoice | undefined) => void;
  sort: MediaSort;
  order: SortOrder;
  onSort: (sort: MediaSort, order: SortOrder) => void;
  view: ViewMode;
  onView: (view: ViewMode) => void;
}

/**
 * The kind chips: every file, one kind of file, or the Templates (spec section 3's Images, PDFs,
 * Videos, Gifs, Templates).
 */
export function KindFilter({
  kind,
  onKind,
}: {
  kind: KindChoice | undefined;
  onKind: (kind: KindChoice | undefined) => void;
}) {
  const { t } = useTranslation('media');
  const kindChip = (value: KindChoice | undefined) => {
    const active = kind === value;
    return (
      <Chip
        key={value ?? 'all'}
        label={value ? t(`filters.${value}`) : t('filters.all')}
        clickable
        color={active ? 'primary' : 'default'}
        variant={active ? 'filled' : 'outlined'}
        onClick={() => onKind(value)}
        aria-pressed={active}
        data-testid={`media-kind-${value ?? 'all'}`}
        sx={{ fontWeight: 600 }}
      />
    );
  };
  return (
    <Box
      role="group"
      aria-label={t('filters.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      data-testid="media-kind-filters"
    >
      {kindChip(undefined)}
      {KIND_FILTERS.map((value) => kindChip(value))}
      {kindChip(TEMPLATES)}
    </Box>
  );
}

/** Search, kind filter, sort and grid/list switch above the library. */
export function MediaToolbar({
  query,
  onQuery,
  kind,
  onKind,
  sort,
  order,
  onSort,
  view,
  onView,
}: MediaToolbarProps) {
  const { t } = useTranslation('media');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 2 }} data-testid="media-toolbar">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <LibrarySearchField query={query} onQuery={onQuery} />
        <Box sx={{ flex: 1, display: { xs: 'none', md: 'block' } }} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <TextField
            select
            size="small"
            label={t('sort.label')}
            value={sort}
            onChange={(event) => {
              const next = event.target.value as MediaSort;
              onSort(next, naturalOrder(next));
            }}
            sx={{ width: 190 }}
            slotProps={{ htmlInput: { 'data-testid': 'media-sort' } }}
          >
            {MEDIA_SORTS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`sort.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <Tooltip title={order === 'asc' ? t('sort.asc') : t('sort.desc')}>
            <IconButton
              onClick={() => onSort(sort, order === 'asc' ? 'desc' : 'asc')}
              aria-label={order === 'asc' ? t('sort.asc') : t('sort.desc')}
              data-testid="media-sort-order"
              data-order={order}
            >
              {order === 'asc' ? <ArrowUpward fontSize="small" /> : <ArrowDownward fontSize="small" />}
            </IconButton>
          </Tooltip>
        </Box>
        <ViewToggle view={view} onView={onView} />
      </Box>
      <KindFilter kind={kind} onKind={onKind} />
    </Box>
  );
}
