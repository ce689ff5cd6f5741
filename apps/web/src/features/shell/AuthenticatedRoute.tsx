import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { Role } from '@placard/contract';
import { authApi } from '../../api/auth';
import { isApiError } from '../../api/client';
import { useOrganizationTheme } from '../../api/organizations';
import { queryKeys } from '../../api/queryKeys';
import { applyLocale } from '../../app/i18n';
import { SessionContext } from '../../app/session';
import { LoadFailed } from '../../components/LoadFailed';
import { PageSpinner } from '../../components/PageSpinner';
import { AppShell } from './AppShell';
import { NoAccessPage } from './NoAccessPage';

/**
 * Guard of the authenticated routes: checks the session with the last known role and the path.
 * 401 → login page; 403 → "no access"; 200 → the session, the account language and the organization theme.
 */
export default function AuthenticatedRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const check = useQuery({
    queryKey: queryKeys.sessionCheck(pathname),
    queryFn: async ({ signal }) => {
      const role = queryClient.getQueryData<Role>(queryKeys.lastRole);
      const session = await authApi.check({ role, path: pathname }, { signal });
      queryClient.setQueryData(queryKeys.lastRole, session.role.name);
      if (session.localeSet) await applyLocale(session.locale);
      return session;
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
  const session = check.data;
  const theme = useOrganizationTheme(session?.organizationId ?? 0, Boolean(session));

  if (check.isError) {
    if (isApiError(check.error) && check.error.status === 401) return <Navigate to="/" replace />;
    if (isApiError(check.error) && check.error.status === 403) return <NoAccessPage />;
    return (
      <Box component="main" sx={{ p: 3, maxWidth: 640, mx: 'auto', mt: 6 }}>
        <LoadFailed message={t('sessionCheckFailed')} onRetry={() => void check.refetch()} />
      </Box>
    );
  }
  if (!session || theme.isPending) return <PageSpinner fullHeight />;
  return (
    <SessionContext value={session}>
      <AppShell organizationTheme={theme.data ?? null} />
    </SessionContext>
  );
}
