import Box from '@mui/material/Box';
import SlideshowOutlined from '@mui/icons-material/SlideshowOutlined';
import { playlistColor } from './playlistColor';

/** A small picture of a playlist (its first slide), edged in the playlist's calendar colour. */
export function PlaylistThumb({
  playlistId,
  thumbnailUrl,
  size = 64,
}: {
  playlistId: number;
  thumbnailUrl: string | null | undefined;
  size?: number;
}) {
  return (
    <Box
      sx={{
        width: size,
        height: Math.round((size * 10) / 16),
        flexShrink: 0,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.100',
        borderLeft: 4,
        borderLeftColor: playlistColor(playlistId),
        display: 'grid',
        placeItems: 'center',
        color: 'text.secondary',
      }}
    >
      {thumbnailUrl ? (
        <Box
          component="img"
          src={thumbnailUrl}
          alt=""
          loading="lazy"
          draggable={false}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <SlideshowOutlined fontSize="small" aria-hidden />
      )}
    </Box>
  );
}
