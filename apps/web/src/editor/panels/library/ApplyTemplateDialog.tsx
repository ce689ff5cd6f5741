import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { TPlaylistSummary } from '@placard/contract';

/** Asks before a template replaces what the current slide holds. */
export function ApplyTemplateDialog({
  template,
  pending,
  onCancel,
  onConfirm,
}: {
  template: TPlaylistSummary | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (template: TPlaylistSummary) => void;
}) {
  const { t } = useTranslation('editorLibrary');
  return (
    <Dialog
      open={template !== null}
      onClose={onCancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby="apply-template-title"
    >
      <DialogTitle id="apply-template-title">{t('templates.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('templates.confirmText', { name: template?.name ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('templates.cancel')}</Button>
        <Button
          variant="contained"
          disabled={pending}
          onClick={() => template && onConfirm(template)}
          data-testid="library-template-apply-confirm"
        >
          {t('templates.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
