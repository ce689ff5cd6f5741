import { useMemo } from 'react';
import type {
  PlaylistKind,
  TAspect,
  TBackground,
  TPlaylist,
  TSlideAnimation,
  TSlidesChanged,
} from '@placard/contract';
import { playlistEditorApi } from '../../api/playlistEditor';
import { isApiError } from '../../api/client';
import type { EditorStore, SaveQueue } from '../state';
import type { SlidePropsPatch } from '../state/slide-edits';
import type { EditorServices } from '../context/EditorContext';
import type { EditorJob } from './useAutosave';

/**
 * The editor's server-side changes, queued in order with the saves: each first lets the slides'
 * pending documents go, then calls the server, then shows its answer (not undoable).
 */
export function useEditorServices(
  store: EditorStore,
  queue: SaveQueue<EditorJob>,
  playlistId: number,
  kind: PlaylistKind,
  readOnly: boolean,
  /** the user may change protected elements (author, owner, admin) or the playlist is not shared */
  mayChangeProtected: boolean,
): EditorServices {
  return useMemo(() => {
    /** Runs a change after everything queued before it, and resolves when it is done. */
    const run = (change: () => Promise<void>) =>
      new Promise<void>((resolve, reject) => {
        queue.enqueue({
          type: 'run',
          slideId: null,
          run: () =>
            change().then(resolve, (error: unknown) => {
              // a refused change is reported, not retried; a lost connection is tried again
              if (isApiError(error) && error.status < 500) reject(error);
              else throw error;
            }),
        });
      });
    const indexOf = (slideId: number) =>
      store.getState().playlist?.slides.findIndex((slide) => slide.id === slideId) ?? -1;
    const showSlides = (answer: TSlidesChanged, replaceSlideIds: readonly number[] = []) =>
      store.getState().applyServerSlides(answer.playlist, answer.selectedSlideId, { replaceSlideIds });
    const showPlaylist = (playlist: TPlaylist) =>
      store.getState().applyServerSlides(playlist, store.getState().currentSlideId, {
        replaceSlideIds: playlist.slides.map((slide) => slide.id),
      });
    const flushDirty = () => {
      for (const key of Object.keys(store.getState().dirty))
        queue.enqueue({ type: 'slide', slideId: Number(key) });
    };

    return {
      store,
      playlistId,
      kind,
      readOnly,
      canChange: (element) => !readOnly && (element.editable || mayChangeProtected),
      addSlide: (index) =>
        run(async () => {
          const current = store.getState().currentSlideId;
          const at = index ?? (current === null ? undefined : indexOf(current) + 1);
          showSlides(
            await playlistEditorApi.createSlide({ playlistId, ...(at === undefined ? {} : { index: at }) }),
          );
        }),
      addSlides: async (slides) => {
        const added: number[] = [];
        await run(async () => {
          const current = store.getState().currentSlideId;
          let at = current === null ? undefined : indexOf(current) + 1;
          let last: TSlidesChanged | null = null;
          for (const slideData of slides) {
            const known = new Set(
              (last?.playlist ?? store.getState().playlist)?.slides.map((slide) => slide.id),
            );
            last = await playlistEditorApi.createSlide({
              playlistId,
              slideData,
              ...(at === undefined ? {} : { index: at }),
            });
            added.push(
              ...last.playlist.slides.filter((slide) => !known.has(slide.id)).map((slide) => slide.id),
            );
            at = at === undefined ? undefined : at + 1;
          }
          if (last) showSlides({ ...last, selectedSlideId: added[0] ?? last.selectedSlideId });
        });
        return added;
      },
      removeSlides: (slideIds) =>
        run(async () => {
          for (const slideId of slideIds) {
            const index = indexOf(slideId);
            if (index >= 0) showSlides(await playlistEditorApi.removeSlide(playlistId, index));
          }
        }),
      duplicateSlide: (slideId) =>
        run(async () => showSlides(await playlistEditorApi.duplicateSlide(playlistId, indexOf(slideId)))),
      removeSlide: (slideId) =>
        run(async () => showSlides(await playlistEditorApi.removeSlide(playlistId, indexOf(slideId)))),
      moveSlide: (slideId, newIndex) =>
        run(async () =>
          showSlides(
            await playlistEditorApi.moveSlide({ playlistId, slideId, oldIndex: indexOf(slideId), newIndex }),
          ),
        ),
      updateSlideProps: (patch: SlidePropsPatch) => store.getState().updateSlideProps(patch),
      setBackground: (background: TBackground) => store.getState().setBackground(background),
      setAllDurations: (seconds) => {
        flushDirty();
        return run(async () => showPlaylist(await playlistEditorApi.allDurations(playlistId, seconds)));
      },
      setAnimationForAll: (animation: TSlideAnimation) => {
        flushDirty();
        return run(async () => {
          const slideId = store.getState().currentSlideId;
          if (slideId === null) return;
          showPlaylist(
            await playlistEditorApi.animation({ playlistId, slideId, animation, applyToAll: true }),
          );
        });
      },
      setAspect: (aspect: TAspect) =>
        run(async () => {
          const summary = await playlistEditorApi.aspect({
            playlistId,
            aspectType: aspect.type,
            ...(aspect.type === 'custom' ? { width: aspect.width, height: aspect.height } : {}),
          });
          store.getState().applyPlaylistSummary(summary);
        }),
      setOverlay: (slideId) =>
        run(async () =>
          store.getState().applyPlaylistSummary(await playlistEditorApi.overlay(playlistId, slideId)),
        ),
      applyTemplate: (templateId) => {
        flushDirty();
        return run(async () => {
          const currentSlideId = store.getState().currentSlideId;
          if (currentSlideId === null) return;
          await playlistEditorApi.assignTemplate({ playlistId, templateId, currentSlideId });
          showPlaylist(await playlistEditorApi.info(playlistId));
        });
      },
      saveAsTemplate: async (name) => {
        flushDirty();
        await queue.flush();
        const slideId = store.getState().currentSlideId;
        if (slideId === null) return;
        await playlistEditorApi.createTemplate({ name, playlistId, slideId });
      },
    };
  }, [store, queue, playlistId, kind, readOnly, mayChangeProtected]);
}
