import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** Asks before an action on a request; the dialog stays open with the server's message if it fails. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  danger = false,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('impersonation');
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby="impersonation-confirm-title"
      aria-describedby="impersonation-confirm-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="impersonation-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="impersonation-confirm-text">{text}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="impersonation-confirm-error">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="text" onClick={onClose} disabled={pending}>
          {t('actions.cancel')}
        </Button>
        <Button
          color={danger ? 'error' : 'primary'}
          onClick={onConfirm}
          loading={pending}
          data-testid="impersonation-confirm"
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
