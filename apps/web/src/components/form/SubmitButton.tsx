import Button, { type ButtonProps } from '@mui/material/Button';

/** The full-width primary button that submits a public form, with a spinner while the request runs. */
export function SubmitButton({ pending, ...props }: Omit<ButtonProps, 'type'> & { pending: boolean }) {
  return <Button type="submit" size="large" fullWidth loading={pending} {...props} />;
}
