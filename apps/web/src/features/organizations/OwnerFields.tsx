import Grid from '@mui/material/Grid';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../components/form/EmailField';
import { FormTextField } from '../../components/form/FormTextField';

interface OwnerFieldsProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** prefix of each input's data-testid, e.g. "suborg" gives "suborg-owner-name" */
  testIdPrefix: string;
  /** "off" where the owner is someone else than the one typing (the browser offers no own details) */
  autoComplete?: 'off';
}

/** The owner's name and e-mail (new sub-organization and owner card); the name field takes the focus. */
export function OwnerFields<T extends FieldValues, TOut>({
  control,
  testIdPrefix,
  autoComplete,
}: OwnerFieldsProps<T, TOut>) {
  const { t } = useTranslation('organizations');
  const browserFill = autoComplete ? { autoComplete } : {};
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name={'ownerName' as Path<T>}
          label={t('fields.ownerName')}
          {...browserFill}
          autoFocus
          required
          slotProps={{ htmlInput: { 'data-testid': `${testIdPrefix}-owner-name` } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <EmailField
          control={control}
          name={'ownerEmail' as Path<T>}
          label={t('fields.ownerEmail')}
          {...browserFill}
          slotProps={{ htmlInput: { 'data-testid': `${testIdPrefix}-owner-email` } }}
        />
      </Grid>
    </Grid>
  );
}
