import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { DEVICE_DESCRIPTION_MAX_LENGTH, DEVICE_TYPES, type TDeviceInfo } from '@placard/contract';
import { devicesApi, useDeviceMutation } from '../../../api/devices';
import { SectionCard } from '../../../components/SectionCard';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitWithServerErrors } from '../../../components/form/useSubmitWithServerErrors';
import { TimeZoneField } from '../../../components/form/TimeZoneField';
import { browserTimeZone } from '../../../components/form/timeZones';
import {
  deviceDetailsDefaults,
  ZDeviceDetailsForm,
  type DeviceDetails,
  type DeviceDetailsValues,
} from './deviceDetailsForm';

/** The screen's type, description and time zone (what it plays when follows its time zone). */
export function DeviceDetailsCard({
  device,
  deviceKey,
  editable,
  onSaved,
}: {
  device: TDeviceInfo;
  deviceKey: string;
  editable: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation('devices');
  const form = useForm<DeviceDetailsValues, unknown, DeviceDetails>({
    resolver: zodResolver(ZDeviceDetailsForm),
    defaultValues: deviceDetailsDefaults(device, browserTimeZone()),
  });
  const save = useDeviceMutation((values: DeviceDetails) => devicesApi.details({ deviceKey, ...values }));
  const { failure, onSubmit } = useSubmitWithServerErrors(form, {
    fields: ['deviceType', 'deviceDescription', 'timezone'],
    fallback: t('details.failed'),
    save: async (values) => {
      await save.mutateAsync(values);
      form.reset(values);
      onSaved();
    },
  });

  return (
    <SectionCard title={t('details.title')} description={t('details.text')} testId="device-details">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        sx={{ display: 'grid', gap: 2.5 }}
      >
        <Controller
          control={form.control}
          name="deviceType"
          render={({ field }) => (
            <TextField
              select
              label={t('fields.deviceType')}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              disabled={!editable}
              data-testid="device-type"
            >
              {DEVICE_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`types.${type}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <FormTextField
          control={form.control}
          name="deviceDescription"
          label={t('fields.description')}
          multiline
          minRows={2}
          disabled={!editable}
          helperText={t('details.descriptionHelp', { max: DEVICE_DESCRIPTION_MAX_LENGTH })}
          slotProps={{ htmlInput: { 'data-testid': 'device-description' } }}
        />
        <TimeZoneField
          control={form.control}
          name="timezone"
          label={t('fields.timezone')}
          helperText={t('details.timezoneHelp')}
          testId="device-timezone"
          disabled={!editable}
        />
        {failure && (
          <Alert severity="error" data-testid="device-details-error">
            {failure}
          </Alert>
        )}
        {editable && (
          <Box>
            <Button type="submit" loading={form.formState.isSubmitting} data-testid="device-details-save">
              {t('actions.save')}
            </Button>
          </Box>
        )}
      </Box>
    </SectionCard>
  );
}
