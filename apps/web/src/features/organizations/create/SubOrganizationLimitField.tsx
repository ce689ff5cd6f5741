import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMessage } from '../../../components/form/formMessage';
import { LIMIT_INPUT_SX, LimitField } from '../../licensing/LimitField';
import type { LimitFieldName, TSubOrganizationForm, TSubOrganizationRequest } from './subOrganizationForm';

interface SubOrganizationLimitFieldProps {
  control: Control<TSubOrganizationForm, unknown, TSubOrganizationRequest>;
  name: LimitFieldName;
  label: string;
  helperText?: string | undefined;
  /** the lowest number allowed (0 unless given) */
  min?: number | undefined;
  testId: string;
}

/** A number of the new licence with an "Unlimited" box; unlimited is sent as null. */
export function SubOrganizationLimitField({
  control,
  name,
  label,
  helperText,
  min = 0,
  testId,
}: SubOrganizationLimitFieldProps) {
  const { t } = useTranslation('organizations');
  const translate = useFormMessage();
  const { field, fieldState } = useController({ control, name: `licenseData.${name}` });
  const value = field.value as number | null | undefined;
  const unlimited = value === null;
  const [lastNumber, setLastNumber] = useState<number | undefined>(undefined);

  return (
    <LimitField
      label={label}
      unlimited={unlimited}
      onUnlimitedChange={(checked) => {
        if (checked) {
          if (typeof value === 'number') setLastNumber(value);
          field.onChange(null);
        } else {
          field.onChange(lastNumber ?? undefined);
        }
      }}
      box={{ 'data-testid': `${testId}-unlimited` }}
      stackOnPhones
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
        sx={LIMIT_INPUT_SX}
      />
    </LimitField>
  );
}
