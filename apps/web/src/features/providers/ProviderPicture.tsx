import Box from '@mui/material/Box';
import type { TProviderResult } from '@placard/contract';

/**
 * A result's picture, cropped to a 4:3 frame (a sticker shown whole, on a checkerboard that shows its
 * transparency), lazily loaded from the provider.
 */
export function ProviderPicture({ result }: { result: TProviderResult }) {
  const sticker = result.kind === 'sticker';
  return (
    <Box
      sx={{
        position: 'relative',
        pb: '75%',
        bgcolor: 'action.hover',
        ...(sticker && {
          backgroundImage: 'repeating-conic-gradient(rgba(0,0,0,0.06) 0% 25%, transparent 0% 50%)',
          backgroundSize: '16px 16px',
        }),
      }}
    >
      <Box
        component="img"
        src={result.thumbnailUrl}
        alt={result.title}
        loading="lazy"
        draggable={false}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: sticker ? 'contain' : 'cover',
          display: 'block',
        }}
      />
    </Box>
  );
}
