import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import GifBoxOutlined from '@mui/icons-material/GifBoxOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import type { MediaKind, TMediaItem } from '@placard/contract';

const KIND_ICONS = {
  image: ImageOutlined,
  gif: GifBoxOutlined,
  video: MovieOutlined,
  pdf: PictureAsPdfOutlined,
} as const satisfies Record<MediaKind, unknown>;

const fill = { position: 'absolute', inset: 0 } as const;
const centred = { ...fill, display: 'flex', alignItems: 'center', justifyContent: 'center' } as const;

/** A square picture of a media file: its thumbnail, or its kind's icon, marked while processing or failed. */
export function MediaTileFace({
  item,
  src,
  badge,
}: {
  item: Pick<TMediaItem, 'kind' | 'status'>;
  /** the picture to show; null shows the kind's icon */
  src: string | null;
  /** a short word in the corner (GIF, a page count, a page number) */
  badge?: string | undefined;
}) {
  const Icon = KIND_ICONS[item.kind];
  return (
    <Box sx={{ position: 'relative', width: '100%', aspectRatio: '1', bgcolor: 'background.paper' }}>
      {src ? (
        <Box
          component="img"
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          draggable={false}
          sx={{ ...fill, width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box sx={{ ...centred, color: 'text.disabled' }}>
          <Icon aria-hidden />
        </Box>
      )}
      {item.kind === 'video' && item.status === 'ready' && (
        <Box sx={{ ...centred, color: 'common.white', filter: 'drop-shadow(0 0 2px rgba(0,0,0,0.6))' }}>
          <PlayCircleOutlined aria-hidden />
        </Box>
      )}
      {item.status === 'processing' && (
        <Box sx={{ ...centred, bgcolor: 'rgba(255,255,255,0.7)' }}>
          <CircularProgress size={18} aria-hidden />
        </Box>
      )}
      {item.status === 'failed' && (
        <Box sx={{ ...centred, bgcolor: 'rgba(255,255,255,0.7)', color: 'error.main' }}>
          <ErrorOutline aria-hidden />
        </Box>
      )}
      {badge && (
        <Box
          component="span"
          aria-hidden
          sx={{
            position: 'absolute',
            right: 2,
            bottom: 2,
            px: 0.5,
            borderRadius: 0.5,
            fontSize: 10,
            lineHeight: '14px',
            fontWeight: 600,
            color: 'common.white',
            bgcolor: 'rgba(0,0,0,0.6)',
          }}
        >
          {badge}
        </Box>
      )}
    </Box>
  );
}
