import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPlaylistSummary } from '@placard/contract';
import { ActionMenu } from '../media/ActionMenu';
import { LibraryCard } from '../media/LibraryCard';
import type { PlaylistAction } from './playlistActions';
import { PublishedChip, usePlaylistOrigin, useUnavailableActions } from './PlaylistBadges';
import { formatPlaylistDuration } from './playlistFormat';
import { PlaylistPreview } from './PlaylistPreview';

export interface PlaylistCardProps {
  playlist: TPlaylistSummary;
  actions: readonly PlaylistAction[];
  selected: boolean;
  /** whether anything is selected: the boxes then show on every card */
  selecting: boolean;
  selectable: boolean;
  onToggle: () => void;
  onAction: (action: PlaylistAction) => void;
}

/**
 * A playlist of the grid: its first slide (opens the editor), name, slides and duration, Published or
 * Draft, where it comes from, a box to select it and its menu.
 */
export function PlaylistCard({
  playlist,
  actions,
  selected,
  selecting,
  selectable,
  onToggle,
  onAction,
}: PlaylistCardProps) {
  const { t } = useTranslation('playlists');
  const origin = usePlaylistOrigin()(playlist);
  const unavailable = useUnavailableActions()(playlist);
  return (
    <LibraryCard
      id={playlist.id}
      name={playlist.name}
      testId="playlist-card"
      selectTestId="playlist-select"
      nameTestId="playlist-name"
      selected={selected}
      selecting={selecting}
      selectable={selectable}
      onToggle={onToggle}
      picture={
        <CardActionArea
          onClick={() => onAction('open')}
          aria-label={t('actions.openNamed', { name: playlist.name })}
          data-testid="playlist-open"
        >
          <PlaylistPreview playlist={playlist} />
        </CardActionArea>
      }
      menu={
        <ActionMenu name={playlist.name} actions={actions} onAction={onAction} unavailable={unavailable} />
      }
    >
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
    </LibraryCard>
  );
}
