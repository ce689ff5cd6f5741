import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useFormMessage } from './formMessage';

export type FormTextFieldProps<T extends FieldValues, TOut = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'error'
> & {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
};

/** A MUI text field bound to react-hook-form; its error message is translated. */
export function FormTextField<T extends FieldValues, TOut = T>({
  control,
  name,
  helperText,
  onBlur,
  ...props
}: FormTextFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const translate = useFormMessage();
  const message = translate(fieldState.error?.message);
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      inputRef={field.ref}
      disabled={props.disabled ?? field.disabled}
      error={Boolean(fieldState.error)}
      helperText={message ?? helperText}
    />
  );
}
