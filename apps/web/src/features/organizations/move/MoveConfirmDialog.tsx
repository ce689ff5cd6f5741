import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** "Move A under B?" */
export function MoveConfirmDialog({
  open,
  organizationName,
  targetName,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  organizationName: string;
  targetName: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('organizations');
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      data-testid="move-dialog"
    >
      <DialogTitle id={titleId}>{t('move.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('move.confirmBody', { name: organizationName, target: targetName })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="text" onClick={onCancel} disabled={pending}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={onConfirm} loading={pending} data-testid="move-confirm">
          {t('move.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
