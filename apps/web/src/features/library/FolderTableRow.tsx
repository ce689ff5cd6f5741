import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import FolderRounded from '@mui/icons-material/FolderRounded';
import type { TMediaFolder } from '@placard/contract';
import { ActionMenu } from './ActionMenu';
import type { FolderAction, Selectable } from './libraryActions';
import { isSelectable, selectAllToggled, selectionSize, type Selection } from './librarySelection';
import { useLibraryText } from './libraryText';

/**
 * A folder of the list view: its box, its name (opens it), the cells the list shows about it
 * (`children`) and its menu.
 */
export function FolderTableRow({
  folder,
  actions,
  selected,
  onToggle,
  onOpen,
  onAction,
  children,
}: {
  folder: TMediaFolder;
  actions: readonly FolderAction[];
  selected: boolean;
  onToggle: () => void;
  onOpen: () => void;
  onAction: (action: FolderAction) => void;
  children: ReactNode;
}) {
  const { t, testId } = useLibraryText();
  return (
    <TableRow hover selected={selected} data-testid={testId('folder-row')} aria-label={folder.name}>
      <TableCell padding="checkbox">
        {isSelectable(actions) && (
          <Checkbox
            size="small"
            checked={selected}
            onChange={onToggle}
            slotProps={{ input: { 'aria-label': t('selection.select', { name: folder.name }) } }}
          />
        )}
      </TableCell>
      <TableCell>
        <ButtonBase
          onClick={onOpen}
          aria-label={t('folder.open', { name: folder.name })}
          sx={{ gap: 1.5, borderRadius: 1, justifyContent: 'flex-start', textAlign: 'left' }}
        >
          <Box sx={{ width: 48, height: 36, display: 'grid', placeItems: 'center' }}>
            <FolderRounded sx={{ color: 'secondary.main' }} aria-hidden />
          </Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {folder.name}
          </Typography>
        </ButtonBase>
      </TableCell>
      {children}
      <TableCell align="right">
        <ActionMenu name={folder.name} actions={actions} onAction={onAction} />
      </TableCell>
    </TableRow>
  );
}

/** The list's head box: selects everything selectable on the page, or nothing when all of it is. */
export function SelectAllCell({
  selection,
  selectable,
  onSelect,
}: {
  selection: Selection;
  selectable: Selectable;
  onSelect: (selection: Selection) => void;
}) {
  const { t, testId } = useLibraryText();
  const all = selectAllToggled(selection, selectable);
  const anySelectable = selectionSize(all) > 0 || selectionSize(selection) > 0;
  const allSelected = anySelectable && selectionSize(all) === 0;
  return (
    <TableCell padding="checkbox">
      {anySelectable && (
        <Checkbox
          size="small"
          checked={allSelected}
          indeterminate={!allSelected && selectionSize(selection) > 0}
          onChange={() => onSelect(all)}
          slotProps={{ input: { 'aria-label': t('selection.all') } }}
          data-testid={testId('select-all')}
        />
      )}
    </TableCell>
  );
}
