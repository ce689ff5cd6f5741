import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MediaSection } from '@placard/contract';
import { mediaApi, useMediaInfo, useMediaMutation } from '../../api/media';
import { errorMessage } from '../../components/form/formMessage';
import { selectionOf, type LibraryTarget } from './libraryTarget';

interface DeleteDialogProps {
  section: MediaSection;
  /** what is deleted (null: the dialog is closed) */
  target: LibraryTarget | null;
  onClose: () => void;
  onDeleted: (count: number) => void;
}

/**
 * Confirms deleting items and folders (a folder goes with everything in it). For one item, the
 * playlists using it are asked first and named in a warning.
 */
export function DeleteDialog({ section, target, onClose, onDeleted }: DeleteDialogProps) {
  return target ? (
    <DeleteConfirm section={section} target={target} onClose={onClose} onDeleted={onDeleted} />
  ) : null;
}

function DeleteConfirm({
  section,
  target,
  onClose,
  onDeleted,
}: DeleteDialogProps & { target: LibraryTarget }) {
  const { t } = useTranslation('media');
  const remove = useMediaMutation(mediaApi.remove);
  const only = target.items.length === 1 && target.folders.length === 0 ? target.items[0] : undefined;
  const info = useMediaInfo(only?.id ?? null);
  const count = target.items.length + target.folders.length;
  const name = target.items[0]?.name ?? target.folders[0]?.name ?? '';
  const usedBy = info.data?.usedBy ?? [];

  const title = count === 1 ? t('delete.titleOne', { name }) : t('delete.titleMany', { count });

  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="media-delete-title"
      data-testid="media-delete-dialog"
    >
      <DialogTitle id="media-delete-title" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{section === 'stock' ? t('delete.stockText') : t('delete.text', { count })}</Typography>
          {target.folders.length > 0 && (
            <Alert severity="warning" data-testid="media-delete-folders">
              {t('delete.folders', { count: target.folders.length })}
            </Alert>
          )}
          {only && info.isPending && <Skeleton height={48} data-testid="media-delete-checking" />}
          {usedBy.length > 0 && (
            <Alert severity="warning" data-testid="media-delete-used-by">
              {t('delete.usedBy', { names: usedBy.map((playlist) => playlist.name).join(', ') })}
            </Alert>
          )}
          {remove.isError && (
            <Alert severity="error" data-testid="media-delete-error">
              {errorMessage(remove.error, t('errors.deleteFailed'))}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="text" onClick={onClose} disabled={remove.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button
          color="error"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(selectionOf(target), { onSuccess: (result) => onDeleted(result.count) })
          }
          data-testid="media-delete-submit"
        >
          {t('delete.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
