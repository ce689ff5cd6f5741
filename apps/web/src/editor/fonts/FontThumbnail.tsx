import Box from '@mui/material/Box';
import type { FontEntry } from '@placard/fonts';

/** A font's name drawn in the font (an SVG picture, so the font itself need not be loaded). */
export function FontThumbnail({ font, height = 30 }: { font: FontEntry; height?: number }) {
  return (
    <Box
      component="img"
      src={font.thumbnailUrl}
      alt={font.name}
      draggable={false}
      // the pictures are 240×40
      sx={{ display: 'block', height, width: height * 6, flexShrink: 0, objectFit: 'contain' }}
    />
  );
}
