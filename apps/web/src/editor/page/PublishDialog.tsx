import { use, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isReadOnly } from '@placard/contract';
import { useSession } from '../../app/session';
import {
  AssignDialog,
  type Assignment,
  type AssignMode,
} from '../../features/devices/schedule/assign/AssignDialog';
import { targetsText } from '../../features/devices/schedule/assign/assignText';
import { EditorContext } from '../context/EditorContext';

/**
 * After publishing (spec section 4): what now. Whoever manages screens can play the playlist now
 * (repeating until stopped) or schedule it on screens and groups; everyone can go back to the playlists
 * or keep editing.
 */
export function PublishDialog({ open, name, onClose }: { open: boolean; name: string; onClose: () => void }) {
  const { t } = useTranslation('editor');
  // the schedule texts load with the dialog; until they are here it offers what it always does
  const { t: ts, i18n, ready } = useTranslation('schedule', { useSuspense: false });
  const session = useSession();
  const playlistId = use(EditorContext)?.playlistId ?? null;
  const canAssign =
    ready &&
    playlistId !== null &&
    session.permissions.includes('devices') &&
    !isReadOnly(session.licenseStatus);
  const [mode, setMode] = useState<AssignMode | null>(null);
  const [assigned, setAssigned] = useState<Assignment | null>(null);
  const done =
    assigned &&
    ts(assigned.mode === 'playNow' ? 'assign.playing' : 'assign.scheduled', {
      list: targetsText(assigned.devices, assigned.groups, ts, i18n.language),
    });

  return (
    <>
      <Dialog
        open={open && mode === null}
        onClose={onClose}
        aria-labelledby="publish-title"
        data-testid="publish-dialog"
      >
        <DialogTitle id="publish-title">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CheckCircleOutlined color="success" />
            <span>{t('publish.doneTitle')}</span>
          </Stack>
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {canAssign ? ts('publish.body', { name }) : t('publish.doneBody', { name })}
          </DialogContentText>
          {canAssign && (
            <Stack direction="row" spacing={1.5} sx={{ mt: 2.5 }}>
              <Button
                startIcon={<PlayArrowRounded />}
                onClick={() => setMode('playNow')}
                data-testid="publish-play-now"
              >
                {ts('publish.playNow')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<EventOutlined />}
                onClick={() => setMode('schedule')}
                data-testid="publish-schedule"
              >
                {ts('publish.schedule')}
              </Button>
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button variant={canAssign ? 'text' : undefined} component={RouterLink} to="/playlists/my">
            {t('publish.toPlaylists')}
          </Button>
          <Button variant={canAssign ? 'text' : 'contained'} onClick={onClose} autoFocus={!canAssign}>
            {t('publish.keepEditing')}
          </Button>
        </DialogActions>
      </Dialog>
      {playlistId !== null && (
        <AssignDialog
          mode={open ? mode : null}
          playlist={{ id: playlistId, name }}
          onClose={() => setMode(null)}
          onAssigned={(assignment) => {
            setMode(null);
            setAssigned(assignment);
            onClose();
          }}
        />
      )}
      <Snackbar
        open={done !== null}
        autoHideDuration={8000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setAssigned(null);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity="success"
          variant="filled"
          data-testid="assign-done"
          action={
            <Button
              color="inherit"
              variant="text"
              size="small"
              component={RouterLink}
              to="/devicemanagement/devices"
            >
              {ts('assign.toDevices')}
            </Button>
          }
        >
          {done}
        </Alert>
      </Snackbar>
    </>
  );
}
