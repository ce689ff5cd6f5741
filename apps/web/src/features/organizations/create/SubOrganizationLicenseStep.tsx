import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TPackageInfo } from '@placard/contract';
import { useLicensePackages } from '../../../api/organizations';
import { useFormMessage } from '../../../components/form/formMessage';
import { SubOrganizationLimitField } from './SubOrganizationLimitField';
import {
  licenseFromPackage,
  type LimitFieldName,
  type TSubOrganizationForm,
  type TSubOrganizationRequest,
} from './subOrganizationForm';

type Form = UseFormReturn<TSubOrganizationForm, unknown, TSubOrganizationRequest>;

/** The licence's numbers in the order asked, with their test ids, lowest value and hint. */
const LIMITS: readonly { name: LimitFieldName; testId: string; min?: number; hint?: string }[] = [
  { name: 'numDevices', testId: 'suborg-devices' },
  { name: 'numUsers', testId: 'suborg-users' },
  { name: 'validityDays', testId: 'suborg-days', min: 1 },
  { name: 'interactiveDeviceLimit', testId: 'suborg-interactive', hint: 'create.interactiveHint' },
];

/** A package's name in the reader's language (the server's name for kinds this app does not know). */
export function usePackageLabel() {
  const { t } = useTranslation('organizations');
  return (info: Pick<TPackageInfo, 'type' | 'name'>) =>
    t(`packages.${info.type}`, { defaultValue: info.name });
}

/** Step 3: a licence package, whose limits fill the numbers below; each can be changed or unlimited. */
export function SubOrganizationLicenseStep({ form }: { form: Form }) {
  const { t } = useTranslation('organizations');
  const translate = useFormMessage();
  const packages = useLicensePackages();
  const packageLabel = usePackageLabel();
  const { field, fieldState } = useController({ control: form.control, name: 'licenseData.package' });
  const control = form.control;

  if (packages.isPending) return <Skeleton variant="rounded" height={56} />;
  if (packages.isError) return <Alert severity="error">{t('create.packagesFailed')}</Alert>;

  return (
    <Stack spacing={2.5}>
      <Typography variant="body2" color="text.secondary">
        {t('create.licenseHint')}
      </Typography>
      <TextField
        select
        label={t('fields.package')}
        name={field.name}
        inputRef={field.ref}
        value={field.value ?? ''}
        onChange={(event) => {
          const info = packages.data.find((candidate) => candidate.type === event.target.value);
          if (info) {
            form.setValue('licenseData', licenseFromPackage(info), { shouldDirty: true });
            void form.trigger('licenseData');
          }
        }}
        onBlur={field.onBlur}
        error={Boolean(fieldState.error)}
        helperText={translate(fieldState.error?.message)}
        required
        data-testid="suborg-package"
      >
        {packages.data.map((info) => (
          <MenuItem key={info.type} value={info.type} data-testid={`suborg-package-${info.type}`}>
            {packageLabel(info)}
          </MenuItem>
        ))}
      </TextField>
      <Grid container spacing={2}>
        {LIMITS.map(({ name, testId, min, hint }) => (
          <Grid key={name} size={{ xs: 12, md: 6 }}>
            <SubOrganizationLimitField
              control={control}
              name={name}
              label={t(`fields.${name}`)}
              helperText={hint && t(hint)}
              min={min}
              testId={testId}
            />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
