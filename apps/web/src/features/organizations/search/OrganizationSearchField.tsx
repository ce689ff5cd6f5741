import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX_LENGTH } from '@placard/contract';

/** The search box above the tree; clearing it shows the tree again. */
export function OrganizationSearchField({
  value,
  onChange,
  label,
  testId = 'org-search',
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  testId?: string;
}) {
  const { t } = useTranslation('organizations');
  return (
    <TextField
      type="search"
      size="small"
      label={label ?? t('search.field')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && value) {
          event.stopPropagation();
          onChange('');
        }
      }}
      slotProps={{
        htmlInput: { maxLength: SEARCH_MAX_LENGTH, 'data-testid': testId },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label={t('search.clear')} onClick={() => onChange('')}>
                <Clear fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
      sx={{ flex: 1, maxWidth: { sm: 420 }, '& input::-webkit-search-cancel-button': { display: 'none' } }}
    />
  );
}
