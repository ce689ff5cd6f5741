/** Spec section 9: before rasterising, wait for pictures and fonts with up to 10 checks 500 ms apart. */
export const RASTERIZE_WAIT_CHECKS = 10;
export const RASTERIZE_WAIT_MS = 500;

const HAVE_METADATA = 1;
const NETWORK_NO_SOURCE = 3;

function mediaReady(node: HTMLElement): boolean {
  const images = [...node.querySelectorAll('img')].every((image) => image.complete);
  const videos = [...node.querySelectorAll('video')].every(
    (video) =>
      video.readyState >= HAVE_METADATA || video.error !== null || video.networkState === NETWORK_NO_SOURCE,
  );
  const fonts =
    node.querySelector('[data-fonts-ready="false"]') === null && node.dataset.fontsReady !== 'false';
  return images && videos && fonts;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits until a rendered slide's pictures, video frames and fonts are there, checking up to
 * RASTERIZE_WAIT_CHECKS times RASTERIZE_WAIT_MS apart; after that it goes on with what there is.
 * Resolves whether everything was ready.
 */
export async function waitForSlide(node: HTMLElement): Promise<boolean> {
  for (let check = 0; check < RASTERIZE_WAIT_CHECKS; check += 1) {
    if (mediaReady(node)) {
      const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
      if (!fonts || fonts.status === 'loaded') return true;
      await Promise.race([fonts.ready, sleep(RASTERIZE_WAIT_MS)]);
      continue;
    }
    await sleep(RASTERIZE_WAIT_MS);
  }
  return mediaReady(node);
}
