import type { PlaylistKind } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { inTransaction } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import type { LibraryActor } from '../library/library.policy.js';
import { requireEditablePlaylist } from './playlists.access.js';
import { slidesOf, touchPlaylist, type PlaylistView } from './playlists.repository.js';
import type { SlideRow } from './playlists.table.js';

/** What an edit works on: the playlist (row-locked) and its slides in order. */
export type EditContext = { tx: Deps; playlist: PlaylistView; slides: SlideRow[]; now: Date };

/**
 * Runs one change of a playlist's content in a transaction. Spec section 4: any edit marks the playlist
 * unpublished; every change also gives it a new revision (screens compare it).
 */
export function editPlaylist<T>(
  deps: Deps,
  actor: LibraryActor,
  playlistId: number,
  change: (context: EditContext) => Promise<T>,
  options: { kinds?: readonly PlaylistKind[]; unpublish?: boolean } = {},
): Promise<T> {
  return inTransaction(deps, async (tx) => {
    const row = await requireEditablePlaylist(tx, actor, playlistId, options.kinds);
    const slides = await slidesOf(tx.db, playlistId);
    const now = tx.now();
    const unpublish = options.unpublish ?? true;
    // marked first, so what the change answers already shows the playlist as it now is
    await touchPlaylist(tx.db, playlistId, now, unpublish);
    const playlist: PlaylistView = {
      ...row,
      revision: row.revision + 1,
      updatedAt: now,
      ...(unpublish ? { isPublished: false } : {}),
    };
    return change({ tx, playlist, slides, now });
  });
}

export function slideAt(slides: readonly SlideRow[], slideNumber: number): SlideRow {
  const slide = slides[slideNumber];
  if (!slide) throw new AppError('NOT_FOUND', { fields: { slideNumber: 'errors.NOT_FOUND' } });
  return slide;
}

export function slideWithId(slides: readonly SlideRow[], slideId: number): SlideRow {
  const slide = slides.find((row) => row.id === slideId);
  if (!slide) throw new AppError('NOT_FOUND', { fields: { slideId: 'errors.NOT_FOUND' } });
  return slide;
}

/** Templates hold exactly one slide: adding, duplicating, deleting or reordering is for playlists. */
export const PLAYLISTS_ONLY = { kinds: ['playlist'] as const };
