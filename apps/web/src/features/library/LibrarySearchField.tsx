import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { SEARCH_MAX_LENGTH } from '@placard/contract';
import { useLibraryText } from './libraryText';

/** The search box above a library: searches by name as one types; Escape or ✕ clears it. */
export function LibrarySearchField({ query, onQuery }: { query: string; onQuery: (query: string) => void }) {
  const { t, testId } = useLibraryText();
  return (
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
          'data-testid': testId('search'),
        },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: query ? (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label={t('search.clear')} onClick={() => onQuery('')}>
                <Clear fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
