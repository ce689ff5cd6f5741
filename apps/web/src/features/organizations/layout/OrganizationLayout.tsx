import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/client';
import { useOrganization } from '../../../api/organizations';
import { useSession } from '../../../app/session';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageSpinner } from '../../../components/PageSpinner';
import { tabOf, visibleTabs } from '../organizationAccess';
import { OrganizationHeader } from './OrganizationHeader';
import { OrganizationNotFound } from './OrganizationNotFound';
import type { OrganizationOutletContext } from './organizationOutlet';
import { OrganizationTabs } from './OrganizationTabs';

function organizationIdOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function HeaderSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" aria-label={t('loading')} data-testid="organization-loading">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 3 }}>
        <Skeleton variant="circular" width={48} height={48} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="35%" height={40} />
          <Skeleton width="20%" />
        </Box>
      </Box>
      <Skeleton variant="rounded" height={48} sx={{ mb: 3 }} />
      <Skeleton variant="rounded" height={240} />
    </Box>
  );
}

/** /organizations/:orgId: the organization's name, licence and tabs; the chosen tab below. */
export default function OrganizationLayout() {
  const session = useSession();
  const { orgId } = useParams();
  const { pathname } = useLocation();
  const organizationId = organizationIdOf(orgId);
  const query = useOrganization(organizationId);

  if (organizationId === null) return <OrganizationNotFound />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <OrganizationNotFound />;
    return <LoadFailed onRetry={() => void query.refetch()} />;
  }
  if (query.isPending) return <HeaderSkeleton />;

  const organization = query.data;
  const tabs = visibleTabs(organization, session);
  const current = tabOf(pathname.split('/')[3]);
  if (current && !tabs.includes(current))
    return <Navigate to={`/organizations/${organization.id}/info`} replace />;

  return (
    <Box data-testid="organization-page" data-organization-id={organization.id}>
      <OrganizationHeader organization={organization} />
      <OrganizationTabs organizationId={organization.id} tabs={tabs} current={current} />
      <Suspense fallback={<PageSpinner />}>
        <Outlet context={{ organization } satisfies OrganizationOutletContext} />
      </Suspense>
    </Box>
  );
}
