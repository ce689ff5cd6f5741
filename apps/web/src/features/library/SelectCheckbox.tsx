import Checkbox from '@mui/material/Checkbox';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLibraryText } from './libraryText';

/**
 * The checkbox that selects a card (item or folder): shown while selecting or on hover, always on
 * touch screens, named after what it selects.
 */
export function SelectCheckbox({
  name,
  checked,
  visible,
  onToggle,
  testId,
  sx,
}: {
  name: string;
  checked: boolean;
  visible: boolean;
  onToggle: () => void;
  testId: string;
  sx?: SxProps<Theme>;
}) {
  const { t } = useLibraryText();
  return (
    <Checkbox
      className="library-select"
      checked={checked}
      onChange={onToggle}
      size="small"
      slotProps={{ input: { 'aria-label': t('selection.select', { name }) } }}
      data-testid={testId}
      sx={[
        {
          position: 'absolute',
          opacity: visible ? 1 : 0,
          transition: 'opacity 120ms',
          '@media (hover: none)': { opacity: 1 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
