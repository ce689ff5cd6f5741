import type { TPlaylistSummary, TSlide, TTemplateList, ZTemplateListRequest } from '@placard/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { inTransaction } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { sweepBlobReleases } from '../media/media.blobs.js';
import type { LibraryActor } from '../library/library.policy.js';
import { requirePlaylist } from './playlists.access.js';
import { editPlaylist, slideWithId } from './playlists.edit.js';
import { assertPlaylistNameFree, lockPlaylistNames } from './playlists.library.usecases.js';
import { presentSlide, presentSummary } from './playlists.present.js';
import { assertProtectedElementsKept } from './playlists.rules.js';
import { isPlaylistAuthor } from './playlists.slides.usecases.js';
import {
  insertPlaylist,
  insertSlides,
  listPlaylists,
  playlistsVisibleIn,
  playlistViewById,
  slidesOf,
  updateSlide,
} from './playlists.repository.js';

const TEMPLATES = { kinds: ['template'] as const };

/** A template made from one slide of a playlist the actor sees: in their My, with a copy of the slide. */
export async function createTemplate(
  deps: Deps,
  actor: LibraryActor,
  request: { name: string; playlistId: number; slideId: number },
): Promise<TPlaylistSummary> {
  return inTransaction(deps, async (tx) => {
    await lockPlaylistNames(tx, actor);
    const source = await requirePlaylist(tx, actor, request.playlistId);
    const slide = slideWithId(await slidesOf(tx.db, source.id), request.slideId);
    await assertPlaylistNameFree(
      tx,
      actor,
      { kind: 'template', section: 'my', ownerUserId: actor.user.id },
      request.name,
    );
    const now = tx.now();
    const template = await insertPlaylist(tx.db, {
      organizationId: actor.user.organizationId,
      kind: 'template',
      section: 'my',
      folderId: null,
      creatorUserId: actor.user.id,
      name: request.name,
      aspect: source.aspect,
      createdAt: now,
      updatedAt: now,
    });
    // a template has one slide: its actions and hot corners had other slides to go to
    await insertSlides(tx.db, [
      {
        playlistId: template.id,
        position: 0,
        data: { ...slide.data, actions: {}, hotCorners: false },
        thumbnailKey: slide.thumbnailKey,
        updatedAt: now,
      },
    ]);
    const row = await playlistViewById(tx.db, template.id);
    if (!row) throw new AppError('NOT_FOUND');
    return presentSummary(actor, row);
  });
}

/** Templates of a section (the media library's Templates), searchable by name. */
export async function listTemplates(
  deps: Deps,
  actor: LibraryActor,
  request: z.output<typeof ZTemplateListRequest>,
): Promise<TTemplateList> {
  const page = await listPlaylists(deps.db, playlistsVisibleIn(actor, 'template', request.section), {
    folderId: undefined,
    searchTerm: request.searchTerm,
    limit: request.limit,
    offset: request.offset,
  });
  return { totalCount: page.totalCount, results: page.rows.map((row) => presentSummary(actor, row)) };
}

/**
 * /playlist/assignTemplate: the template's slide (elements, background, animation, duration) replaces
 * the current slide's contents; the slide keeps its place and id, and loses its own actions.
 */
export async function assignTemplate(
  deps: Deps,
  actor: LibraryActor,
  request: { playlistId: number; templateId: number; currentSlideId: number },
): Promise<TSlide> {
  const template = await requirePlaylist(deps, actor, request.templateId, TEMPLATES);
  const [templateSlide] = await slidesOf(deps.db, template.id);
  if (!templateSlide) throw new AppError('NOT_FOUND');
  const slide = await editPlaylist(deps, actor, request.playlistId, async ({ tx, playlist, slides, now }) => {
    const current = slideWithId(slides, request.currentSlideId);
    const data = { ...templateSlide.data, actions: {}, hotCorners: false };
    // replacing the contents removes them: elements others protected stay theirs to remove
    if (!isPlaylistAuthor(actor, playlist)) assertProtectedElementsKept(current.data, data);
    await updateSlide(tx.db, current.id, { data, thumbnailKey: templateSlide.thumbnailKey, updatedAt: now });
    return presentSlide({ ...current, data, thumbnailKey: templateSlide.thumbnailKey });
  });
  // the slide's own thumbnail goes when no other slide shows it
  await sweepBlobReleases(deps);
  return slide;
}
