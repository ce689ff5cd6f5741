import { Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localDateAt, type TSchedule } from '@placard/contract';
import { useDeviceList, useGroupTree } from '../../../../api/devices';
import { queryKeys } from '../../../../api/queryKeys';
import { assignEverywhere } from '../../../../api/schedules';
import { useSession } from '../../../../app/session';
import { errorMessage } from '../../../../components/form/formMessage';
import { EntryDialog } from '../EntryDialog';
import { newEntryValues } from '../scheduleForm';
import { browserTimeZone } from '../useNow';
import { targetsText } from './assignText';
import { TargetPicker, type TargetChoice } from './TargetPicker';

export type AssignMode = 'playNow' | 'schedule';

/** What was put where, for the message that follows. */
export interface Assignment {
  mode: AssignMode;
  devices: number;
  groups: number;
}

const NO_CHOICE: TargetChoice = { deviceKeys: new Set(), groupIds: new Set() };

/**
 * Puts a published playlist on screens and groups: play now (until stopped) at once, or — for
 * "schedule" — after the schedule entry form. Every chosen screen and group gets its own entry.
 */
export function AssignDialog({
  mode,
  playlist,
  onClose,
  onAssigned,
}: {
  /** null: closed */
  mode: AssignMode | null;
  playlist: { id: number; name: string };
  onClose: () => void;
  onAssigned: (assignment: Assignment) => void;
}) {
  if (!mode) return null;
  // the screens' texts load on first use, without taking the page behind away meanwhile
  return (
    <Suspense fallback={null}>
      <AssignFlow mode={mode} playlist={playlist} onClose={onClose} onAssigned={onAssigned} />
    </Suspense>
  );
}

function AssignFlow({
  mode,
  playlist,
  onClose,
  onAssigned,
}: {
  mode: AssignMode;
  playlist: { id: number; name: string };
  onClose: () => void;
  onAssigned: (assignment: Assignment) => void;
}) {
  const { t, i18n } = useTranslation('schedule');
  const session = useSession();
  const queryClient = useQueryClient();
  const devices = useDeviceList(session.organizationId, {});
  const groups = useGroupTree(session.organizationId);
  const [choice, setChoice] = useState<TargetChoice>(NO_CHOICE);
  const [step, setStep] = useState<'targets' | 'schedule'>('targets');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const count = { devices: choice.deviceKeys.size, groups: choice.groupIds.size };
  const chosen = count.devices + count.groups > 0;
  const list = targetsText(count.devices, count.groups, t, i18n.language);
  const targets = { deviceKeys: [...choice.deviceKeys], groupIds: [...choice.groupIds] };

  // what earlier tries already put on screens: a retry sends only what was refused
  const [done, setDone] = useState({ devices: 0, groups: 0 });
  const assign = async (schedule: TSchedule | null) => {
    const outcome = await assignEverywhere(playlist.id, targets, schedule);
    const total = {
      devices: done.devices + outcome.done.deviceKeys.length,
      groups: done.groups + outcome.done.groupIds.length,
    };
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.schedules }),
      queryClient.invalidateQueries({ queryKey: queryKeys.devices }),
    ]);
    if (outcome.error === null) {
      onAssigned({ mode, ...total });
      return;
    }
    setDone(total);
    setChoice({ deviceKeys: new Set(outcome.failed.deviceKeys), groupIds: new Set(outcome.failed.groupIds) });
    throw outcome.error;
  };
  const playNow = async () => {
    setPending(true);
    setFailure(null);
    try {
      await assign(null);
    } catch (error) {
      setFailure(errorMessage(error, t('assign.failed')));
    } finally {
      setPending(false);
    }
  };

  if (step === 'schedule') {
    // one screen: its own timezone; several: each screen's local time
    const only =
      count.devices === 1 && count.groups === 0
        ? devices.data?.results.find((device) => choice.deviceKeys.has(device.deviceKey))
        : undefined;
    const timeZone = only?.timezone ?? null;
    return (
      <EntryDialog
        open
        onClose={onClose}
        title={t('assign.scheduleTitle', { name: playlist.name })}
        submitLabel={t('assign.scheduleSubmit')}
        timeZone={timeZone}
        playlists={null}
        allowPlayNow={false}
        initial={newEntryValues(localDateAt(new Date(), timeZone ?? browserTimeZone()), playlist.id)}
        save={(input) => assign(input.schedule)}
        onSaved={() => undefined}
      />
    );
  }

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="assign-title"
    >
      <DialogTitle id="assign-title">
        {mode === 'playNow'
          ? t('assign.playNowTitle', { name: playlist.name })
          : t('assign.scheduleTitle', { name: playlist.name })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('assign.text')}</DialogContentText>
        {(devices.error || groups.error) && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('assign.loadFailed')}
          </Alert>
        )}
        <TargetPicker
          devices={devices.data?.results}
          groups={groups.data?.results}
          choice={choice}
          onChange={setChoice}
        />
        <Typography
          sx={{ mt: 2 }}
          color={chosen ? 'text.primary' : 'text.secondary'}
          data-testid="assign-chosen"
        >
          {chosen ? t('assign.chosen', { list }) : t('assign.nothingChosen')}
        </Typography>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="assign-error">
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="text" onClick={onClose} disabled={pending}>
          {t('assign.cancel')}
        </Button>
        {mode === 'playNow' ? (
          <Button
            onClick={() => void playNow()}
            disabled={!chosen}
            loading={pending}
            data-testid="assign-submit"
          >
            {t('assign.play')}
          </Button>
        ) : (
          <Button onClick={() => setStep('schedule')} disabled={!chosen} data-testid="assign-next">
            {t('assign.next')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
