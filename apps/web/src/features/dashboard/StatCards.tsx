import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import TvOutlined from '@mui/icons-material/TvOutlined';
import { useTranslation } from 'react-i18next';
import type {
  TDashboardLicense,
  TDashboardPlaylists,
  TDashboardScreens,
  TDashboardUsage,
} from '@placard/contract';
import { AppLink } from '../../components/RouterLinks';
import { deviceName } from '../devices/deviceName';
import { gaugeOf, type Gauge } from '../devices/list/DeviceStats';
import { DEVICES_PATH, devicePath } from '../devices/paths';
import { formatDate, formatNumber } from '../../components/format';
import { formatBytes } from '../media/mediaFormat';
import { LicenseChip } from '../organizations/LicenseChip';

/** A card of the dashboard's top row: what it counts, the number, and a few words or links under it. */
function StatCard({
  label,
  icon,
  value,
  badge,
  children,
  testId,
}: {
  label: string;
  icon: ReactNode;
  value?: string | undefined;
  badge?: ReactNode;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <Card
      component="section"
      aria-label={label}
      data-testid={testId}
      sx={{ p: 2, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 24 }}>
        <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
          {icon}
        </Box>
        <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.secondary', flex: 1 }} noWrap>
          {label}
        </Typography>
        {badge}
      </Box>
      {value !== undefined && (
        <Typography
          sx={{ fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}
          data-testid={`${testId}-value`}
        >
          {value}
        </Typography>
      )}
      {children}
    </Card>
  );
}

/** A bar of how full something is; the words beside it say the same, so it is hidden from screen readers. */
function Bar({ gauge }: { gauge: Gauge | null }) {
  return (
    <LinearProgress
      variant="determinate"
      value={gauge?.percent ?? 0}
      color={gauge?.tone ?? 'primary'}
      aria-hidden
      data-tone={gauge ? gauge.tone : 'neutral'}
      sx={{ height: 6, borderRadius: 3, bgcolor: 'grey.200' }}
    />
  );
}

const noteSx = { color: 'text.secondary', display: 'block' } as const;

/** Screens online of all, the offline ones named (each a link to its page), or that all are online. */
export function ScreensStat({
  screens,
  organizationId,
}: {
  screens: TDashboardScreens;
  organizationId: number;
}) {
  const { t } = useTranslation('dashboard');
  const { t: td } = useTranslation('devices');
  const more = screens.offline - screens.offlineScreens.length;
  return (
    <StatCard
      label={t('stats.screensOnline')}
      icon={<TvOutlined fontSize="small" />}
      value={screens.total === 0 ? '0' : t('stats.ofTotal', { online: screens.online, total: screens.total })}
      testId="dashboard-screens"
    >
      {screens.total > 0 && (
        <Bar gauge={{ percent: (screens.online / screens.total) * 100, tone: 'primary' }} />
      )}
      {screens.total === 0 ? (
        <Typography variant="body2" sx={noteSx}>
          {t('stats.noScreens')} <AppLink to={DEVICES_PATH}>{t('stats.addScreen')}</AppLink>
        </Typography>
      ) : screens.offline === 0 ? (
        <Typography
          variant="body2"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'success.dark' }}
          data-testid="dashboard-all-online"
        >
          <CheckCircleOutline sx={{ fontSize: 18 }} aria-hidden />
          {t('stats.allOnline')}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start' }}>
          <CloudOffOutlined sx={{ fontSize: 18, mt: '2px', color: 'error.main' }} aria-hidden />
          <Typography variant="body2" component="div" sx={{ minWidth: 0 }}>
            <Box component="span" sx={{ fontWeight: 600 }} id="dashboard-offline-label">
              {t('stats.offline', { count: screens.offline })}
            </Box>{' '}
            <Box
              component="ul"
              aria-labelledby="dashboard-offline-label"
              sx={{ display: 'inline', p: 0, m: 0, listStyle: 'none', '& li': { display: 'inline' } }}
            >
              {screens.offlineScreens.map((screen, index) => (
                <li key={screen.id}>
                  {index > 0 && ', '}
                  <AppLink
                    to={devicePath(screen.deviceKey, organizationId)}
                    data-testid="dashboard-offline-screen"
                  >
                    {deviceName(screen, td)}
                  </AppLink>
                </li>
              ))}
              {more > 0 && (
                <li>
                  {', '}
                  <AppLink to={DEVICES_PATH}>{t('stats.offlineMore', { count: more })}</AppLink>
                </li>
              )}
            </Box>
          </Typography>
        </Box>
      )}
    </StatCard>
  );
}

/** How many playlists have edits the screens do not show yet. */
export function UnpublishedStat({
  playlists,
  anyPlaylist,
}: {
  playlists: TDashboardPlaylists;
  /** whether the organization has a playlist at all (none unpublished then means all are published) */
  anyPlaylist: boolean;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <StatCard
      label={t('stats.unpublished')}
      icon={<EditNoteOutlined fontSize="small" />}
      value={String(playlists.totalCount)}
      testId="dashboard-unpublished-count"
    >
      <Typography variant="body2" sx={noteSx}>
        {playlists.totalCount > 0
          ? t('stats.unpublishedNote', { count: playlists.totalCount })
          : anyPlaylist
            ? t('stats.allPublished')
            : t('stats.noPlaylists')}
      </Typography>
    </StatCard>
  );
}

/** How long the licence lasts: days left (or none, or ended), its package and end date. */
export function LicenseStat({
  license,
  organizationId,
}: {
  license: TDashboardLicense;
  organizationId: number;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const { t: tl } = useTranslation('licensing');
  const ended = license.licenseStatus !== 'valid';
  const value = ended
    ? t('stats.ended')
    : license.daysLeft === null
      ? t('stats.noEnd')
      : t('stats.daysLeft', { count: license.daysLeft });
  const date = formatDate(license.validityExpiresAt, i18n.language);
  const packageName = license.package ? tl(`packages.${license.package}`) : null;
  const end = date ? t(ended ? 'stats.endedOn' : 'stats.endsOn', { date }) : null;
  return (
    <StatCard
      label={t('stats.license')}
      icon={<EventOutlined fontSize="small" />}
      value={value}
      badge={<LicenseChip state={license.state} />}
      testId="dashboard-license"
    >
      <Typography variant="body2" sx={noteSx} data-testid="dashboard-license-note">
        {[packageName, end].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 'auto' }}>
        <AppLink to={`/organizations/${organizationId}/license`}>{t('stats.licenseDetails')}</AppLink>
      </Typography>
    </StatCard>
  );
}

/** One line of the usage card: what, how much of how much, and a bar (empty and grey without a limit). */
function UsageRow({
  label,
  text,
  gauge,
  testId,
}: {
  label: string;
  text: string;
  gauge: Gauge | null;
  testId: string;
}) {
  return (
    <Box data-testid={testId} sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}
          data-testid={`${testId}-text`}
        >
          {text}
        </Typography>
      </Box>
      <Bar gauge={gauge} />
    </Box>
  );
}

/** How much of the licence's screens and users is used, and how much storage the media take. */
export function UsageStat({ license }: { license: TDashboardLicense }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  const count = (usage: TDashboardUsage) =>
    usage.limit === null
      ? t('stats.unlimited', { used: formatNumber(usage.used, language) })
      : t('stats.ofLimit', {
          used: formatNumber(usage.used, language),
          limit: formatNumber(usage.limit, language),
        });
  // no limit, or nothing of none used: an empty, neutral bar (past a limit of 0 it is full and red)
  const gauge = (usage: TDashboardUsage) =>
    usage.limit === null || (usage.limit === 0 && usage.used === 0) ? null : gaugeOf(usage.used, usage.limit);
  return (
    <StatCard
      label={t('stats.usage')}
      icon={<InsertChartOutlined fontSize="small" />}
      testId="dashboard-usage"
    >
      <Box sx={{ display: 'grid', gap: 1.25, mt: 0.25 }}>
        {license.screens && (
          <UsageRow
            label={t('stats.screens')}
            text={count(license.screens)}
            gauge={gauge(license.screens)}
            testId="dashboard-usage-screens"
          />
        )}
        {license.users && (
          <UsageRow
            label={t('stats.users')}
            text={count(license.users)}
            gauge={gauge(license.users)}
            testId="dashboard-usage-users"
          />
        )}
        {license.storage && (
          <UsageRow
            label={t('stats.storage')}
            text={t('stats.unlimited', { used: formatBytes(license.storage.usedBytes, language) })}
            gauge={null}
            testId="dashboard-usage-storage"
          />
        )}
      </Box>
    </StatCard>
  );
}
