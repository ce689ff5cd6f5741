import { domToCanvas } from 'modern-screenshot';
import { pictureFromPage, placeStills, videoStills } from './drawnMedia';
import { embeddedFontCss } from './embedFonts';
import { waitForSlide } from './waitForSlide';

export const SLIDE_JPEG_QUALITY = 0.85;

function canvasToJpeg(source: HTMLCanvasElement, size: { width: number; height: number }): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Canvas 2D is not available'));
  context.fillStyle = '#FFFFFF';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(source, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The slide could not be encoded'))),
      'image/jpeg',
      SLIDE_JPEG_QUALITY,
    );
  });
}

/** The font ids the text in a rendered slide uses. */
function renderedFonts(node: HTMLElement): string[] {
  return [
    ...new Set([...node.querySelectorAll<HTMLElement>('[data-font]')].map((span) => span.dataset.font ?? '')),
  ].filter(Boolean);
}

/**
 * A JPEG picture, exactly `size` pixels, of a rendered SlideView (pass its outer element): the
 * editor draws one in 'thumbnail' mode for its 256-pixel slide thumbnails (thumbnailSize in the
 * contract), a screen takes its playing slide. Waits for its pictures and fonts first (see
 * waitForSlide) and embeds the fonts its text uses. Pictures and video frames come from the page's
 * own elements as they show now, never fetched again.
 */
export async function rasterizeSlide(
  node: HTMLElement,
  size: { width: number; height: number },
): Promise<Blob> {
  await waitForSlide(node);
  const width = node.offsetWidth || size.width;
  const height = node.offsetHeight || size.height;
  const fontCss = await embeddedFontCss(renderedFonts(node));
  const longSide = Math.max(size.width, size.height);
  const stills = await videoStills(node, longSide);
  const drawn = await domToCanvas(node, {
    width,
    height,
    scale: size.width / width,
    font: fontCss ? { cssText: fontCss } : false,
    // each video is drawn as a still of the frame it shows now, put where it is
    filter: (child) => !(child instanceof HTMLVideoElement),
    onCloneNode: (copy) => placeStills(copy, stills),
    fetchFn: (url) => pictureFromPage(node, url, longSide),
  });
  return canvasToJpeg(drawn, size);
}
