import type { ReactNode } from 'react';
import Checkbox, { type CheckboxProps } from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** The width the number takes beside its box. */
export const LIMIT_INPUT_SX = { flex: 1, minWidth: 0 } as const;

interface LimitFieldProps {
  /** the number's label, which the box's accessible name repeats */
  label: string;
  unlimited: boolean;
  onUnlimitedChange: (unlimited: boolean) => void;
  /** the number's text field, bound to the form by the caller (give it `sx={LIMIT_INPUT_SX}`) */
  children: ReactNode;
  /** more for the box (its test id, ref, blur); `slotProps.input` is merged with its aria-label */
  box?: Omit<CheckboxProps, 'checked' | 'onChange' | 'slotProps'> & {
    'data-testid'?: string;
    slotProps?: { input?: object };
  };
  /** puts the box under the number on phones, as in a dialog's narrow columns */
  stackOnPhones?: boolean;
}

/** A licence limit: a count typed in a text field with an "Unlimited" box beside it. */
export function LimitField({
  label,
  unlimited,
  onUnlimitedChange,
  children,
  box,
  stackOnPhones = false,
}: LimitFieldProps) {
  const { t } = useTranslation('licensing');
  const { slotProps, ...boxProps } = box ?? {};
  return (
    <Stack
      direction={stackOnPhones ? { xs: 'column', sm: 'row' } : 'row'}
      spacing={stackOnPhones ? { xs: 0, sm: 2 } : 1}
      sx={{ alignItems: stackOnPhones ? { sm: 'flex-start' } : 'flex-start' }}
    >
      {children}
      <FormControlLabel
        sx={stackOnPhones ? { mt: { sm: 1 }, whiteSpace: 'nowrap' } : { mt: 1, mr: 0, whiteSpace: 'nowrap' }}
        label={t('edit.unlimited')}
        control={
          <Checkbox
            {...boxProps}
            checked={unlimited}
            onChange={(_event, checked) => onUnlimitedChange(checked)}
            slotProps={{
              input: { ...slotProps?.input, 'aria-label': t('edit.unlimitedFor', { field: label }) },
            }}
          />
        }
      />
    </Stack>
  );
}
