import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MediaSection } from '@placard/contract';
import { errorMessage } from '../../components/form/formMessage';
import { useLibraryMutation, type LibraryApi } from './libraryApi';
import type { LibraryTarget } from './libraryTarget';
import { useLibraryText } from './libraryText';

export interface LibraryDeleteProps {
  api: LibraryApi;
  section: MediaSection;
  /** what is deleted (null: the dialog is closed) */
  target: LibraryTarget | null;
  onClose: () => void;
  onDeleted: (count: number) => void;
}

/** Confirms deleting items and folders (a folder goes with everything in it), saying how many. */
export function LibraryDeleteDialog(props: LibraryDeleteProps) {
  return props.target ? <DeleteConfirm {...props} target={props.target} /> : null;
}

/** The open confirmation; `notices` are further warnings about what is deleted. */
export function DeleteConfirm({
  api,
  section,
  target,
  onClose,
  onDeleted,
  notices,
}: LibraryDeleteProps & { target: LibraryTarget; notices?: ReactNode }) {
  const { t, testId } = useLibraryText();
  const remove = useLibraryMutation(api, () => api.remove(target));
  const count = target.items.length + target.folders.length;
  const name = target.items[0]?.name ?? target.folders[0]?.name ?? '';
  const title = count === 1 ? t('delete.titleOne', { name }) : t('delete.titleMany', { count });
  const titleId = testId('delete-title');

  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      data-testid={testId('delete-dialog')}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{section === 'stock' ? t('delete.stockText') : t('delete.text', { count })}</Typography>
          {target.folders.length > 0 && (
            <Alert severity="warning" data-testid={testId('delete-folders')}>
              {t('delete.folders', { count: target.folders.length })}
            </Alert>
          )}
          {notices}
          {remove.isError && (
            <Alert severity="error" data-testid={testId('delete-error')}>
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
          onClick={() => remove.mutate(undefined, { onSuccess: (result) => onDeleted(result.count) })}
          data-testid={testId('delete-submit')}
        >
          {t('delete.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
