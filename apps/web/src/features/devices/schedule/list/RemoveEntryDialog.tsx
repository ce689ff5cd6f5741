import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../components/form/formMessage';
import type { WeighedEntry } from '../nowPlaying';

/**
 * Asks before an entry is removed; a play-now entry is "stopped" (the same removal). The dialog stays
 * open with the server's message if it fails.
 */
export function RemoveEntryDialog({
  entry,
  remove,
  onClose,
}: {
  /** the entry to remove; null: closed */
  entry: WeighedEntry | null;
  remove: (entry: WeighedEntry) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('schedule');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const stop = entry?.schedule === null;
  const name = entry?.playlistName ?? '';
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!entry) return;
    setPending(true);
    setFailure(null);
    try {
      await remove(entry);
      close();
    } catch (error) {
      setFailure(errorMessage(error, t('remove.failed')));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open={entry !== null}
      onClose={pending ? undefined : close}
      aria-labelledby="schedule-remove-title"
      aria-describedby="schedule-remove-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="schedule-remove-title">{stop ? t('remove.stopTitle') : t('remove.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="schedule-remove-text">
          {stop ? t('remove.stopBody', { name }) : t('remove.body', { name })}
        </DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="schedule-remove-error">
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="text" onClick={close} disabled={pending}>
          {t('remove.cancel')}
        </Button>
        <Button
          color="error"
          onClick={() => void confirm()}
          loading={pending}
          data-testid="schedule-remove-confirm"
        >
          {stop ? t('remove.confirmStop') : t('remove.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
