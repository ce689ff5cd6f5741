import type { TAction, TSlideData } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { insertSlides, updateSlide } from './playlists.repository.js';
import type { SlideRow } from './playlists.table.js';

/** Points a slide's actions at the copies of their targets (an action whose target was not copied goes). */
function remapActions(data: TSlideData, ids: ReadonlyMap<number, number>): TSlideData {
  const actions: Record<string, TAction> = {};
  for (const [elid, action] of Object.entries(data.actions)) {
    const target = ids.get(action.targetSlideId);
    if (target !== undefined) actions[elid] = { ...action, targetSlideId: target };
  }
  return { ...data, actions };
}

/**
 * Copies slides (in order) into another playlist, with their thumbnails; jump and popup actions follow
 * to the copied slides. Returns the new id of each copied slide.
 */
export async function copySlides(
  tx: Deps,
  slides: readonly SlideRow[],
  toPlaylistId: number,
  now: Date,
): Promise<Map<number, number>> {
  const copies = await insertSlides(
    tx.db,
    slides.map((slide, position) => ({
      playlistId: toPlaylistId,
      position,
      data: slide.data,
      thumbnailKey: slide.thumbnailKey,
      updatedAt: now,
    })),
  );
  const ids = new Map(slides.map((slide, index) => [slide.id, copies[index]?.id ?? 0]));
  for (const [index, copy] of copies.entries()) {
    const source = slides[index];
    if (source && Object.keys(source.data.actions).length > 0) {
      await updateSlide(tx.db, copy.id, { data: remapActions(source.data, ids) });
    }
  }
  return ids;
}
