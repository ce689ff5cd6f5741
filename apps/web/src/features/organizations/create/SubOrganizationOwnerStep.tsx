import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OwnerFields } from '../OwnerFields';
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
      <OwnerFields control={control} testIdPrefix="suborg" autoComplete="off" />
    </Stack>
  );
}
