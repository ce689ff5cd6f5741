import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Capability, TDashboard } from '@placard/contract';
import { useDashboard } from '../../api/dashboard';
import { useOrganizationTheme } from '../../api/organizations';
import { useSession } from '../../app/session';
import { LoadFailed } from '../../components/LoadFailed';
import { AppLink } from '../../components/RouterLinks';
import { Guides } from './Guides';
import { NowPlaying } from './NowPlaying';
import { RecentUploads } from './RecentUploads';
import { LicenseStat, ScreensStat, UnpublishedStat, UsageStat } from './StatCards';
import { UnpublishedPlaylists } from './UnpublishedPlaylists';

/** The welcome, on the organization's home background or in its main colour. */
function WelcomeBanner() {
  const { t } = useTranslation('dashboard');
  const session = useSession();
  const theme = useOrganizationTheme(session.organizationId);
  const background = theme.data?.homeBackgroundUrl;
  return (
    <Box
      sx={({ palette }) => ({
        borderRadius: 3,
        px: { xs: 2.5, sm: 4 },
        py: { xs: 2.5, sm: 3.5 },
        mb: 3,
        color: '#FFFFFF',
        bgcolor: 'primary.main',
        backgroundImage: background
          ? `linear-gradient(rgba(20, 20, 30, 0.55), rgba(20, 20, 30, 0.55)), url("${encodeURI(background)}")`
          : `linear-gradient(135deg, ${palette.primary.main} 0%, ${palette.primary.dark} 100%)`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      })}
      data-testid="dashboard-banner"
    >
      <Typography variant="h1" sx={{ mb: 0.5, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        {t('welcome', { name: session.name })}
      </Typography>
      <Typography sx={{ fontSize: '1.05rem', opacity: 0.95 }}>
        {t('organization', { organization: session.organizationName })}
      </Typography>
    </Box>
  );
}

const statGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
} as const;

/** The top row while the state loads: as many placeholders as the role has cards. */
function StatSkeletons({ count }: { count: number }) {
  return (
    <Box sx={statGrid} aria-hidden data-testid="dashboard-loading">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={128} />
      ))}
    </Box>
  );
}

/** The top row: screens online, unpublished changes, the licence's days left and its usage. */
function StatRow({ dashboard }: { dashboard: TDashboard }) {
  const { screens, playlists, license, organizationId } = dashboard;
  const usage = license && (license.screens || license.users || license.storage);
  if (!screens && !playlists && !license) return null;
  return (
    <Box sx={statGrid}>
      {screens && <ScreensStat screens={screens} organizationId={organizationId} />}
      {playlists && <UnpublishedStat playlists={playlists} anyPlaylist={dashboard.setup.playlistCreated} />}
      {license && <LicenseStat license={license} organizationId={organizationId} />}
      {usage && <UsageStat license={license} />}
    </Box>
  );
}

/** What plays where, then what is unpublished and what is new. */
function Activity({ dashboard }: { dashboard: TDashboard }) {
  const { screens, playlists, uploads, organizationId } = dashboard;
  return (
    <>
      {screens && <NowPlaying screens={screens} organizationId={organizationId} />}
      {(playlists || uploads) && (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              lg: playlists && uploads ? 'repeat(2, minmax(0, 1fr))' : '1fr',
            },
          }}
        >
          {playlists && (
            <UnpublishedPlaylists playlists={playlists} anyPlaylist={dashboard.setup.playlistCreated} />
          )}
          {uploads && <RecentUploads uploads={uploads} />}
        </Box>
      )}
    </>
  );
}

/**
 * /home: a welcome, the state of the organization as the user's role may see it (screens online and
 * what they play, playlists with unpublished changes, the licence, recent uploads) and the guides to
 * get started, which fold away once done.
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const session = useSession();
  const dashboard = useDashboard(session.organizationId);
  const may = (capability: Capability) => session.permissions.includes(capability);
  // as many placeholders as the role will have cards (the licence has two)
  const statCount =
    (may('devices') ? 1 : 0) + (may('playlist_edit') ? 1 : 0) + (may('sidebar_organizations') ? 2 : 0);

  return (
    <Box data-testid="dashboard-page">
      <WelcomeBanner />
      {!session.isEulaAgreed && (
        <Alert
          severity="info"
          sx={{ mb: 3, alignItems: 'center', '& .MuiAlert-action': { pt: 0 } }}
          action={<AppLink to="/account?section=eula">{t('eulaLink')}</AppLink>}
          data-testid="dashboard-eula"
        >
          {t('eulaReminder')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3 }} data-testid="dashboard-state" data-loaded={dashboard.isSuccess}>
        {dashboard.isError ? (
          <LoadFailed message={t('loadFailed')} onRetry={() => void dashboard.refetch()} />
        ) : dashboard.data ? (
          <StatRow dashboard={dashboard.data} />
        ) : (
          statCount > 0 && <StatSkeletons count={statCount} />
        )}
        {(dashboard.data || dashboard.isError) && <Guides setup={dashboard.data?.setup} />}
        {dashboard.data && <Activity dashboard={dashboard.data} />}
      </Box>
    </Box>
  );
}
