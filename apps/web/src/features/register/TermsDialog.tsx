import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ContentView } from '../../components/ContentView';

/** Placard's terms of service, readable from the registration form. */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('register');
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      scroll="paper"
      maxWidth="md"
      fullScreen={small}
      aria-labelledby="terms-dialog-title"
    >
      <DialogTitle id="terms-dialog-title">{t('terms.dialogTitle')}</DialogTitle>
      <DialogContent dividers data-testid="terms-dialog">
        <ContentView content="terms" titleLevel="h2" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('terms.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
