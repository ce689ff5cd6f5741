import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMessage } from '../../../components/form/formMessage';
import type { LimitFieldName, TSubOrganizationForm, TSubOrganizationRequest } from './subOrganizationForm';

interface LimitFieldProps {
  control: Control<TSubOrganizationForm, unknown, TSubOrganizationRequest>;
  name: LimitFieldName;
  label: string;
  helperText?: string;
  min?: number;
  testId: string;
}

/** A licence number with an "Unlimited" box; unlimited is sent as null. */
export function LimitField({ control, name, label, helperText, min = 0, testId }: LimitFieldProps) {
  const { t } = useTranslation('organizations');
  const translate = useFormMessage();
  const { field, fieldState } = useController({ control, name: `licenseData.${name}` });
  const value = field.value as number | null | undefined;
  const unlimited = value === null;
  const [lastNumber, setLastNumber] = useState<number | undefined>(undefined);

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0, sm: 2 }}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        name={field.name}
        inputRef={field.ref}
        label={label}
        type={unlimited ? 'text' : 'number'}
        value={unlimited ? t('create.unlimited') : (value ?? '')}
        disabled={unlimited}
        onChange={(event) => {
          const raw = event.target.value.trim();
          const number = raw === '' ? undefined : Number(raw);
          field.onChange(number === undefined || Number.isNaN(number) ? undefined : number);
        }}
        onBlur={field.onBlur}
        error={Boolean(fieldState.error)}
        helperText={translate(fieldState.error?.message) ?? helperText}
        required
        slotProps={{ htmlInput: { min, step: 1, inputMode: 'numeric', 'data-testid': testId } }}
        sx={{ flex: 1 }}
      />
      <FormControlLabel
        sx={{ mt: { sm: 1 }, whiteSpace: 'nowrap' }}
        label={t('create.unlimited')}
        control={
          <Checkbox
            checked={unlimited}
            onChange={(event) => {
              if (event.target.checked) {
                if (typeof value === 'number') setLastNumber(value);
                field.onChange(null);
              } else {
                field.onChange(lastNumber ?? undefined);
              }
            }}
            slotProps={{ input: { 'aria-label': t('create.unlimitedFor', { field: label }) } as object }}
            data-testid={`${testId}-unlimited`}
          />
        }
      />
    </Stack>
  );
}
