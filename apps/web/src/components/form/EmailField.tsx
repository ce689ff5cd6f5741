import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

/** The required e-mail field of the public forms, with the browser's e-mail keyboard and autofill. */
export function EmailField<T extends FieldValues, TOut = T>(
  props: Omit<FormTextFieldProps<T, TOut>, 'type'>,
) {
  return <FormTextField type="email" autoComplete="email" required {...props} />;
}
