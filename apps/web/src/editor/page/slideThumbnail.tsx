import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { thumbnailSize, type TAspect, type TSlideData } from '@placard/contract';
import { rasterizeSlide, SlideView } from '@placard/slides';

/**
 * Draws a slide as a 256-px JPEG (spec section 9) with the shared renderer, off screen: what the slide
 * list and the playlist cards show is what the screen shows.
 */
export async function renderSlideThumbnail(
  slide: TSlideData,
  aspect: TAspect,
  overlay: TSlideData | null,
): Promise<Blob> {
  const size = thumbnailSize(aspect);
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = 'position:fixed;left:-100000px;top:0;pointer-events:none;';
  document.body.appendChild(host);
  const root = createRoot(host);
  try {
    flushSync(() =>
      root.render(
        <SlideView slide={slide} aspect={aspect} width={size.width} mode="thumbnail" overlay={overlay} />,
      ),
    );
    const node = host.firstElementChild;
    if (!(node instanceof HTMLElement)) throw new Error('slide not drawn');
    return await rasterizeSlide(node, size);
  } finally {
    root.unmount();
    host.remove();
  }
}
