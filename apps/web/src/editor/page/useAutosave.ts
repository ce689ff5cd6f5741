import { useEffect, useMemo, useState } from 'react';
import { isApiError } from '../../api/client';
import { playlistEditorApi } from '../../api/playlistEditor';
import {
  createSaveQueue,
  createThumbnailOrder,
  thumbnailSourceOf,
  type EditorStore,
  type SaveQueue,
  type SaveQueueState,
} from '../state';
import { renderSlideThumbnail } from './slideThumbnail';

/** A job of the editor's save queue: a slide's document, its thumbnail, or a change to the slide list. */
export type EditorJob =
  | { type: 'slide'; slideId: number }
  | { type: 'thumbnail'; slideId: null; forSlide: number }
  | { type: 'run'; slideId: null; run: () => Promise<void> };

/** Pauses between the last change and its save, so a typing burst is one request. */
export const SAVE_DELAY_MS = 600;
/** A thumbnail is made once a slide has been left alone this long after a save. */
export const THUMBNAIL_DELAY_MS = 1500;

/** The queue's state, or 'refused' once the server refused a slide as it is (nothing being retried). */
export type AutosaveState = Omit<SaveQueueState, 'status'> & { status: SaveQueueState['status'] | 'refused' };

export type Autosave = {
  queue: SaveQueue<EditorJob>;
  state: AutosaveState;
  /** the server refused a change because someone else opened the playlist meanwhile */
  lockLost: boolean;
  /** why the server refused the last slide saved (until a slide is saved again) */
  refusal: string | null;
};

/**
 * A slide the server will not take as it is (not valid, or not allowed by the licence): sent again it
 * gets the same answer, so it waits for the slide's next change. A lost lock or a network failure is
 * not one (those are tried again).
 */
function isRefusal(error: unknown): error is Error {
  return (
    isApiError(error) && (error.status === 400 || error.status === 403) && error.code !== 'PLAYLIST_LOCKED'
  );
}

function indexOf(store: EditorStore, slideId: number): number {
  return store.getState().playlist?.slides.findIndex((slide) => slide.id === slideId) ?? -1;
}

/**
 * Saves what the user changes: each changed slide's document shortly after the change (only the latest
 * is sent), then its thumbnail; changes to the slide list in order with them. A failed save is kept and
 * tried again until it goes through; a slide refused as it is waits for its next change, the reason said.
 */
export function useAutosave(store: EditorStore, playlistId: number, enabled: boolean): Autosave {
  const [state, setState] = useState<SaveQueueState>({ status: 'saved', pending: 0 });
  const [lockLost, setLockLost] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** an edit waits for its save to be sent: the status says "saving" from the edit on, not "saved" */
  const [editWaiting, setEditWaiting] = useState(false);

  const queue = useMemo(() => {
    const thumbnailTimers = new Map<number, ReturnType<typeof setTimeout>>();
    const thumbnailOrder = createThumbnailOrder();
    const created: SaveQueue<EditorJob> = createSaveQueue<EditorJob>({
      onState: setState,
      async send(job) {
        try {
          if (job.type === 'run') return await job.run();
          if (job.type === 'thumbnail') return await sendThumbnail(job.forSlide);
          await sendSlide(job.slideId);
        } catch (error) {
          if (isApiError(error) && error.code === 'PLAYLIST_LOCKED') setLockLost(true);
          throw error;
        }
      },
    });

    async function sendSlide(slideId: number) {
      const { playlist, dirty } = store.getState();
      const index = indexOf(store, slideId);
      const slide = playlist?.slides[index];
      const revision = dirty[slideId];
      if (!slide || revision === undefined) return;
      try {
        await playlistEditorApi.updateSlide({ playlistId, slideNumber: index, slideData: slide.data });
      } catch (error) {
        if (!isRefusal(error)) throw error;
        setRefusal(error.message);
        return;
      }
      setRefusal(null);
      store.getState().markSaved(slideId, revision);
      const previous = thumbnailTimers.get(slideId);
      if (previous) clearTimeout(previous);
      thumbnailTimers.set(
        slideId,
        setTimeout(() => {
          thumbnailTimers.delete(slideId);
          created.enqueue({ type: 'thumbnail', slideId: null, forSlide: slideId });
        }, THUMBNAIL_DELAY_MS),
      );
    }

    async function sendThumbnail(slideId: number) {
      const { playlist } = store.getState();
      const index = indexOf(store, slideId);
      const slide = playlist?.slides[index];
      if (!playlist || !slide) return;
      // the picture is of these documents: the slide list shows it only while they are still the slide's
      const source = thumbnailSourceOf(playlist, slideId);
      if (!source) return;
      const ticket = thumbnailOrder.begin();
      let image: Blob;
      try {
        image = await renderSlideThumbnail(source.slide, playlist.aspect, source.overlay);
      } catch {
        return; // a thumbnail that cannot be drawn here is not worth holding the queue for
      }
      try {
        const { thumbnailUrl } = await playlistEditorApi.thumbnail(playlistId, index, image);
        if (thumbnailOrder.take(slideId, ticket)) {
          store.getState().setSlideThumbnail(slideId, thumbnailUrl, source);
        }
      } catch (error) {
        // refused (the slide went meanwhile): nothing to retry; a network failure is tried again
        if (isApiError(error) && error.status < 500 && error.code !== 'PLAYLIST_LOCKED') return;
        throw error;
      }
    }

    return created;
  }, [store, playlistId]);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const schedule = () => {
      if (timer) clearTimeout(timer);
      setEditWaiting(true);
      timer = setTimeout(() => {
        timer = null;
        for (const key of Object.keys(store.getState().dirty))
          queue.enqueue({ type: 'slide', slideId: Number(key) });
        setEditWaiting(false);
      }, SAVE_DELAY_MS);
    };
    const unsubscribe = store.subscribe((next, previous) => {
      if (next.dirty !== previous.dirty && Object.keys(next.dirty).length > 0) schedule();
    });
    return () => {
      unsubscribe();
      // what was changed just before leaving is saved all the same
      if (timer) {
        clearTimeout(timer);
        for (const key of Object.keys(store.getState().dirty))
          queue.enqueue({ type: 'slide', slideId: Number(key) });
      }
    };
  }, [store, queue, enabled]);

  let shown: AutosaveState = state;
  if (state.status === 'saved' && editWaiting) shown = { ...state, status: 'saving' };
  else if (state.status === 'saved' && refusal !== null) shown = { ...state, status: 'refused' };
  return { queue, state: shown, lockLost, refusal };
}
