import { memo, useDeferredValue, useState } from 'react';
import Box from '@mui/material/Box';
import { canvasSize, type TAspect, type TSlide, type TSlideData } from '@placard/contract';
import { SlideView } from '@placard/slides';
import { overlayOver } from '../../state';
import { useEditorState } from '../../context/EditorContext';

/** Thumbnails fit in this box, keeping the playlist's shape. */
export const THUMB_MAX_WIDTH = 148;
export const THUMB_MAX_HEIGHT = 100;

/** The size of a thumbnail of this shape fitted in the box. */
export function thumbSize(aspect: TAspect): { width: number; height: number } {
  const canvas = canvasSize(aspect);
  const scale = Math.min(THUMB_MAX_WIDTH / canvas.width, THUMB_MAX_HEIGHT / canvas.height);
  return { width: Math.round(canvas.width * scale), height: Math.round(canvas.height * scale) };
}

/**
 * A slide drawn small with the overlay over it, always as it is now in the editor: its saved thumbnail
 * while that is a picture of the slide's and the overlay's current documents, otherwise the slide itself drawn from the editor's state (at once
 * after an edit or an undo). A picture that takes over from the drawing is shown once it has loaded,
 * so the thumbnail never goes blank.
 */
export const SlideThumbnail = memo(function SlideThumbnail({
  slide,
  aspect,
}: {
  slide: TSlide;
  aspect: TAspect;
}) {
  const { width, height } = thumbSize(aspect);
  const overlay = useEditorState((state) => (state.playlist ? overlayOver(state.playlist, slide.id) : null));
  const source = useEditorState((state) => state.thumbnailSources[slide.id] ?? null);
  const current = source !== null && source.slide === slide.data && source.overlay === overlay;
  const pictureUrl = current ? slide.thumbnailUrl : null;
  const [drawnLive, setDrawnLive] = useState(pictureUrl === null);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  if (pictureUrl === null && !drawnLive) setDrawnLive(true);
  const live = pictureUrl === null || (drawnLive && loadedUrl !== pictureUrl);
  return (
    <Box
      sx={{
        position: 'relative',
        width,
        height,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        flexShrink: 0,
        pointerEvents: 'none',
      }}
      data-testid={`slide-thumbnail-${slide.id}`}
      data-thumbnail={live ? 'live' : 'picture'}
    >
      {live && <LivePreview data={slide.data} overlay={overlay} aspect={aspect} width={width} />}
      {pictureUrl && (
        <Box
          component="img"
          src={pictureUrl}
          alt=""
          loading={drawnLive ? 'eager' : 'lazy'}
          decoding="async"
          draggable={false}
          onLoad={() => setLoadedUrl(pictureUrl)}
          sx={{
            width,
            height,
            display: 'block',
            objectFit: 'cover',
            ...(live ? { position: 'absolute', left: 0, top: 0, opacity: 0 } : {}),
          }}
        />
      )}
    </Box>
  );
});

/** The slide drawn live, with the overlay over it; at low priority, so a drag on the canvas stays smooth. */
function LivePreview({
  data,
  overlay,
  aspect,
  width,
}: {
  data: TSlideData;
  overlay: TSlideData | null;
  aspect: TAspect;
  width: number;
}) {
  const deferred = useDeferredValue(data);
  const deferredOverlay = useDeferredValue(overlay);
  return (
    <SlideView slide={deferred} overlay={deferredOverlay} aspect={aspect} width={width} mode="thumbnail" />
  );
}
