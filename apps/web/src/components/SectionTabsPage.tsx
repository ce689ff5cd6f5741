import { Suspense, type ReactElement } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isReadOnly } from '@placard/contract';
import { useSession } from '../app/session';
import { PageHeader } from './PageHeader';

/** A tab of a section: its own route, labelled `{namespace}:tabs.{key}`. */
export type SectionTab = { key: string; path: string; icon: ReactElement };

/** Shown while a section's tab loads. */
export function SectionSkeleton() {
  return <Skeleton variant="rounded" height={320} />;
}

/**
 * A section whose pages are tabs, each its own route shown below them: the section's title and the
 * organization it is for, a notice while the licence is read-only, the tabs, then the tab's page. Its
 * texts are `page.title`, `page.subtitle`, `readOnly`, `tabs.label` and `tabs.{key}` of `namespace`;
 * its test ids start with `id`.
 */
export function SectionTabsPage({
  namespace,
  id,
  tabs,
}: {
  namespace: string;
  id: string;
  tabs: readonly SectionTab[];
}) {
  const { t } = useTranslation(namespace);
  const session = useSession();
  const { pathname } = useLocation();
  const current = tabs.find((tab) => pathname.startsWith(tab.path))?.key ?? false;
  return (
    <Box data-testid={`${id}-page`}>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle', { name: session.organizationName })} />
      {isReadOnly(session.licenseStatus) && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid={`${id}-read-only`}>
          {t('readOnly')}
        </Alert>
      )}
      <Tabs
        value={current}
        aria-label={t('tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            icon={tab.icon}
            iconPosition="start"
            label={t(`tabs.${tab.key}`)}
            component={RouterLink}
            to={tab.path}
            data-testid={`${id}-tab-${tab.key}`}
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
      <Suspense fallback={<SectionSkeleton />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
