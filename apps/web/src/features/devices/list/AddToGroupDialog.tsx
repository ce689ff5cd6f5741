import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { groupsApi, useDeviceMutation } from '../../../api/devices';
import { deviceErrorMessage } from '../deviceErrors';
import { GroupSelect, groupIdOf } from '../groups/GroupSelect';
import type { GroupRow } from '../groups/groupTree';
import { NO_GROUP } from './deviceFilters';

/** Puts the selected screens in one group, or takes them out of theirs. */
export function AddToGroupDialog({
  deviceKeys,
  groups,
  onClose,
  onDone,
}: {
  /** the screens to place; none closes the dialog */
  deviceKeys: readonly string[];
  groups: readonly GroupRow[];
  onClose: () => void;
  onDone: (groupName: string | null, count: number) => void;
}) {
  const { t } = useTranslation('devices');
  const open = deviceKeys.length > 0;
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const place = useDeviceMutation(
    async ({ keys, groupId }: { keys: readonly string[]; groupId: number | null }) => {
      if (groupId === null) {
        for (const key of keys) await groupsApi.removeDevice(key);
      } else {
        await groupsApi.addDevices(groupId, keys);
      }
    },
  );
  const close = () => {
    setChoice('');
    setError(null);
    onClose();
  };
  const submit = () => {
    if (!choice) {
      setError(t('selection.chooseGroup'));
      return;
    }
    const groupId = choice === NO_GROUP ? null : groupIdOf(choice);
    const name = groups.find((row) => row.node.id === groupId)?.node.name ?? null;
    setError(null);
    place.mutate(
      { keys: deviceKeys, groupId },
      {
        onSuccess: () => {
          setChoice('');
          onDone(name, deviceKeys.length);
        },
        onError: (failure) => setError(deviceErrorMessage(failure, t, t('selection.groupFailed'))),
      },
    );
  };
  return (
    <Dialog
      open={open}
      onClose={place.isPending ? undefined : close}
      aria-labelledby="add-to-group-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="add-to-group-title">
        {t('selection.groupTitle', { count: deviceKeys.length })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('selection.groupText')}</DialogContentText>
        <GroupSelect
          label={t('fields.group')}
          value={choice}
          onChange={setChoice}
          groups={groups}
          leading={[{ value: NO_GROUP, label: t('group.noneTakeOut') }]}
          testId="add-to-group-select"
          sx={{ mt: 1 }}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="add-to-group-error">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="text" onClick={close} disabled={place.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={submit} loading={place.isPending} data-testid="add-to-group-submit">
          {t('actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
