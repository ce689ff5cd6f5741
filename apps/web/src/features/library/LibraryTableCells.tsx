import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useLibraryText } from './libraryText';

/** The head cell over the rows' menus: named for screen readers only. */
export function ActionsHeadCell() {
  const { t } = useLibraryText();
  return (
    <TableCell align="right">
      <Box component="span" sx={visuallyHidden}>
        {t('columns.actions')}
      </Box>
    </TableCell>
  );
}

/** An item row's box, when the selection toolbar can do something with the item. */
export function ItemSelectCell({
  name,
  selectable,
  selected,
  onToggle,
  testId,
}: {
  name: string;
  selectable: boolean;
  selected: boolean;
  onToggle: () => void;
  testId: string;
}) {
  const { t } = useLibraryText();
  return (
    <TableCell padding="checkbox">
      {selectable && (
        <Checkbox
          size="small"
          checked={selected}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': t('selection.select', { name }) } }}
          data-testid={testId}
        />
      )}
    </TableCell>
  );
}

/** An item row's picture and name, as one button that opens the item. */
export function ItemOpenButton({
  label,
  onClick,
  children,
}: {
  /** the button's accessible name */
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ButtonBase
      onClick={onClick}
      aria-label={label}
      sx={{
        gap: 1.5,
        borderRadius: 1,
        justifyContent: 'flex-start',
        textAlign: 'left',
        maxWidth: '100%',
      }}
    >
      {children}
    </ButtonBase>
  );
}
