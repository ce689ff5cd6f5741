import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

/** A password field with a show/hide button; autocomplete tells browsers which password it is. */
export function PasswordField<T extends FieldValues, TOut = T>(
  props: FormTextFieldProps<T, TOut> & { autoComplete: 'current-password' | 'new-password' },
) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
                aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
                aria-pressed={visible}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** A password being chosen: required, with the password rule shown under it. */
export function NewPasswordField<T extends FieldValues, TOut = T>(
  props: Omit<FormTextFieldProps<T, TOut>, 'helperText' | 'autoComplete'>,
) {
  const { t } = useTranslation('auth');
  return (
    <PasswordField {...props} autoComplete="new-password" helperText={t('fields.passwordRules')} required />
  );
}
