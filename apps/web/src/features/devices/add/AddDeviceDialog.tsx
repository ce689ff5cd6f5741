import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { PAIRING_CODE_LENGTH } from '@placard/contract';
import { devicesApi, useDeviceMutation, type TDeviceAccepted } from '../../../api/devices';
import { FormDialog } from '../../../components/FormDialog';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitWithServerErrors } from '../../../components/form/useSubmitWithServerErrors';
import { withDeviceMessage } from '../deviceErrors';
import { TimeZoneField } from '../../../components/form/TimeZoneField';
import { useSession } from '../../../app/session';
import { addDeviceDefaults, addDeviceSchema, type AddDeviceValues, type TAddDevice } from './addDeviceForm';

export interface AddDeviceDialogProps {
  open: boolean;
  organizationId: number;
  /** the code from the address, when the screen linked to the form */
  code?: string | undefined;
  onClose: () => void;
  onAdded: (device: TDeviceAccepted) => void;
}

/** Add device: the 4-digit code a screen shows, an optional name and the screen's time zone. */
export function AddDeviceDialog(props: AddDeviceDialogProps) {
  // a new form each time it opens, so it starts empty
  return props.open ? <AddDeviceForm {...props} /> : null;
}

function AddDeviceForm({ organizationId, code, onClose, onAdded }: AddDeviceDialogProps) {
  const { t } = useTranslation('devices');
  const { organizationTimeZone } = useSession();
  const form = useForm<AddDeviceValues, unknown, TAddDevice>({
    resolver: zodResolver(addDeviceSchema),
    defaultValues: addDeviceDefaults(code, organizationTimeZone),
  });
  const accept = useDeviceMutation((request: TAddDevice) => devicesApi.accept(organizationId, request));
  const { failure, onSubmit } = useSubmitWithServerErrors(form, {
    fields: ['deviceId', 'name', 'timezone'],
    fallback: t('add.failed'),
    save: async (request) => {
      try {
        onAdded(await accept.mutateAsync(request));
      } catch (error) {
        throw withDeviceMessage(error, t);
      }
    },
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      titleId="add-device-title"
      title={t('add.title')}
      text={t('add.text', { digits: PAIRING_CODE_LENGTH })}
      maxWidth="sm"
      onSubmit={(event) => void onSubmit(event)}
      failure={failure}
      failureTestId="add-device-error"
      pending={form.formState.isSubmitting}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('add.submit')}
      submitTestId="add-device-submit"
    >
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <FormTextField
          control={form.control}
          name="deviceId"
          label={t('add.code')}
          required
          autoFocus
          autoComplete="off"
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              maxLength: PAIRING_CODE_LENGTH,
              'data-testid': 'add-device-code',
              style: { letterSpacing: '0.4em', fontSize: '1.4rem', fontVariantNumeric: 'tabular-nums' },
            },
          }}
        />
        <FormTextField
          control={form.control}
          name="name"
          label={t('add.name')}
          helperText={t('add.nameHelp')}
          autoComplete="off"
          slotProps={{ htmlInput: { 'data-testid': 'add-device-name' } }}
        />
        <TimeZoneField
          control={form.control}
          name="timezone"
          label={t('fields.timezone')}
          helperText={t('add.timezoneHelp')}
          testId="add-device-timezone"
        />
      </Box>
    </FormDialog>
  );
}
