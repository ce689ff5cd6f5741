/**
 * The pictures and video frames of a drawn slide, taken from the page's own decoded elements for its
 * rasterised picture: nothing is fetched again (a screen's media are blob: addresses, which the
 * Content-Security-Policy lets pictures and videos show but not scripts fetch), and a video gives
 * the very frame it shows.
 */

/** A transparent pixel: what a picture that cannot be had draws (nothing, as on the page). */
export const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** HTMLMediaElement.readyState: the frame at the current position is there to draw. */
const HAVE_CURRENT_DATA = 2;

/** Elements the rasteriser leaves out of its copy of a slide, so the places of the others match. */
const SKIPPED = new Set(['VIDEO', 'STYLE', 'SCRIPT']);

/**
 * A picture or frame as a data URL, its shorter side at most `limit` pixels: however an element
 * fits it (cover, contain, fill), no more of it shows in a picture `limit` pixels long.
 */
function dataUrlOf(
  source: CanvasImageSource,
  natural: { width: number; height: number },
  limit: number,
  type: 'image/png' | 'image/jpeg',
): string | null {
  if (natural.width <= 0 || natural.height <= 0) return null;
  const scale = Math.min(1, limit / Math.min(natural.width, natural.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(natural.width * scale));
  canvas.height = Math.max(1, Math.round(natural.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return null;
  try {
    context.drawImage(source, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL(type);
  } catch {
    // a picture of another site without CORS taints the canvas
    return null;
  }
}

const loaded = (image: HTMLImageElement) => image.complete && image.naturalWidth > 0;

function pictureDataUrl(image: HTMLImageElement, limit: number): string | null {
  return dataUrlOf(image, { width: image.naturalWidth, height: image.naturalHeight }, limit, 'image/png');
}

/** Loads a picture as the page shows pictures (img-src), not as a script fetches (connect-src). */
async function loadPicture(url: string): Promise<HTMLImageElement | null> {
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
    return image;
  } catch {
    return null;
  }
}

/**
 * The picture at `url` as a data URL: drawn from a loaded <img> of the slide showing it, else
 * loaded as a picture; NOTHING when it cannot be had.
 */
export async function pictureFromPage(node: HTMLElement, url: string, limit: number): Promise<string> {
  const shown = [...node.querySelectorAll('img')].find(
    (image) => (image.currentSrc === url || image.src === url) && loaded(image),
  );
  const image = shown ?? (await loadPicture(url));
  return (image && pictureDataUrl(image, limit)) ?? NOTHING;
}

/** An element's children as the rasteriser copies them: the skipped ones left out. */
const copiedChildren = (element: Element) =>
  [...element.children].filter((child) => !SKIPPED.has(child.tagName));

/** The way from `root` down to `element`: its place among its parent's copied children, at each level. */
function pathTo(root: Element, element: Element): number[] | null {
  const path: number[] = [];
  for (let at: Element | null = element; at !== root; at = at.parentElement) {
    const parent: Element | null | undefined = at?.parentElement;
    if (!at || !parent) return null;
    path.unshift(copiedChildren(parent).indexOf(at));
  }
  return path;
}

function follow(root: Element, path: readonly number[]): Element | null {
  let at: Element | null = root;
  for (const index of path) at = at ? (copiedChildren(at)[index] ?? null) : null;
  return at;
}

/**
 * A still of a video as the slide shows it: where its element sits (the way to its parent, and how
 * many of the parent's copied children come before it), how it is fitted, and its picture.
 */
export type VideoStill = { parentPath: number[]; before: number; src: string; style: string };

/** How a still takes its video's place: the video's own box, fit, corners and opacity. */
const STILL_PROPERTIES = [
  'display',
  'width',
  'height',
  'object-fit',
  'object-position',
  'border-radius',
  'opacity',
];

/**
 * Stills of the slide's videos: the frame each shows now (or, before its first frame, its poster),
 * with where and how it is drawn. A video showing nothing yet gives no still.
 */
export async function videoStills(node: HTMLElement, limit: number): Promise<VideoStill[]> {
  const stills: VideoStill[] = [];
  for (const video of node.querySelectorAll('video')) {
    const parent = video.parentElement;
    const parentPath = parent ? pathTo(node, parent) : null;
    if (!parentPath) continue;
    let src: string | null = null;
    if (video.readyState >= HAVE_CURRENT_DATA) {
      src = dataUrlOf(video, { width: video.videoWidth, height: video.videoHeight }, limit, 'image/jpeg');
    } else if (video.poster) {
      const poster = await loadPicture(video.poster);
      src = poster && pictureDataUrl(poster, limit);
    }
    if (!src) continue;
    const computed = getComputedStyle(video);
    const style = STILL_PROPERTIES.map((name) => `${name}: ${computed.getPropertyValue(name)}`).join('; ');
    const before = parent ? [...parent.children].indexOf(video) : 0;
    const skippedBefore = parent
      ? [...parent.children].slice(0, before).filter((child) => SKIPPED.has(child.tagName)).length
      : 0;
    stills.push({ parentPath, before: before - skippedBefore, src, style });
  }
  return stills;
}

/** Puts the stills in the rasteriser's copy of the slide (made without its videos), where the videos were. */
export function placeStills(copy: Node, stills: readonly VideoStill[]): void {
  if (!(copy instanceof Element)) return;
  // every place is found before anything is added, which would move the places after it
  const places = stills.map((still) => {
    const parent = follow(copy, still.parentPath);
    return parent ? { still, parent, reference: copiedChildren(parent)[still.before] ?? null } : null;
  });
  for (const place of places) {
    if (!place) continue;
    const image = copy.ownerDocument.createElement('img');
    image.setAttribute('src', place.still.src);
    image.setAttribute('alt', '');
    image.setAttribute('style', place.still.style);
    place.parent.insertBefore(image, place.reference);
  }
}
