import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { SEARCH_MAX_LENGTH } from '@placard/contract';

/**
 * A search box that searches as one types: a magnifier before the words, ✕ after them; Escape or ✕
 * clears it. Named by a visible `label`, or by `placeholder` and `inputLabel` (the input's aria-label).
 */
export function SearchField({
  value,
  onChange,
  label,
  placeholder,
  inputLabel,
  clearLabel,
  testId,
  sx,
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  inputLabel?: string;
  /** the ✕ button's label */
  clearLabel: string;
  testId: string;
  /** its width in a toolbar */
  sx: SxProps<Theme>;
}) {
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && value) {
          event.stopPropagation();
          onChange('');
        }
      }}
      placeholder={placeholder}
      sx={[
        { '& input::-webkit-search-cancel-button': { display: 'none' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      slotProps={{
        htmlInput: { 'aria-label': inputLabel, maxLength: SEARCH_MAX_LENGTH, 'data-testid': testId },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label={clearLabel} onClick={() => onChange('')}>
                <Clear fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
