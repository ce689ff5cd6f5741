import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TDeviceListEntry } from '@placard/contract';
import { groupsApi, useDeviceList, useDeviceMutation } from '../../../api/devices';
import { deviceErrorMessage } from '../deviceErrors';
import { deviceName } from '../deviceName';

/** Chooses screens of the organization (searchable, several at once) and moves them into the group. */
export function AddDevicesDialog({
  open,
  groupId,
  groupName,
  organizationId,
  onClose,
  onAdded,
}: {
  open: boolean;
  groupId: number;
  groupName: string;
  organizationId: number;
  onClose: () => void;
  onAdded: (count: number) => void;
}) {
  return open ? (
    <AddDevicesForm
      groupId={groupId}
      groupName={groupName}
      organizationId={organizationId}
      onClose={onClose}
      onAdded={onAdded}
    />
  ) : null;
}

function AddDevicesForm({
  groupId,
  groupName,
  organizationId,
  onClose,
  onAdded,
}: {
  groupId: number;
  groupName: string;
  organizationId: number;
  onClose: () => void;
  onAdded: (count: number) => void;
}) {
  const { t } = useTranslation('devices');
  const list = useDeviceList(organizationId, {});
  const candidates = (list.data?.results ?? []).filter((device) => device.groupId !== groupId);
  const [chosen, setChosen] = useState<TDeviceListEntry[]>([]);
  const [error, setError] = useState<string | null>(null);
  const add = useDeviceMutation((keys: readonly string[]) => groupsApi.addDevices(groupId, keys));

  const submit = () => {
    if (chosen.length === 0) {
      setError(t('group.chooseDevices'));
      return;
    }
    setError(null);
    add.mutate(
      chosen.map((device) => device.deviceKey),
      {
        onSuccess: () => onAdded(chosen.length),
        onError: (failure) => setError(deviceErrorMessage(failure, t, t('group.addFailed'))),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={add.isPending ? undefined : onClose}
      aria-labelledby="add-devices-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="add-devices-title">{t('group.addTitle', { name: groupName })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('group.addText')}</DialogContentText>
        <Autocomplete<TDeviceListEntry, true>
          multiple
          disableCloseOnSelect
          options={candidates}
          value={chosen}
          onChange={(_event, next) => setChosen(next)}
          loading={list.isPending}
          getOptionLabel={(device) => deviceName(device, t)}
          isOptionEqualToValue={(option, value) => option.deviceKey === value.deviceKey}
          noOptionsText={t('group.noCandidates')}
          loadingText={t('group.loadingDevices')}
          renderOption={({ key, ...props }, device, { selected }) => (
            <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
              <Checkbox size="small" checked={selected} sx={{ p: 0.5 }} tabIndex={-1} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                  {deviceName(device, t)}
                </Typography>
                <Typography variant="caption" color="text.secondary" noWrap component="p">
                  {device.groupName ? t('group.nowIn', { name: device.groupName }) : t('group.none')}
                </Typography>
              </Box>
            </Box>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('group.devicesToAdd')}
              placeholder={chosen.length === 0 ? t('filters.searchPlaceholder') : undefined}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'add-devices-input' },
              }}
            />
          )}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="add-devices-error">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="text" onClick={onClose} disabled={add.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={submit} loading={add.isPending} data-testid="add-devices-submit">
          {t('group.addSubmit', { count: chosen.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
