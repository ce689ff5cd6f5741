import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SlideshowOutlined from '@mui/icons-material/SlideshowOutlined';
import { useTranslation } from 'react-i18next';
import { aspectRatio, type TPlaylistSummary } from '@placard/contract';
import { fitInBox } from './playlistFormat';

/** The box every card's picture fills, whatever the playlist's shape: 16:10. */
const BOX_RATIO = 16 / 10;

type PreviewFacts = Pick<TPlaylistSummary, 'aspect' | 'thumbnailUrl' | 'slideCount'>;

/**
 * What stands for a playlist: its first slide's thumbnail, or an empty slide, in the playlist's own
 * aspect ratio inside a box of the same size for every card. `compact` drops the words (list rows).
 */
export function PlaylistPreview({
  playlist,
  compact = false,
}: {
  playlist: PreviewFacts;
  compact?: boolean;
}) {
  const { t } = useTranslation('playlists');
  const [width, height] = aspectRatio(playlist.aspect);
  return (
    <Box sx={{ position: 'relative', aspectRatio: '16 / 10', bgcolor: 'grey.100' }}>
      <Box
        sx={{
          position: 'absolute',
          inset: compact ? 3 : 12,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Box
          data-testid="playlist-preview"
          data-aspect={`${width}:${height}`}
          sx={{
            ...fitInBox(playlist.aspect, BOX_RATIO),
            aspectRatio: `${width} / ${height}`,
            maxWidth: '100%',
            maxHeight: '100%',
            overflow: 'hidden',
            borderRadius: compact ? 0.5 : 1,
            bgcolor: 'background.paper',
            boxShadow: compact ? 'none' : 1,
            border: compact ? 1 : 0,
            borderColor: 'divider',
          }}
        >
          {playlist.thumbnailUrl ? (
            <Box
              component="img"
              src={playlist.thumbnailUrl}
              alt=""
              loading="lazy"
              decoding="async"
              draggable={false}
              data-testid="playlist-thumbnail"
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          ) : (
            <Box
              data-testid="playlist-no-slides"
              sx={{
                width: '100%',
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 0.5,
                // secondary, not disabled: the words must stay readable (WCAG AA contrast)
                color: 'text.secondary',
                textAlign: 'center',
                px: 1,
              }}
            >
              <SlideshowOutlined sx={{ fontSize: compact ? 16 : 32 }} aria-hidden />
              {!compact && (
                <Typography variant="caption" sx={{ lineHeight: 1.2 }}>
                  {playlist.slideCount === 0 ? t('card.noSlides') : t('card.noThumbnail')}
                </Typography>
              )}
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}
