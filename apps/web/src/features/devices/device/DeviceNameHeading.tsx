import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { zDeviceName, type TDeviceInfo } from '@placard/contract';
import { devicesApi, useDeviceMutation } from '../../../api/devices';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitWithServerErrors } from '../../../components/form/useSubmitWithServerErrors';
import { deviceName } from '../deviceName';

const ZRenameForm = z.object({ deviceName: zDeviceName });
type RenameValues = z.input<typeof ZRenameForm>;

/** The screen's name as the page heading, renamed in place (an empty name reads 'Screen {id}'). */
export function DeviceNameHeading({
  device,
  deviceKey,
  editable,
  onRenamed,
}: {
  device: TDeviceInfo;
  deviceKey: string;
  editable: boolean;
  onRenamed: () => void;
}) {
  const { t } = useTranslation('devices');
  const [editing, setEditing] = useState(false);
  const name = deviceName(device, t);
  if (editing) {
    return (
      <RenameForm
        current={device.name}
        deviceKey={deviceKey}
        onDone={(saved) => {
          setEditing(false);
          if (saved) onRenamed();
        }}
      />
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }} data-testid="device-title">
        {name}
      </Typography>
      {editable && (
        <Tooltip title={t('rename.button')}>
          <IconButton
            onClick={() => setEditing(true)}
            aria-label={t('rename.button')}
            data-testid="device-rename"
          >
            <EditOutlined />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

function RenameForm({
  current,
  deviceKey,
  onDone,
}: {
  current: string;
  deviceKey: string;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation('devices');
  const form = useForm<RenameValues, unknown, z.output<typeof ZRenameForm>>({
    resolver: zodResolver(ZRenameForm),
    defaultValues: { deviceName: current },
  });
  const rename = useDeviceMutation((name: string) => devicesApi.setName(deviceKey, name));
  const { failure, onSubmit } = useSubmitWithServerErrors(form, {
    fields: ['deviceName'],
    fallback: t('rename.failed'),
    save: async (values) => {
      await rename.mutateAsync(values.deviceName);
      onDone(true);
    },
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onDone(false);
        }
      }}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        gap: 1,
        width: '100%',
        maxWidth: 640,
      }}
    >
      <FormTextField
        control={form.control}
        name="deviceName"
        label={t('fields.name')}
        autoFocus
        autoComplete="off"
        helperText={t('rename.help')}
        sx={{ flex: '1 1 280px' }}
        slotProps={{ htmlInput: { 'data-testid': 'device-name-input' } }}
      />
      <Button
        type="submit"
        loading={form.formState.isSubmitting}
        sx={{ mt: 1 }}
        data-testid="device-name-save"
      >
        {t('actions.save')}
      </Button>
      <Button variant="text" onClick={() => onDone(false)} sx={{ mt: 1 }}>
        {t('actions.cancel')}
      </Button>
      {failure && (
        <Alert severity="error" sx={{ flexBasis: '100%' }} data-testid="device-rename-error">
          {failure}
        </Alert>
      )}
    </Box>
  );
}
