import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import PermMediaOutlined from '@mui/icons-material/PermMediaOutlined';
import { useTranslation } from 'react-i18next';
import type { OwnSection } from '@placard/contract';
import { mediaApi, useFolderTree, useMediaMutation } from '../../api/media';
import { errorMessage } from '../../components/form/formMessage';
import { folderRows } from './folderTree';
import { selectionOf, type LibraryTarget } from './libraryTarget';

interface MoveDialogProps {
  section: OwnSection;
  /** what moves (null: the dialog is closed) */
  target: LibraryTarget | null;
  /** the folder they are in now */
  currentFolderId: number | null;
  onClose: () => void;
  onMoved: (count: number) => void;
}

/** Move to: the section's folders as a tree, top level first; a folder never goes into itself. */
export function MoveDialog({ section, target, currentFolderId, onClose, onMoved }: MoveDialogProps) {
  return target ? (
    <MoveForm
      section={section}
      target={target}
      currentFolderId={currentFolderId}
      onClose={onClose}
      onMoved={onMoved}
    />
  ) : null;
}

function MoveForm({
  section,
  target,
  currentFolderId,
  onClose,
  onMoved,
}: MoveDialogProps & { target: LibraryTarget }) {
  const { t } = useTranslation('media');
  const tree = useFolderTree(section, true);
  const move = useMediaMutation(mediaApi.move);
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  const moving = useMemo(() => new Set(target.folders.map((folder) => folder.id)), [target.folders]);
  const rows = useMemo(
    () => folderRows(tree.data?.folders ?? [], moving, t(`sections.${section}`)),
    [tree.data, moving, t, section],
  );
  const count = target.items.length + target.folders.length;
  const single = target.items[0]?.name ?? target.folders[0]?.name ?? '';

  const submit = () => {
    if (chosen === undefined) return;
    move.mutate(
      { ...selectionOf(target), parentFolderId: chosen },
      { onSuccess: (result) => onMoved(result.count) },
    );
  };

  return (
    <Dialog
      open
      onClose={move.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="move-title"
      data-testid="move-dialog"
    >
      <DialogTitle id="move-title">
        {count === 1 ? t('move.titleOne', { name: single }) : t('move.titleMany', { count })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>{t('move.text')}</DialogContentText>
        {tree.isPending && (
          <Box aria-busy="true">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={40} />
            ))}
          </Box>
        )}
        {tree.isError && <Alert severity="error">{errorMessage(tree.error, t('errors.loadFailed'))}</Alert>}
        {tree.data && (
          <List
            dense
            aria-label={t('move.treeLabel')}
            sx={{ maxHeight: '50vh', overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}
            data-testid="move-tree"
          >
            {rows.map((row) => (
              <ListItemButton
                key={row.id ?? 'top'}
                selected={chosen === row.id}
                disabled={row.disabled}
                aria-pressed={chosen === row.id}
                onClick={() => setChosen(row.id)}
                data-testid={`move-target-${row.id ?? 'top'}`}
                sx={{ pl: 2 + row.depth * 2.5 }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {row.id === null ? (
                    <PermMediaOutlined fontSize="small" />
                  ) : (
                    <FolderOutlined
                      fontSize="small"
                      sx={{ color: row.disabled ? undefined : 'secondary.main' }}
                    />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={row.name}
                  secondary={row.id === currentFolderId ? t('move.here') : undefined}
                  slotProps={{ primary: { sx: { fontWeight: row.id === null ? 600 : 500 } } }}
                />
              </ListItemButton>
            ))}
          </List>
        )}
        {move.isError && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="move-error">
            {errorMessage(move.error, t('errors.moveFailed'))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="text" onClick={onClose} disabled={move.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button
          onClick={submit}
          loading={move.isPending}
          disabled={chosen === undefined || chosen === currentFolderId}
          data-testid="move-submit"
        >
          {t('move.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
