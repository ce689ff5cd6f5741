import { createContext, useCallback, useContext, useRef, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import type {
  PlaylistKind,
  TAspect,
  TBackground,
  TElement,
  TSlideAnimation,
  TSlideData,
} from '@placard/contract';
import type { EditorState, EditorStore } from '../state';
import type { SlidePropsPatch } from '../state/slide-edits';

/**
 * What the editor's panels share: the store of the playlist being edited and the changes that go to
 * the server as their own calls (the slide list's structure, playlist-wide settings). Element and slide
 * document changes go through the store's commands and are saved by the autosave.
 */
export type EditorServices = {
  store: EditorStore;
  playlistId: number;
  kind: PlaylistKind;
  /** someone else is editing, the licence is read-only, or the playlist is not the user's to change */
  readOnly: boolean;
  /**
   * Whether the user may change this element: an element its author protected (spec section 3,
   * uneditable when shared) is the author's, an owner's or an admin's to change once shared.
   */
  canChange(element: TElement): boolean;
  /** adds an empty slide (after the current one by default) and shows it */
  addSlide(index?: number): Promise<void>;
  /** adds slides with these documents after the current one, shows the first; resolves to their ids */
  addSlides(slides: readonly TSlideData[]): Promise<number[]>;
  /** removes several slides (those just added, on second thoughts) */
  removeSlides(slideIds: readonly number[]): Promise<void>;
  duplicateSlide(slideId: number): Promise<void>;
  removeSlide(slideId: number): Promise<void>;
  moveSlide(slideId: number, newIndex: number): Promise<void>;
  /** the current slide's document properties (one undo step) */
  updateSlideProps(patch: SlidePropsPatch): void;
  setBackground(background: TBackground): void;
  /** every slide at once (after saving what is pending) */
  setAllDurations(seconds: number): Promise<void>;
  setAnimationForAll(animation: TSlideAnimation): Promise<void>;
  setAspect(aspect: TAspect): Promise<void>;
  setOverlay(slideId: number | null): Promise<void>;
  applyTemplate(templateId: number): Promise<void>;
  saveAsTemplate(name: string): Promise<void>;
};

export const EditorContext = createContext<EditorServices | null>(null);

export function useEditor(): EditorServices {
  const services = useContext(EditorContext);
  if (!services) throw new Error('useEditor outside the editor');
  return services;
}

/** Reads from the editor's store and re-renders when the selected value changes. */
export function useEditorState<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditor().store, selector);
}

/**
 * Like useEditorState, but keeps its value while a pointer gesture (drag, resize, rotation) is under
 * way, so panels beside the canvas redraw once when it ends rather than on every frame.
 */
export function useSettledEditorState<T>(selector: (state: EditorState) => T): T {
  const { store } = useEditor();
  const cache = useRef<{ value: T } | null>(null);
  const snapshot = useCallback(() => {
    const state = store.getState();
    if (state.gesturing && cache.current) return cache.current.value;
    const value = selector(state);
    cache.current = { value };
    return value;
  }, [store, selector]);
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
