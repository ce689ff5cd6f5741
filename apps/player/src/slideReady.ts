/** HTMLMediaElement.readyState: the frame at the current position is there to draw. */
const HAVE_CURRENT_DATA = 2;
/** HTMLMediaElement.networkState: the video has no file it can play. */
const NETWORK_NO_SOURCE = 3;

/** The pictures whose decoding was asked for, by the address it was asked for and whether it is over. */
const decoding = new WeakMap<HTMLImageElement, { src: string; done: boolean }>();

/**
 * Whether a picture is decoded, so it paints in the very frame it becomes visible; asks the browser
 * to decode it the first time. A picture that cannot be had (a broken file) has nothing to wait for.
 */
function pictureDecoded(image: HTMLImageElement): boolean {
  const src = image.currentSrc || image.src;
  const known = decoding.get(image);
  if (known && known.src === src) return known.done;
  if (typeof image.decode !== 'function') return image.complete;
  const state = { src, done: false };
  decoding.set(image, state);
  const over = () => {
    state.done = true;
  };
  image.decode().then(over, over);
  return false;
}

/** Whether a video has the frame it shows first (or will never have one). */
function videoHasFrame(video: HTMLVideoElement): boolean {
  return (
    video.readyState >= HAVE_CURRENT_DATA || Boolean(video.error) || video.networkState === NETWORK_NO_SOURCE
  );
}

/**
 * Whether a slide drawn ahead (hidden) is ready to show: every picture decoded, every video holding
 * its first frame, and its fonts loaded. Nothing drawn counts as ready.
 */
export function isSlideDrawn(node: HTMLElement | null): boolean {
  if (!node) return true;
  // every picture is asked for its decoding, not only those up to the first one still at it
  const pictures = [...node.querySelectorAll('img')].map(pictureDecoded).every(Boolean);
  const videos = [...node.querySelectorAll('video')].every(videoHasFrame);
  const fonts = node.querySelector('[data-fonts-ready="false"]') === null;
  return pictures && videos && fonts;
}

/** Decodes a drawn slide's pictures ahead, so they show at once when the slide comes in. */
export function decodePictures(node: HTMLElement | null): void {
  node?.querySelectorAll('img').forEach(pictureDecoded);
}
