import type { TElement, TElementOf, TSlideData } from '@placard/contract';
import { slideMediaIds } from '@placard/contract';
import type { Database } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { LibraryActor } from '../library/library.policy.js';
import { visibleMediaFiles, type MediaFiles } from '../media/media.queries.js';

const mediaError = () => new AppError('VALIDATION_FAILED', { fields: { slideData: 'errors.NOT_FOUND' } });

type MediaElement = TElementOf<'image'> | TElementOf<'video'>;
type ShownFile = { url: string; posterUrl: string | null };

function isMediaElement(element: TElement): element is MediaElement {
  return element.eltype === 'image' || element.eltype === 'video';
}

/** One place a media item is shown: as an image (of a PDF page) or a video. */
function shownKey(element: MediaElement): string {
  const page = element.eltype === 'image' ? (element.contents.page ?? 1) : 0;
  return `${element.eltype}:${element.contents.mediaId}:${page}`;
}

/** The addresses the playlist's slides show their media at, as the server stored them. */
function shownFiles(slides: readonly TSlideData[]) {
  const elements = new Map<string, ShownFile>();
  const backgrounds = new Map<number, string>();
  for (const slide of slides) {
    for (const element of slide.elements) {
      if (!isMediaElement(element) || element.contents.mediaId === null) continue;
      const posterUrl = element.eltype === 'video' ? element.contents.posterUrl : null;
      elements.set(shownKey(element), { url: element.contents.url, posterUrl });
    }
    if (slide.background.type === 'image' && slide.background.mediaId !== null) {
      backgrounds.set(slide.background.mediaId, slide.background.url);
    }
  }
  return { elements, backgrounds };
}

function placed(element: MediaElement, file: MediaFiles): MediaElement {
  if (element.eltype === 'video') {
    if (file.kind !== 'video') throw mediaError();
    return { ...element, contents: { ...element.contents, url: file.url, posterUrl: file.posterUrl } };
  }
  if (file.kind === 'video') throw mediaError();
  const page = element.contents.page;
  const url = file.kind === 'pdf' ? file.pages[(page ?? 1) - 1] : file.url;
  if (!url) throw mediaError();
  return {
    ...element,
    contents: { ...element.contents, url, page: file.kind === 'pdf' ? (page ?? 1) : null },
  };
}

function keptAsShown(element: MediaElement, file: ShownFile): MediaElement {
  return element.eltype === 'video'
    ? { ...element, contents: { ...element.contents, url: file.url, posterUrl: file.posterUrl } }
    : { ...element, contents: { ...element.contents, url: file.url } };
}

/**
 * Points a slide's media at the library's files: their addresses are the server's, never the browser's.
 * Media the actor sees must be of the element's kind. Media the playlist already shows keep the addresses
 * stored for them even when the actor does not see the item: a shared playlist may show what its author
 * can see and its other editors cannot. Anything else is refused.
 */
export async function resolveSlideMedia(
  db: Database,
  actor: LibraryActor,
  data: TSlideData,
  shownBefore: readonly TSlideData[],
): Promise<TSlideData> {
  const ids = slideMediaIds(data);
  if (ids.length === 0) return data;
  const files = await visibleMediaFiles(db, actor, ids);
  const shown = shownFiles(shownBefore);
  const elements = data.elements.map((element) => {
    if (!isMediaElement(element) || element.contents.mediaId === null) return element;
    const file = files.get(element.contents.mediaId);
    if (file) return placed(element, file);
    const before = shown.elements.get(shownKey(element));
    if (!before) throw mediaError();
    return keptAsShown(element, before);
  });
  const background = data.background;
  if (background.type !== 'image' || background.mediaId === null) return { ...data, elements };
  const file = files.get(background.mediaId);
  if (file && file.kind !== 'image' && file.kind !== 'gif') throw mediaError();
  const url = file?.url ?? shown.backgrounds.get(background.mediaId);
  if (url === undefined) throw mediaError();
  return { ...data, elements, background: { ...background, url } };
}
