import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../../components/form/EmailField';
import { FormTextField } from '../../../components/form/FormTextField';
import type { TSubOrganizationForm, TSubOrganizationRequest } from './subOrganizationForm';

/** Step 2: who owns the new organization; they get an e-mail to set their password. */
export function SubOrganizationOwnerStep({
  control,
}: {
  control: Control<TSubOrganizationForm, unknown, TSubOrganizationRequest>;
}) {
  const { t } = useTranslation('organizations');
  return (
    <Stack spacing={2.5}>
      <Typography variant="body2" color="text.secondary">
        {t('create.ownerHint')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="ownerName"
            label={t('fields.ownerName')}
            autoComplete="off"
            autoFocus
            required
            slotProps={{ htmlInput: { 'data-testid': 'suborg-owner-name' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <EmailField
            control={control}
            name="ownerEmail"
            label={t('fields.ownerEmail')}
            autoComplete="off"
            slotProps={{ htmlInput: { 'data-testid': 'suborg-owner-email' } }}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}
