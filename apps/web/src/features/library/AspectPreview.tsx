import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { aspectRatio, type TAspect } from '@placard/contract';
import { fitInBox } from '../playlists/playlistFormat';

/** The box every card's picture fills, whatever the item's shape: 16:10. */
const BOX_RATIO = 16 / 10;

/**
 * What stands for a playlist or a template: its thumbnail, or an empty slide with an icon and a word,
 * in the item's own aspect ratio inside a box of the same size for every card. `compact` drops the
 * words and the shadow (list rows).
 */
export function AspectPreview({
  aspect,
  thumbnailUrl,
  testIds,
  Icon,
  message,
  compact = false,
}: {
  aspect: TAspect;
  thumbnailUrl: string | null;
  testIds: { preview: string; thumbnail: string; empty: string };
  Icon: SvgIconComponent;
  message: string;
  compact?: boolean;
}) {
  const [width, height] = aspectRatio(aspect);
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
          data-testid={testIds.preview}
          data-aspect={`${width}:${height}`}
          sx={{
            ...fitInBox(aspect, BOX_RATIO),
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
          {thumbnailUrl ? (
            <Box
              component="img"
              src={thumbnailUrl}
              alt=""
              loading="lazy"
              decoding="async"
              draggable={false}
              data-testid={testIds.thumbnail}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          ) : (
            <Box
              data-testid={testIds.empty}
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
              <Icon sx={{ fontSize: compact ? 16 : 32 }} aria-hidden />
              {!compact && (
                <Typography variant="caption" sx={{ lineHeight: 1.2 }}>
                  {message}
                </Typography>
              )}
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}
