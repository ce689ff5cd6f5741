import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TOrganization } from '@placard/contract';
import {
  forgetOrganization,
  organizationsApi,
  refreshOrganizations,
  useIsParentOrganization,
} from '../../../api/organizations';
import { errorMessage } from '../../../components/form/formMessage';
import {
  DELETE_CONFIRMATION,
  DeleteFailure,
  isDeleteConfirmed,
  runDeletion,
  type DeleteMode,
  type DeleteStep,
} from './deleteOrganization';
import { DeleteProgress } from './DeleteProgress';

type Phase =
  | { kind: 'form' }
  | { kind: 'running'; step: DeleteStep }
  | { kind: 'failed'; step: DeleteStep; message: string };

/** What becomes of the organization's users and content, with the texts that say it. */
const DELETE_MODES = [
  { mode: 'transfer', label: 'delete.modeTransfer', hint: 'delete.modeTransferHint' },
  { mode: 'delete', label: 'delete.modeDelete', hint: 'delete.modeDeleteHint' },
] as const satisfies readonly { mode: DeleteMode; label: string; hint: string }[];

/**
 * Delete a sub-organization: transfer its data to the parent first, or delete everything.
 * Refused while it has sub-organizations; the person types "delete" to confirm.
 */
export function DeleteOrganizationDialog({
  organization,
  onClose,
}: {
  organization: TOrganization;
  onClose: () => void;
}) {
  const { t } = useTranslation('organizations');
  const titleId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<DeleteMode>('transfer');
  const [typed, setTyped] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const isParent = useIsParentOrganization(organization.id, true);
  const hasChildren = isParent.data?.success ?? organization.subOrganizationCount > 0;
  const running = phase.kind === 'running';
  const canSubmit = !hasChildren && isParent.isSuccess && isDeleteConfirmed(typed) && !running;

  const start = async () => {
    try {
      await runDeletion(
        organization,
        mode,
        { transfer: organizationsApi.transfer, remove: organizationsApi.remove },
        (step) => setPhase({ kind: 'running', step }),
      );
    } catch (error) {
      const failure = error instanceof DeleteFailure ? error : new DeleteFailure('deleting', error);
      setPhase({
        kind: 'failed',
        step: failure.step,
        message: errorMessage(failure.reason, t('delete.unknownError')),
      });
      if (failure.step === 'deleting' && mode === 'transfer') await refreshOrganizations(queryClient);
      return;
    }
    await navigate('/organizations', { state: { deleted: organization.name } });
    await forgetOrganization(queryClient, organization.id);
  };

  return (
    <Dialog
      open
      onClose={running ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid="delete-dialog"
    >
      <DialogTitle id={titleId}>{t('delete.title', { name: organization.name })}</DialogTitle>
      <DialogContent dividers>
        {phase.kind === 'running' ? (
          <DeleteProgress mode={mode} current={phase.step} />
        ) : (
          <Stack spacing={2.5}>
            {phase.kind === 'failed' && (
              <Alert severity="error" data-testid="delete-failed">
                <AlertTitle>
                  {t(phase.step === 'transferring' ? 'delete.transferFailed' : 'delete.deleteFailed')}
                </AlertTitle>
                {phase.message}
              </Alert>
            )}
            {hasChildren ? (
              <Alert severity="warning" data-testid="delete-has-children">
                {t('delete.hasChildren')}
              </Alert>
            ) : (
              <Typography>{t('delete.intro', { name: organization.name })}</Typography>
            )}
            <RadioGroup
              value={mode}
              onChange={(event) => setMode(event.target.value as DeleteMode)}
              aria-label={t('delete.modeLabel')}
            >
              {DELETE_MODES.map(({ mode: value, label, hint }, index) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  disabled={hasChildren}
                  control={
                    <Radio slotProps={{ input: { 'data-testid': `delete-mode-${value}` } as object }} />
                  }
                  label={
                    <>
                      <Typography>{t(label)}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t(hint)}
                      </Typography>
                    </>
                  }
                  sx={{
                    alignItems: 'flex-start',
                    ...(index < DELETE_MODES.length - 1 && { mb: 1 }),
                    '& .MuiRadio-root': { mt: -0.75 },
                  }}
                />
              ))}
            </RadioGroup>
            <TextField
              label={t('delete.confirmLabel', { word: DELETE_CONFIRMATION })}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              disabled={hasChildren}
              autoComplete="off"
              slotProps={{
                htmlInput: {
                  'data-testid': 'delete-confirm-input',
                  autoCapitalize: 'none',
                  spellCheck: false,
                },
              }}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="text" onClick={onClose} disabled={running} data-testid="delete-cancel">
          {t('actions.cancel')}
        </Button>
        <Button
          color="error"
          onClick={() => void start()}
          disabled={!canSubmit}
          loading={running}
          data-testid="delete-submit"
        >
          {phase.kind === 'failed' ? t('delete.retry') : t('delete.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
