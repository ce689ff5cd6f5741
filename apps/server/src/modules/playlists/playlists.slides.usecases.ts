import {
  aspectOf,
  computeAabb,
  emptySlideData,
  PLAYLIST_SLIDES_MAX,
  readSlideData,
  type TAspectUpdateRequest,
  type TBackground,
  type TPlaylist,
  type TPlaylistSummary,
  type TSlide,
  type TSlideAnimation,
  type TSlideData,
  type TSlidesChanged,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { sweepBlobReleases } from '../media/media.blobs.js';
import { isManager, type LibraryActor } from '../library/library.policy.js';
import { requirePlaylist } from './playlists.access.js';
import { editPlaylist, PLAYLISTS_ONLY, slideAt, slideWithId, type EditContext } from './playlists.edit.js';
import { resolveSlideMedia } from './playlists.media.js';
import { presentPlaylist, presentSlide, presentSummary } from './playlists.present.js';
import { publishSnapshot } from './playlists.publications.js';
import {
  afterSlideRemoved,
  assertActionsAllowed,
  assertProtectedElementsKept,
  assertUniqueElements,
  moveIndex,
} from './playlists.rules.js';
import {
  deleteSlide,
  insertSlides,
  playlistViewById,
  slidesOf,
  updatePlaylists,
  updateSlide,
} from './playlists.repository.js';
import type { SlideRow } from './playlists.table.js';
import { playlistError } from './playlists.errors.js';
import { assertTouchLicensed } from './playlists.touch.js';

/** The playlist as it is after a change, for answers that return it whole. */
async function currentPlaylist(tx: Deps, actor: LibraryActor, id: number): Promise<TPlaylist> {
  const row = await playlistViewById(tx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentPlaylist(actor, row, await slidesOf(tx.db, id));
}

async function slidesChanged(
  tx: Deps,
  actor: LibraryActor,
  id: number,
  selectedSlideId: number | null,
): Promise<TSlidesChanged> {
  return { playlist: await currentPlaylist(tx, actor, id), selectedSlideId };
}

/** Writes new positions 0..n-1 for slides in the given order (only those that moved). */
async function renumber(tx: Deps, ordered: readonly SlideRow[], now: Date): Promise<void> {
  for (const [position, slide] of ordered.entries()) {
    if (slide.position !== position) await updateSlide(tx.db, slide.id, { position, updatedAt: now });
  }
}

/**
 * Checks and completes a slide document before it is stored: unique element ids, allowed actions (new
 * or changed ones only with a licence for interaction), media resolved to the library's files, each
 * element's bounding box computed here rather than trusted, and protected elements kept (for others
 * than the author, an owner or an admin).
 */
async function prepareSlide(
  context: EditContext,
  actor: LibraryActor,
  slideId: number | null,
  before: TSlideData | null,
  data: TSlideData,
): Promise<TSlideData> {
  const { tx, playlist, slides } = context;
  assertUniqueElements(data);
  const ids = slides.map((slide) => slide.id);
  assertActionsAllowed(data, slideId ?? -1, ids);
  await assertTouchLicensed(tx, actor, before, data);
  const shown = slides.map((slide) => slide.data);
  const resolved = await resolveSlideMedia(tx.db, actor, data, shown);
  const prepared = {
    ...resolved,
    elements: resolved.elements.map((element) => ({ ...element, aabb: computeAabb(element) })),
  };
  // compared as stored: what the server computes or resolves itself is never a change
  if (before && !isPlaylistAuthor(actor, playlist)) assertProtectedElementsKept(before, prepared);
  return prepared;
}

/** The playlist's creator, an owner or an admin: they may change elements protected in it. */
export function isPlaylistAuthor(actor: LibraryActor, playlist: { creatorUserId: number | null }): boolean {
  return playlist.creatorUserId === actor.user.id || isManager(actor);
}

export async function createSlide(
  deps: Deps,
  actor: LibraryActor,
  request: { playlistId: number; slideData?: TSlideData | undefined; index?: number | undefined },
): Promise<TSlidesChanged> {
  return editPlaylist(
    deps,
    actor,
    request.playlistId,
    async (context) => {
      const { tx, slides, now } = context;
      if (slides.length >= PLAYLIST_SLIDES_MAX) throw playlistError('SLIDE_LIMIT_REACHED');
      // a new slide has no actions yet (they would point at slides before it existed)
      const given = request.slideData
        ? { ...request.slideData, actions: {}, hotCorners: false }
        : emptySlideData();
      const data = await prepareSlide(context, actor, null, null, given);
      const index = Math.min(request.index ?? slides.length, slides.length);
      const [created] = await insertSlides(tx.db, [
        { playlistId: request.playlistId, position: index, data, updatedAt: now },
      ]);
      if (!created) throw new Error('insert slide returned nothing');
      const ordered = [...slides];
      ordered.splice(index, 0, created);
      await renumber(tx, ordered, now);
      return slidesChanged(tx, actor, request.playlistId, created.id);
    },
    PLAYLISTS_ONLY,
  );
}

export async function removeSlide(
  deps: Deps,
  actor: LibraryActor,
  request: { playlistId: number; slideNumber: number },
): Promise<TSlidesChanged> {
  const changed = await editPlaylist(
    deps,
    actor,
    request.playlistId,
    async ({ tx, playlist, slides, now }) => {
      const removed = slideAt(slides, request.slideNumber);
      const outcome = afterSlideRemoved(slides, removed.id, playlist.overlaySlideId);
      if (outcome.clearOverlay) await updatePlaylists(tx.db, [playlist.id], { overlaySlideId: null });
      await deleteSlide(tx.db, removed.id);
      for (const changed of outcome.changed)
        await updateSlide(tx.db, changed.id, { data: changed.data, updatedAt: now });
      await renumber(
        tx,
        slides.filter((slide) => slide.id !== removed.id),
        now,
      );
      return slidesChanged(tx, actor, playlist.id, outcome.selectedSlideId);
    },
    PLAYLISTS_ONLY,
  );
  // its thumbnail goes when no other slide shows it
  await sweepBlobReleases(deps);
  return changed;
}

export async function duplicateSlide(
  deps: Deps,
  actor: LibraryActor,
  request: { playlistId: number; slideNumber: number },
): Promise<TSlidesChanged & { newSlideId: number }> {
  return editPlaylist(
    deps,
    actor,
    request.playlistId,
    async ({ tx, slides, now }) => {
      if (slides.length >= PLAYLIST_SLIDES_MAX) throw playlistError('SLIDE_LIMIT_REACHED');
      const original = slideAt(slides, request.slideNumber);
      // the copy is a new slide: its actions and hot corners would be new ones
      await assertTouchLicensed(tx, actor, null, readSlideData(original.data));
      const index = request.slideNumber + 1;
      const [copy] = await insertSlides(tx.db, [
        {
          playlistId: request.playlistId,
          position: index,
          data: original.data,
          thumbnailKey: original.thumbnailKey,
          updatedAt: now,
        },
      ]);
      if (!copy) throw new Error('insert slide returned nothing');
      const ordered = [...slides];
      ordered.splice(index, 0, copy);
      await renumber(tx, ordered, now);
      return { ...(await slidesChanged(tx, actor, request.playlistId, copy.id)), newSlideId: copy.id };
    },
    PLAYLISTS_ONLY,
  );
}

/** /playlist/updateSlide: the slide's whole document (what the editor saves). */
export async function updateSlideData(
  deps: Deps,
  actor: LibraryActor,
  request: { playlistId: number; slideNumber: number; slideData: TSlideData },
): Promise<TSlide> {
  return editPlaylist(deps, actor, request.playlistId, async (context) => {
    const slide = slideAt(context.slides, request.slideNumber);
    const data = await prepareSlide(context, actor, slide.id, slide.data, request.slideData);
    await updateSlide(context.tx.db, slide.id, { data, updatedAt: context.now });
    return presentSlide({ ...slide, data });
  });
}

export async function getSlide(
  deps: Deps,
  actor: LibraryActor,
  request: { playlistId: number; slideId: number },
): Promise<TSlide> {
  await requirePlaylist(deps, actor, request.playlistId);
  return presentSlide(slideWithId(await slidesOf(deps.db, request.playlistId), request.slideId));
}

export async function moveSlide(
  deps: Deps,
  actor: LibraryActor,
  request: { playlistId: number; slideId: number; newIndex: number; oldIndex: number },
): Promise<TSlidesChanged> {
  return editPlaylist(
    deps,
    actor,
    request.playlistId,
    async ({ tx, slides, now }) => {
      // the caller's view of the order must be the stored one, or the move would land elsewhere
      if (slides[request.oldIndex]?.id !== request.slideId) throw playlistError('SLIDE_CHANGED');
      if (request.newIndex >= slides.length) {
        throw new AppError('VALIDATION_FAILED', { fields: { newIndex: 'validation.invalid' } });
      }
      await renumber(tx, moveIndex(slides, request.oldIndex, request.newIndex), now);
      return slidesChanged(tx, actor, request.playlistId, request.slideId);
    },
    PLAYLISTS_ONLY,
  );
}

/** Changes one slide's document with a function, after the same checks as a whole update. */
async function changeSlide(
  deps: Deps,
  actor: LibraryActor,
  playlistId: number,
  slideId: number,
  change: (data: TSlideData) => TSlideData,
): Promise<TSlide> {
  return editPlaylist(deps, actor, playlistId, async (context) => {
    const slide = slideWithId(context.slides, slideId);
    const data = await prepareSlide(context, actor, slide.id, slide.data, change(readSlideData(slide.data)));
    await updateSlide(context.tx.db, slide.id, { data, updatedAt: context.now });
    return presentSlide({ ...slide, data });
  });
}

export async function updateBackground(
  deps: Deps,
  actor: LibraryActor,
  request: { playlistId: number; slideId: number } & (
    { backgroundType: 'color'; background: string } | { backgroundType: 'image'; background: number }
  ),
): Promise<TSlide> {
  const background: TBackground =
    request.backgroundType === 'color'
      ? { type: 'color', color: request.background }
      : { type: 'image', mediaId: request.background, url: '', color: '#FFFFFF' };
  return changeSlide(deps, actor, request.playlistId, request.slideId, (data) => ({
    ...data,
    background:
      background.type === 'image' && data.background.type === 'color'
        ? { ...background, color: data.background.color }
        : background,
  }));
}

export async function updateSlideDuration(
  deps: Deps,
  actor: LibraryActor,
  request: { playlistId: number; slideId: number; duration: number },
): Promise<TSlide> {
  return changeSlide(deps, actor, request.playlistId, request.slideId, (data) => ({
    ...data,
    duration: request.duration,
  }));
}

export async function updateSlideActions(
  deps: Deps,
  actor: LibraryActor,
  request: { playlistId: number; slideId: number; actionData: Pick<TSlideData, 'actions' | 'hotCorners'> },
): Promise<TSlide> {
  return changeSlide(deps, actor, request.playlistId, request.slideId, (data) => ({
    ...data,
    actions: request.actionData.actions,
    hotCorners: request.actionData.hotCorners,
  }));
}

/** Changes every slide's document at once (durations, animations applied to all). */
async function changeAllSlides(
  deps: Deps,
  actor: LibraryActor,
  playlistId: number,
  change: (data: TSlideData) => TSlideData,
): Promise<TPlaylist> {
  return editPlaylist(deps, actor, playlistId, async ({ tx, slides, now }) => {
    for (const slide of slides)
      await updateSlide(tx.db, slide.id, { data: change(readSlideData(slide.data)), updatedAt: now });
    return currentPlaylist(tx, actor, playlistId);
  });
}

export async function updateAllDurations(
  deps: Deps,
  actor: LibraryActor,
  request: { playlistId: number; duration: number },
): Promise<TPlaylist> {
  return changeAllSlides(deps, actor, request.playlistId, (data) => ({
    ...data,
    duration: request.duration,
  }));
}

export async function updateSlideAnimation(
  deps: Deps,
  actor: LibraryActor,
  request: { playlistId: number; slideId: number; animation: TSlideAnimation; applyToAll: boolean },
): Promise<TPlaylist> {
  const apply = (data: TSlideData) => ({ ...data, slideAnimation: request.animation });
  if (request.applyToAll) return changeAllSlides(deps, actor, request.playlistId, apply);
  await changeSlide(deps, actor, request.playlistId, request.slideId, apply);
  return currentPlaylist(deps, actor, request.playlistId);
}

/** The overlay: one slide shown over every other (needs another slide to show over). */
export async function updateOverlay(
  deps: Deps,
  actor: LibraryActor,
  request: { playlistId: number; overlayData: { slideId: number | null } },
): Promise<TPlaylistSummary> {
  return editPlaylist(
    deps,
    actor,
    request.playlistId,
    async ({ tx, playlist, slides, now }) => {
      const slideId = request.overlayData.slideId;
      if (slideId !== null) {
        slideWithId(slides, slideId);
        if (slides.length < 2) throw playlistError('JUMP_NEEDS_SLIDE');
      }
      await updatePlaylists(tx.db, [playlist.id], { overlaySlideId: slideId, updatedAt: now });
      const row = await playlistViewById(tx.db, playlist.id);
      if (!row) throw new AppError('NOT_FOUND');
      return presentSummary(actor, row);
    },
    PLAYLISTS_ONLY,
  );
}

/** A new shape for the whole playlist. Elements keep their places in units (the canvas changes size). */
export async function updateAspect(
  deps: Deps,
  actor: LibraryActor,
  request: Required<Pick<TAspectUpdateRequest, 'playlistId' | 'aspectType'>> & {
    width?: number | undefined;
    height?: number | undefined;
  },
): Promise<TPlaylistSummary> {
  const aspect = aspectOf(request);
  return editPlaylist(deps, actor, request.playlistId, async ({ tx, playlist, now }) => {
    await updatePlaylists(tx.db, [playlist.id], { aspect, updatedAt: now });
    return presentSummary(actor, { ...playlist, aspect, updatedAt: now });
  });
}

/**
 * Publish (spec section 4): the playlist as it is now is what screens play. Its slides are checked
 * first by the modules that look at what a screen will show (deps.hooks.publishChecks), outside the
 * transaction: a check may ask another host.
 */
export async function publishPlaylist(
  deps: Deps,
  actor: LibraryActor,
  playlistId: number,
): Promise<TPlaylistSummary> {
  if (deps.hooks.publishChecks.length > 0) {
    await requirePlaylist(deps, actor, playlistId, { kinds: PLAYLISTS_ONLY.kinds });
    const slides = (await slidesOf(deps.db, playlistId)).map((slide) => readSlideData(slide.data));
    for (const check of deps.hooks.publishChecks) await check(deps, slides);
  }
  return editPlaylist(
    deps,
    actor,
    playlistId,
    async ({ tx, playlist, slides, now }) => {
      await updatePlaylists(tx.db, [playlist.id], { isPublished: true, publishedAt: now, updatedAt: now });
      await publishSnapshot(tx, playlist, slides, now);
      return presentSummary(actor, { ...playlist, isPublished: true, publishedAt: now, updatedAt: now });
    },
    { ...PLAYLISTS_ONLY, unpublish: false },
  );
}
