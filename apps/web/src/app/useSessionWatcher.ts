import { useEffect, useEffectEvent } from 'react';
import { LOGIN_STATUS_POLL_MS, type TLoginStatus } from '@placard/contract';
import { authApi } from '../api/auth';

export interface SessionWatcherOptions {
  intervalMs?: number;
  fetchStatus?: () => Promise<TLoginStatus>;
  onLoggedOut?: () => void;
}

const reloadPage = () => window.location.reload();
const fetchLoginStatus = () => authApi.status();

/**
 * While active, asks the server every 10 seconds whether the user is still logged in. The first answer
 * saying no stops the polling and reloads the page (which then lands on the login page). A failed poll
 * (no network) is ignored and the next one tries again.
 */
export function useSessionWatcher(active: boolean, options: SessionWatcherOptions = {}): void {
  const {
    intervalMs = LOGIN_STATUS_POLL_MS,
    fetchStatus = fetchLoginStatus,
    onLoggedOut = reloadPage,
  } = options;
  const poll = useEffectEvent(() => fetchStatus());
  const loggedOut = useEffectEvent(() => onLoggedOut());

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let inFlight = false;
    const timer = setInterval(() => {
      if (inFlight) return;
      inFlight = true;
      poll()
        .then(
          (status) => {
            if (stopped || status.loggedIn) return;
            stopped = true;
            clearInterval(timer);
            loggedOut();
          },
          () => undefined,
        )
        .finally(() => {
          inFlight = false;
        });
    }, intervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [active, intervalMs]);
}
