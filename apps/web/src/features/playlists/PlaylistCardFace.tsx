import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPlaylistSummary } from '@placard/contract';
import type { CardFace } from '../library/librarySection';
import type { PlaylistAction } from './playlistActions';
import { PublishedChip, unavailableTexts, usePlaylistOrigin } from './PlaylistBadges';
import { formatPlaylistDuration } from './playlistFormat';
import { PlaylistPreview } from './PlaylistPreview';

/** Under a playlist's name: Published or Draft, slides and duration, then where it comes from. */
function PlaylistCardDetails({ item: playlist }: { item: TPlaylistSummary }) {
  const { t } = useTranslation('playlists');
  const origin = usePlaylistOrigin()(playlist);
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 0.75,
          rowGap: 0.25,
          mt: 0.5,
        }}
      >
        <PublishedChip published={playlist.isPublished} publishedAt={playlist.publishedAt} />
        <Typography
          variant="caption"
          color="text.secondary"
          noWrap
          sx={{ fontVariantNumeric: 'tabular-nums' }}
          data-testid="playlist-facts"
        >
          {t('card.facts', {
            count: playlist.slideCount,
            duration: formatPlaylistDuration(playlist.duration),
          })}
        </Typography>
      </Box>
      {origin && (
        <Typography
          variant="caption"
          color="text.secondary"
          noWrap
          sx={{ display: 'block', mt: 0.25 }}
          data-testid="playlist-origin"
        >
          {origin}
        </Typography>
      )}
    </>
  );
}

/**
 * A playlist of the grid: its first slide (opens the editor), name, slides and duration, Published or
 * Draft, where it comes from, a box to select it and its menu.
 */
export const PLAYLIST_CARD: CardFace<TPlaylistSummary, PlaylistAction> = {
  testId: 'playlist',
  open: { action: 'open', label: 'actions.openNamed', testId: 'playlist-open' },
  Picture: ({ item }) => <PlaylistPreview playlist={item} />,
  Details: PlaylistCardDetails,
  marksOf: (playlist, t) => ({ unavailable: unavailableTexts(playlist, t) }),
};
