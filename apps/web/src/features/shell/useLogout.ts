import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../api/auth';
import { useSessionWatcherControls } from '../../app/SessionWatcherProvider';

/** Logs out: ends the session on the server, forgets cached data and theme, and goes to the login page. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const watcher = useSessionWatcherControls();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    setPending(true);
    watcher.stop();
    try {
      await authApi.logout();
    } catch {
      // Even when the server cannot be reached, this browser forgets the session.
    }
    // Forget everything first, so the login page starts from a clean cache (and the default theme).
    queryClient.clear();
    setPending(false);
    await navigate('/', { replace: true });
  }, [navigate, queryClient, watcher]);

  return { logout, pending };
}
