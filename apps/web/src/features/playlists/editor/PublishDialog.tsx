import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * After publishing (spec section 4): what now. Screens and their schedules come with device management;
 * until then the dialog offers what exists — back to the playlists, or keep editing.
 */
export function PublishDialog({ open, name, onClose }: { open: boolean; name: string; onClose: () => void }) {
  const { t } = useTranslation('editor');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="publish-title" data-testid="publish-dialog">
      <DialogTitle id="publish-title">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CheckCircleOutlined color="success" />
          <span>{t('publish.doneTitle')}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{t('publish.doneBody', { name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to="/playlists/my">
          {t('publish.toPlaylists')}
        </Button>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('publish.keepEditing')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
