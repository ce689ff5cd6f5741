import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import PlaylistPlayOutlined from '@mui/icons-material/PlaylistPlayOutlined';
import { useTranslation } from 'react-i18next';
import type { TDashboardPlaylists, TPlaylistSummary } from '@placard/contract';
import { AppLink, LinkButton } from '../../components/RouterLinks';
import { timeAgo } from '../../components/format';
import { PublishedChip } from '../playlists/PlaylistBadges';
import { DashboardCard, EmptyState } from './DashboardCard';

const PLAYLISTS_PATH = '/playlists/my';

/** The first slide of a playlist, small, on a dark ground (or an icon when it has no picture yet). */
function PlaylistThumb({ url }: { url: string | null }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 72,
        flexShrink: 0,
        aspectRatio: '16 / 9',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.100',
        color: 'text.disabled',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      ) : (
        <PlaylistPlayOutlined fontSize="small" />
      )}
    </Box>
  );
}

function PlaylistRow({ playlist }: { playlist: TPlaylistSummary }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <Box
      component="li"
      data-testid="dashboard-playlist"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 1.25,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <PlaylistThumb url={playlist.thumbnailUrl} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <AppLink
          to={`/playlists/${playlist.id}`}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 600, display: 'block' }}
          noWrap
          title={playlist.name}
          data-testid="dashboard-playlist-name"
        >
          {playlist.name}
        </AppLink>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.25 }}>
          <PublishedChip published={playlist.isPublished} publishedAt={playlist.publishedAt} />
          <Typography variant="body2" color="text.secondary" noWrap>
            {t('unpublished.edited', { time: timeAgo(playlist.updatedAt, i18n.language) })}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The playlists whose edits the screens do not show yet (changed since publishing first, then drafts),
 * each a link to the editor where it is published.
 */
export function UnpublishedPlaylists({
  playlists,
  anyPlaylist,
}: {
  playlists: TDashboardPlaylists;
  /** whether the organization has a playlist at all (an empty list then means all are published) */
  anyPlaylist: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const more = playlists.totalCount - playlists.results.length;
  return (
    <DashboardCard
      title={t('unpublished.title')}
      subtitle={t('unpublished.subtitle')}
      action={
        playlists.totalCount > 0 && (
          <AppLink to={PLAYLISTS_PATH} variant="body2" sx={{ fontWeight: 600 }}>
            {t('unpublished.all')}
          </AppLink>
        )
      }
      testId="dashboard-unpublished"
    >
      {playlists.results.length === 0 ? (
        anyPlaylist ? (
          <EmptyState
            icon={<CheckCircleOutline />}
            title={t('unpublished.allPublishedTitle')}
            body={t('unpublished.allPublishedBody')}
            testId="dashboard-unpublished-empty"
          />
        ) : (
          <EmptyState
            icon={<PlaylistPlayOutlined />}
            title={t('unpublished.noneTitle')}
            body={t('unpublished.noneBody')}
            action={
              <LinkButton to={PLAYLISTS_PATH} variant="outlined" size="small">
                {t('unpublished.noneAction')}
              </LinkButton>
            }
            testId="dashboard-unpublished-none"
          />
        )
      ) : (
        <>
          <Box component="ul" aria-label={t('unpublished.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {playlists.results.map((playlist) => (
              <PlaylistRow key={playlist.id} playlist={playlist} />
            ))}
          </Box>
          {more > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('unpublished.more', { count: more })}
            </Typography>
          )}
        </>
      )}
    </DashboardCard>
  );
}
