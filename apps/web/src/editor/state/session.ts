import type { TElement, TPlaylist } from '@placard/contract';
import { newElementId } from './element-id';
import { translated } from './geometry';
import { currentSlideData, elidsOn, firstSlideId, hasSlide, selectedElements } from './selectors';
import { slideDataOf, touchedElids, type EditorStep } from './slide-change';
import type { StoreAccess } from './store';
import type { Typing } from './typing';

/**
 * The slide editor's session: the slide shown, the selection, text editing, the clipboard and zoom.
 * None of it is saved or recorded by the history. Text editing is a gesture: its typing is one step,
 * and a text left empty is removed when it is deselected, in that same step, so one undo brings the
 * text back as it was before the typing.
 */

export type Zoom = 'fit' | number;
export const ZOOM_MIN = 0.1;
export const ZOOM_MAX = 8;
/** Pasted and duplicated elements land this many units right of and below the originals. */
export const PASTE_OFFSET = 20;

export type SelectMode = 'replace' | 'toggle';

export type SessionState = {
  currentSlideId: number | null;
  /** selected element ids of the current slide, in the order they were selected */
  selection: readonly string[];
  editingTextElid: string | null;
  clipboard: readonly TElement[];
  zoom: Zoom;
};

export type SessionCommands = {
  /** Shows another slide; clears the selection and leaves text editing. */
  setCurrentSlide(slideId: number): void;
  setZoom(zoom: Zoom): void;
  /** Replaces the selection, or toggles these elements in it (shift-click). */
  select(elids: readonly string[], mode?: SelectMode): void;
  selectAll(): void;
  /** Empties the selection; text elements left empty are removed. */
  deselect(): void;
  startTextEdit(elid: string): void;
  endTextEdit(): void;
  copy(): void;
  cut(): void;
  /** Pastes the clipboard PASTE_OFFSET further each time, with new ids, and selects it. */
  paste(): string[];
  duplicate(): string[];
};

type Place = Pick<SessionState, 'currentSlideId' | 'selection' | 'editingTextElid'>;

export function initialSession(playlist: TPlaylist | null): SessionState {
  return {
    currentSlideId: playlist ? firstSlideId(playlist) : null,
    selection: [],
    editingTextElid: null,
    clipboard: [],
    zoom: 'fit',
  };
}

/** After a load: the same slide when it still exists (with what is left of the selection), else the first. */
export function sessionAfterLoad(session: Place, playlist: TPlaylist): Place {
  const { currentSlideId, selection } = session;
  if (!hasSlide(playlist, currentSlideId)) {
    return { currentSlideId: firstSlideId(playlist), selection: [], editingTextElid: null };
  }
  return {
    currentSlideId,
    selection: elidsOn(slideDataOf(playlist, currentSlideId), selection),
    editingTextElid: null,
  };
}

/**
 * After the server's slide list: the slide it names, else the same slide, else the first. Selection
 * and text editing stay only on the same slide, kept from before.
 */
export function sessionAfterServerSlides(
  session: Place,
  playlist: TPlaylist,
  selectedSlideId: number | null,
  dropped: readonly number[],
): Place {
  const { currentSlideId, selection, editingTextElid } = session;
  const slideId = hasSlide(playlist, selectedSlideId)
    ? selectedSlideId
    : hasSlide(playlist, currentSlideId)
      ? currentSlideId
      : firstSlideId(playlist);
  const stays = slideId !== null && slideId === currentSlideId && !dropped.includes(slideId);
  return {
    currentSlideId: slideId,
    selection: stays ? selection : [],
    editingTextElid: stays ? editingTextElid : null,
  };
}

/** After an undo or redo: the slide it changed, with the elements it changed selected. */
export function sessionAtStep(playlist: TPlaylist, step: EditorStep): Place {
  return {
    currentSlideId: step.slideId,
    selection: elidsOn(slideDataOf(playlist, step.slideId), touchedElids(step.payload)),
    editingTextElid: null,
  };
}

/** After the document changed under the session: the selection without elements that are gone. */
export function sessionKeptOn(
  session: Pick<SessionState, 'currentSlideId' | 'selection'>,
  playlist: TPlaylist,
): Pick<SessionState, 'selection'> {
  const data = currentSlideData({ playlist, currentSlideId: session.currentSlideId });
  return { selection: elidsOn(data, session.selection) };
}

/**
 * The session's commands on the store. Leaving text editing ends `typing`; elements leaving the
 * selection are handed to `removeBlankTexts` (texts left empty are removed).
 */
export function createSessionCommands(
  { get, set }: StoreAccess,
  typing: Typing,
  removeBlankTexts: (elids: readonly string[]) => void,
): SessionCommands {
  const current = () => currentSlideData(get());

  /** Ends text editing; its typing is one step from here on. */
  function endTextEdit() {
    const elid = get().editingTextElid;
    typing.finish(elid);
    if (elid !== null) set({ editingTextElid: null });
  }

  /** Sets the selection; elements leaving it end their text editing and are removed if empty text. */
  function changeSelection(next: readonly string[]) {
    const { selection, editingTextElid } = get();
    const kept = new Set(next);
    if (editingTextElid !== null && !kept.has(editingTextElid)) endTextEdit();
    removeBlankTexts(selection.filter((elid) => !kept.has(elid)));
    set({ selection: elidsOn(current(), kept) });
  }

  /** Copies of elements moved by PASTE_OFFSET, with ids new to the current slide. */
  function offsetCopies(elements: readonly TElement[]): TElement[] {
    const taken = new Set(current()?.elements.map((element) => element.elid));
    return elements.map((element) => {
      const elid = newElementId(taken);
      taken.add(elid);
      return translated({ ...element, elid }, PASTE_OFFSET, PASTE_OFFSET);
    });
  }

  return {
    setCurrentSlide(slideId) {
      const { playlist, currentSlideId } = get();
      if (!playlist || !hasSlide(playlist, slideId) || slideId === currentSlideId) return;
      endTextEdit();
      changeSelection([]);
      set({ currentSlideId: slideId, selection: [] });
    },

    setZoom(zoom) {
      if (zoom !== 'fit' && !Number.isFinite(zoom)) return;
      set({ zoom: zoom === 'fit' ? zoom : Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom)) });
    },

    select(elids, mode = 'replace') {
      const chosen = elidsOn(current(), elids);
      const next = mode === 'replace' ? [] : [...get().selection];
      for (const elid of new Set(chosen)) {
        const index = next.indexOf(elid);
        if (mode === 'toggle' && index >= 0) next.splice(index, 1);
        else if (index < 0) next.push(elid);
      }
      changeSelection(next);
    },

    selectAll() {
      endTextEdit();
      changeSelection(current()?.elements.map((element) => element.elid) ?? []);
    },

    deselect: () => changeSelection([]),

    startTextEdit(elid) {
      const { playlist, editingTextElid } = get();
      const element = current()?.elements.find((candidate) => candidate.elid === elid);
      if (!playlist || !element || element.eltype !== 'text' || element.locked || editingTextElid === elid) {
        return;
      }
      changeSelection([elid]);
      endTextEdit();
      const now = get().playlist;
      if (!now) return;
      typing.start(now);
      set({ editingTextElid: elid });
    },

    endTextEdit,

    copy() {
      const elements = selectedElements(get());
      if (elements.length > 0) set({ clipboard: elements });
    },

    cut() {
      get().copy();
      get().deleteElements(get().selection);
    },

    paste() {
      const copies = offsetCopies(get().clipboard);
      const added = get().addElements(copies);
      if (added.length > 0) set({ clipboard: copies });
      return added;
    },

    duplicate: () => get().addElements(offsetCopies(selectedElements(get()))),
  };
}
