import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Locale, Role } from '@placard/contract';
import { queryKeys } from '../../api/queryKeys';
import { applyLocale } from '../../app/i18n';
import { useSessionWatcherControls } from '../../app/SessionWatcherProvider';

/** What the login answers about the user who just logged in, when it is known. */
type Entered = { role?: Role; localeSet?: boolean; locale?: Locale };

/** Takes a user who has just been logged in (by the login form or a confirmed e-mail) to the dashboard. */
export function useEnterApp(): (entered?: Entered) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const watcher = useSessionWatcherControls();
  return async (entered = {}) => {
    queryClient.removeQueries({ queryKey: ['auth'] });
    if (entered.role) queryClient.setQueryData(queryKeys.lastRole, entered.role);
    if (entered.localeSet && entered.locale) await applyLocale(entered.locale);
    watcher.start();
    await navigate('/home', { replace: true });
  };
}
