import Button, { type ButtonProps } from '@mui/material/Button';
import Link, { type LinkProps } from '@mui/material/Link';
import { Link as RouterLink, type To } from 'react-router';

/** A MUI text link that navigates inside the app. */
export function AppLink({ to, ...props }: Omit<LinkProps, 'href'> & { to: To }) {
  return <Link component={RouterLink} to={to} {...props} />;
}

/** A MUI button that navigates inside the app. */
export function LinkButton({ to, state, ...props }: Omit<ButtonProps, 'href'> & { to: To; state?: unknown }) {
  return <Button component={RouterLink} to={to} state={state} {...props} />;
}
