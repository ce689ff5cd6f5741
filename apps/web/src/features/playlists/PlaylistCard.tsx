import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPlaylistSummary } from '@placard/contract';
import { ActionMenu } from '../media/ActionMenu';
import { SelectCheckbox } from '../media/SelectCheckbox';
import type { PlaylistAction } from './playlistActions';
import { PublishedChip, usePlaylistOrigin } from './PlaylistBadges';
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
  return (
    <Card
      component="article"
      aria-label={playlist.name}
      data-testid="playlist-card"
      data-id={playlist.id}
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        transition: theme.transitions.create(['box-shadow', 'border-color']),
        borderColor: selected ? 'primary.main' : 'divider',
        boxShadow: selected ? `0 0 0 1px ${theme.palette.primary.main}` : 'none',
        '&:hover, &:focus-within': { boxShadow: theme.shadows[3] },
        '&:hover .library-select, &:focus-within .library-select': { opacity: 1 },
      })}
    >
      <CardActionArea
        onClick={() => onAction('open')}
        aria-label={t('actions.openNamed', { name: playlist.name })}
        data-testid="playlist-open"
      >
        <PlaylistPreview playlist={playlist} />
      </CardActionArea>
      {selectable && (
        <SelectCheckbox
          name={playlist.name}
          checked={selected}
          visible={selected || selecting}
          onToggle={onToggle}
          testId="playlist-select"
          sx={{
            top: 4,
            left: 4,
            p: 0.5,
            bgcolor: 'rgba(255,255,255,0.9)',
            borderRadius: 1,
            '&:hover': { bgcolor: '#fff' },
          }}
        />
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, p: 1.25, pr: 0.5 }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            variant="body2"
            noWrap
            title={playlist.name}
            sx={{ fontWeight: 600 }}
            data-testid="playlist-name"
          >
            {playlist.name}
          </Typography>
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
            <PublishedChip published={playlist.isPublished} />
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
        </Box>
        <ActionMenu name={playlist.name} actions={actions} onAction={onAction} />
      </Box>
    </Card>
  );
}
