import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** Asks before a slide with elements on it is deleted; `number` is the slide's place (1-based). */
export function DeleteSlideDialog({
  number,
  onCancel,
  onConfirm,
}: {
  number: number | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('editorLibrary');
  return (
    <Dialog
      open={number !== null}
      onClose={onCancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby="delete-slide-title"
    >
      <DialogTitle id="delete-slide-title">{t('slides.deleteTitle', { number: number ?? 0 })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('slides.deleteText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('slides.cancel')}</Button>
        <Button variant="contained" color="error" onClick={onConfirm} data-testid="slide-delete-confirm">
          {t('slides.deleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
