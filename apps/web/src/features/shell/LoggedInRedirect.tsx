import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { authApi } from '../../api/auth';
import { queryKeys } from '../../api/queryKeys';
import { useSessionWatcherControls } from '../../app/SessionWatcherProvider';
import { PageSpinner } from '../../components/PageSpinner';

/**
 * Guard of the public pages marked "logged-in redirect": asks the server whether the user is logged in;
 * if so the session watcher starts and the user goes to /home. A failed check shows the page.
 */
export function LoggedInRedirect() {
  const status = useQuery({
    queryKey: queryKeys.authStatus,
    queryFn: ({ signal }) => authApi.status({ signal }),
    refetchOnMount: 'always',
    staleTime: 0,
    retry: false,
  });
  const loggedIn = status.isFetchedAfterMount && status.data?.loggedIn === true;
  const watcher = useSessionWatcherControls();

  useEffect(() => {
    if (loggedIn) watcher.start();
  }, [loggedIn, watcher]);

  if (!status.isFetchedAfterMount && !status.isError) return <PageSpinner />;
  if (loggedIn) return <Navigate to="/home" replace />;
  return <Outlet />;
}
