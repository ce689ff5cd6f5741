import { memo, useDeferredValue } from 'react';
import Box from '@mui/material/Box';
import { canvasSize, type TAspect, type TSlide, type TSlideData } from '@placard/contract';
import { SlideView } from '@placard/slides';

/** Thumbnails fit in this box, keeping the playlist's shape. */
export const THUMB_MAX_WIDTH = 148;
export const THUMB_MAX_HEIGHT = 100;

/** The size of a thumbnail of this shape fitted in the box. */
export function thumbSize(aspect: TAspect): { width: number; height: number } {
  const canvas = canvasSize(aspect);
  const scale = Math.min(THUMB_MAX_WIDTH / canvas.width, THUMB_MAX_HEIGHT / canvas.height);
  return { width: Math.round(canvas.width * scale), height: Math.round(canvas.height * scale) };
}

/** A slide drawn small: its saved thumbnail, or (until there is one) the slide itself. */
export const SlideThumbnail = memo(function SlideThumbnail({
  slide,
  aspect,
}: {
  slide: TSlide;
  aspect: TAspect;
}) {
  const { width, height } = thumbSize(aspect);
  return (
    <Box
      sx={{
        width,
        height,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        flexShrink: 0,
        pointerEvents: 'none',
      }}
      data-testid={`slide-thumbnail-${slide.id}`}
    >
      {slide.thumbnailUrl ? (
        <Box
          component="img"
          src={slide.thumbnailUrl}
          alt=""
          loading="lazy"
          decoding="async"
          draggable={false}
          sx={{ width, height, display: 'block', objectFit: 'cover' }}
        />
      ) : (
        <LivePreview data={slide.data} aspect={aspect} width={width} />
      )}
    </Box>
  );
});

/** A slide drawn live until it has a thumbnail; drawn at low priority so a drag on the canvas stays smooth. */
function LivePreview({ data, aspect, width }: { data: TSlideData; aspect: TAspect; width: number }) {
  const deferred = useDeferredValue(data);
  return <SlideView slide={deferred} aspect={aspect} width={width} mode="thumbnail" />;
}
