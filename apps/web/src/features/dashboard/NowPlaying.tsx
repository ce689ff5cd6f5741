import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import TvOutlined from '@mui/icons-material/TvOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TDashboardScreen, TDashboardScreens } from '@placard/contract';
import { AppLink, LinkButton } from '../../components/RouterLinks';
import { deviceName } from '../devices/deviceName';
import { DeviceStatusChip } from '../devices/DeviceStatusChip';
import { DeviceThumbnail } from '../devices/DeviceThumbnail';
import { timeAgo } from '../../components/format';
import { DEVICES_PATH, devicePath } from '../devices/paths';
import { DashboardCard, EmptyState } from './DashboardCard';

/** What a screen is doing, in a few words: its playlist, or why it shows none. */
function useActivity(): (screen: TDashboardScreen) => string {
  const { t, i18n } = useTranslation('dashboard');
  return (screen) => {
    if (screen.showing) return screen.showing.playlistName;
    if (screen.status === 'updating') return t('nowPlaying.updating');
    if (screen.status === 'offline') {
      return screen.lastSeenAt
        ? t('nowPlaying.lastSeen', { time: timeAgo(screen.lastSeenAt, i18n.language) })
        : t('nowPlaying.neverSeen');
    }
    return t('nowPlaying.nothing');
  };
}

/** One screen: its latest picture, name, status and what it plays; the whole tile opens its page. */
function ScreenTile({ screen, organizationId }: { screen: TDashboardScreen; organizationId: number }) {
  const { t } = useTranslation('devices');
  const activity = useActivity();
  const name = deviceName(screen, t);
  return (
    <Card
      component="li"
      data-testid="dashboard-screen"
      data-device-key={screen.deviceKey}
      data-status={screen.status}
      sx={(theme) => ({ '&:hover, &:focus-within': { boxShadow: theme.shadows[3] } })}
    >
      <CardActionArea
        component={RouterLink}
        to={devicePath(screen.deviceKey, organizationId)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative' }}>
          <DeviceThumbnail url={screen.thumbnailUrl} name={name} />
          <Box sx={{ position: 'absolute', top: 8, left: 8 }}>
            <DeviceStatusChip status={screen.status} />
          </Box>
        </Box>
        <Box sx={{ p: 1.5, pt: 1.25, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap title={name} data-testid="dashboard-screen-name">
            {name}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              color: screen.showing ? 'text.primary' : 'text.secondary',
              minWidth: 0,
            }}
          >
            {screen.showing && <PlayCircleOutline sx={{ fontSize: 16, color: 'success.dark' }} aria-hidden />}
            <Typography variant="body2" color="inherit" noWrap data-testid="dashboard-screen-activity">
              {activity(screen)}
            </Typography>
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** What plays on the organization's screens now, as each last showed it; playing screens first. */
export function NowPlaying({
  screens,
  organizationId,
}: {
  screens: TDashboardScreens;
  organizationId: number;
}) {
  const { t } = useTranslation('dashboard');
  const shownAll = screens.nowPlaying.length >= screens.total;
  return (
    <DashboardCard
      title={t('nowPlaying.title')}
      subtitle={t('nowPlaying.subtitle')}
      action={
        screens.total > 0 && (
          <AppLink
            to={DEVICES_PATH}
            variant="body2"
            sx={{ fontWeight: 600 }}
            data-testid="dashboard-all-screens"
          >
            {shownAll ? t('nowPlaying.all') : t('nowPlaying.allCount', { count: screens.total })}
          </AppLink>
        )
      }
      testId="dashboard-now-playing"
    >
      {screens.total === 0 ? (
        <EmptyState
          icon={<TvOutlined />}
          title={t('nowPlaying.emptyTitle')}
          body={t('nowPlaying.emptyBody')}
          action={
            <LinkButton to={DEVICES_PATH} variant="outlined" size="small">
              {t('nowPlaying.emptyAction')}
            </LinkButton>
          }
          testId="dashboard-now-playing-empty"
        />
      ) : (
        <Box
          component="ul"
          aria-label={t('nowPlaying.title')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'repeat(auto-fill, minmax(150px, 1fr))',
              sm: 'repeat(auto-fill, minmax(220px, 1fr))',
            },
          }}
        >
          {screens.nowPlaying.map((screen) => (
            <ScreenTile key={screen.id} screen={screen} organizationId={organizationId} />
          ))}
        </Box>
      )}
    </DashboardCard>
  );
}
