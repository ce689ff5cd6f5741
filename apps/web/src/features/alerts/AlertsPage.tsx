import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import AddAlertOutlined from '@mui/icons-material/AddAlertOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isReadOnly } from '@placard/contract';
import { useSession } from '../../app/session';
import { PageHeader } from '../../components/PageHeader';
import { ALERTS_CREATE_PATH, ALERTS_LIST_PATH } from './paths';

/** The alerts section's pages, as tabs (each its own route); a further child adds its tab here. */
const TABS = [
  { key: 'list', path: ALERTS_LIST_PATH, icon: <ListAltOutlined fontSize="small" /> },
  { key: 'create', path: ALERTS_CREATE_PATH, icon: <AddAlertOutlined fontSize="small" /> },
] as const;

/** /alerts: the organization's emergency alerts and the form that makes one, as tabs. */
export default function AlertsPage() {
  const { t } = useTranslation('alerts');
  const session = useSession();
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname.startsWith(tab.path))?.key ?? false;
  return (
    <Box data-testid="alerts-page">
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle', { name: session.organizationName })} />
      {isReadOnly(session.licenseStatus) && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="alerts-read-only">
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
        {TABS.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            icon={tab.icon}
            iconPosition="start"
            label={t(`tabs.${tab.key}`)}
            component={RouterLink}
            to={tab.path}
            data-testid={`alerts-tab-${tab.key}`}
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
      <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
