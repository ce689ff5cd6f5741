import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import TvOutlined from '@mui/icons-material/TvOutlined';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isReadOnly } from '@placard/contract';
import { useSession } from '../../app/session';
import { PageHeader } from '../../components/PageHeader';
import { DEVICES_PATH, GROUPS_PATH, SCHEDULE_OVERVIEW_PATH } from './paths';

const TABS = [
  { key: 'devices', path: DEVICES_PATH, icon: <TvOutlined fontSize="small" /> },
  { key: 'groups', path: GROUPS_PATH, icon: <AccountTreeOutlined fontSize="small" /> },
  { key: 'schedule', path: SCHEDULE_OVERVIEW_PATH, icon: <CalendarMonthOutlined fontSize="small" /> },
] as const;

/** Shown while a device management tab loads. */
export function DevicesSkeleton() {
  return <Skeleton variant="rounded" height={320} />;
}

/**
 * /devicemanagement: the screens, their groups and what plays where, as tabs (each its own route)
 * shown below them.
 */
export default function DeviceManagementPage() {
  const { t } = useTranslation('devices');
  const session = useSession();
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname.startsWith(tab.path))?.key ?? false;
  return (
    <Box data-testid="devices-page">
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle', { name: session.organizationName })} />
      {isReadOnly(session.licenseStatus) && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="devices-read-only">
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
            data-testid={`devices-tab-${tab.key}`}
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
      <Suspense fallback={<DevicesSkeleton />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
