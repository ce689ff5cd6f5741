import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Clear from '@mui/icons-material/Clear';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import Search from '@mui/icons-material/Search';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import { useTranslation } from 'react-i18next';
import { MEDIA_SORTS, SEARCH_MAX_LENGTH, type MediaKind, type MediaSort } from '@placard/contract';
import type { MediaView } from './useMediaView';

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
  onKind: (kind: MediaKind | undefined) => void;
  sort: MediaSort;
  order: SortOrder;
  onSort: (sort: MediaSort, order: SortOrder) => void;
  view: MediaView;
  onView: (view: MediaView) => void;
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
  const kindChip = (value: MediaKind | undefined) => {
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
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 2 }} data-testid="media-toolbar">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <TextField
          type="search"
          size="small"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && query) {
              event.stopPropagation();
              onQuery('');
            }
          }}
          placeholder={t('search.placeholder')}
          sx={{
            flex: { xs: '1 1 100%', sm: '1 1 260px' },
            maxWidth: { sm: 420 },
            '& input::-webkit-search-cancel-button': { display: 'none' },
          }}
          slotProps={{
            htmlInput: {
              'aria-label': t('search.label'),
              maxLength: SEARCH_MAX_LENGTH,
              'data-testid': 'media-search',
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: query ? (
                <InputAdornment position="end">
                  <IconButton
                    size="small"
                    edge="end"
                    aria-label={t('search.clear')}
                    onClick={() => onQuery('')}
                  >
                    <Clear fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
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
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_event, next: MediaView | null) => {
            if (next) onView(next);
          }}
          aria-label={t('view.label')}
        >
          <ToggleButton value="grid" aria-label={t('view.grid')} data-testid="media-view-grid">
            <GridViewOutlined fontSize="small" />
          </ToggleButton>
          <ToggleButton value="list" aria-label={t('view.list')} data-testid="media-view-list">
            <ViewListOutlined fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box
        role="group"
        aria-label={t('filters.label')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
        data-testid="media-kind-filters"
      >
        {kindChip(undefined)}
        {KIND_FILTERS.map((value) => kindChip(value))}
      </Box>
    </Box>
  );
}
