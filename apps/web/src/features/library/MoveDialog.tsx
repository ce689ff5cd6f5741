import { useMemo, useState, type ReactNode } from 'react';
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
import { useQuery } from '@tanstack/react-query';
import type { OwnSection } from '@placard/contract';
import { errorMessage } from '../../components/form/formMessage';
import { folderRows } from './folderTree';
import { useLibraryMutation, type LibraryApi } from './libraryApi';
import type { LibraryTarget } from './libraryTarget';
import { useLibraryText } from './libraryText';

interface MoveDialogProps {
  api: LibraryApi;
  section: OwnSection;
  /** what moves (null: the dialog is closed) */
  target: LibraryTarget | null;
  /** the folder they are in now */
  currentFolderId: number | null;
  onClose: () => void;
  onMoved: (count: number) => void;
  /** what stands for the section's top level in the tree */
  topIcon?: ReactNode;
}

/** Move to: the section's folders as a tree, top level first; a folder never goes into itself. */
export function MoveDialog(props: MoveDialogProps) {
  return props.target ? <MoveForm {...props} target={props.target} /> : null;
}

function MoveForm({
  api,
  section,
  target,
  currentFolderId,
  onClose,
  onMoved,
  topIcon = <PermMediaOutlined fontSize="small" />,
}: MoveDialogProps & { target: LibraryTarget }) {
  const { t } = useLibraryText();
  const tree = useQuery({
    queryKey: api.folderTreeKey(section),
    queryFn: () => api.folderTree(section),
    staleTime: 0,
  });
  const move = useLibraryMutation(api, (parentFolderId: number | null) => api.move(target, parentFolderId));
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
    move.mutate(chosen, { onSuccess: (result) => onMoved(result.count) });
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
                    topIcon
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
