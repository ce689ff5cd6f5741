import Box from '@mui/material/Box';
import { aspectRatio, type TAspect } from '@placard/contract';

/** A small outline of an aspect ratio, its long side `size` pixels, centred in a `size` square. */
export function AspectShape({ aspect, size = 36 }: { aspect: TAspect; size?: number }) {
  const [width, height] = aspectRatio(aspect);
  const scale = size / Math.max(width, height);
  return (
    <Box aria-hidden sx={{ width: size, height: size, display: 'grid', placeItems: 'center', flexShrink: 0 }}>
      <Box
        sx={{
          width: Math.max(4, Math.round(width * scale)),
          height: Math.max(4, Math.round(height * scale)),
          border: 2,
          borderColor: 'currentColor',
          borderRadius: 0.75,
        }}
      />
    </Box>
  );
}
