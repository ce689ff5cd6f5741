import {
  canvasSize,
  ELEMENT_ID_PATTERN,
  isBlankText,
  SLIDE_ELEMENTS_MAX,
  type TBackground,
  type TElement,
  type TPlaylist,
  type TPlaylistSummary,
  type TSlideData,
} from '@placard/contract';
import { createBursts } from './burst';
import { newElementId } from './element-id';
import { createGesture } from './gesture';
import {
  alignMoves,
  distributeMoves,
  withAabb,
  type AlignEdge,
  type DistributeAxis,
  type Move,
} from './geometry';
import type { StepKind } from './history';
import { bringForward, bringToFront, moveTo, sendBackward, sendToBack } from './layers';
import { createRevisions, withoutSlides, type DirtySlides } from './revisions';
import { currentSlideData, hasSlide, selectedElements } from './selectors';
import { mergeServerSlides } from './server-slides';
import { sessionAfterLoad, sessionAfterServerSlides, sessionAtStep, sessionKeptOn } from './session';
import { slideDataOf, withSlideData, type EditorHistory, type EditorStep } from './slide-change';
import {
  moveElements,
  patchElements,
  patchSlide,
  removeElements,
  type ElementUpdate,
  type SlidePropsPatch,
} from './slide-edits';
import type { EditorState, StoreAccess } from './store';
import { serverThumbnailSources, type ThumbnailSource, type ThumbnailSources } from './thumbnail-sources';
import type { Typing } from './typing';

/**
 * The slide editor's document: the playlist being edited, with its undo/redo history and what is left
 * to save. Every change to a slide goes through a command below, which the history records as one step
 * (spec section 4); loads and server updates are not recorded. A command edits the current slide and
 * puts the session where the change is (it selects what it added, shows the slide an undo changes).
 */

/** Arrow keys move the selection 1 unit, 10 with shift. */
export const NUDGE_STEP = 1;
export const NUDGE_STEP_LARGE = 10;

/**
 * `burst` names a run of updates from one control (a number typed digit by digit): while nothing else
 * is recorded between them, they are one undo step.
 */
export type UpdateOptions = { burst?: string };
type LayerOrder = (items: readonly TElement[], chosen: ReadonlySet<string>) => readonly TElement[];

export type DocumentState = {
  playlist: TPlaylist | null;
  history: EditorHistory;
  canUndo: boolean;
  canRedo: boolean;
  /** a pointer gesture (drag, resize, rotation) is under way */
  gesturing: boolean;
  /** slides changed since their last save: slide id → the revision to save */
  dirty: DirtySlides;
  /** a slide changed since the playlist was opened or published: screens still show the published version */
  unpublishedEdits: boolean;
  /** slide id → what its saved thumbnail is a picture of */
  thumbnailSources: ThumbnailSources;
};

export type DocumentCommands = {
  /** Shows a playlist as loaded (not undoable; clears the history and what is unsaved). */
  loadPlaylist(playlist: TPlaylist): void;
  /**
   * Takes the server's playlist after slides were created, removed, duplicated or reordered (not
   * undoable). Slides the editor already has keep their local document (minus actions to removed
   * slides); `replaceSlideIds` names slides whose server document wins (a template was applied).
   * The history of removed or replaced slides is dropped.
   */
  applyServerSlides(
    playlist: TPlaylist,
    selectedSlideId: number | null,
    options?: { replaceSlideIds?: readonly number[] },
  ): void;
  /** Takes the server's playlist fields (name, aspect, overlay, publishing) keeping the slides (not undoable). */
  applyPlaylistSummary(summary: TPlaylistSummary): void;
  /** The slide's saved thumbnail, a picture of `source` (what it was drawn from). */
  setSlideThumbnail(slideId: number, thumbnailUrl: string | null, source?: ThumbnailSource): void;
  /** The slide's document of `revision` was saved. */
  markSaved(slideId: number, revision: number): void;

  /** Adds elements on top of the current slide and selects them; returns their ids (none past the element limit). */
  addElements(elements: readonly TElement[]): string[];
  /**
   * Puts a whole design on the current slide (an assistant's): its background and elements in place of
   * the slide's, the touch actions on the elements removed, as one undo step; selects nothing.
   */
  replaceSlideContent(content: Pick<TSlideData, 'background' | 'elements'>): void;
  /** Deletes elements and the touch actions on them. */
  deleteElements(elids: readonly string[]): void;
  updateElements(updates: readonly ElementUpdate[], options?: UpdateOptions): void;
  setBackground(background: TBackground): void;
  /** The current slide's duration, transition, touch actions or hot corners, as one update step. */
  updateSlideProps(patch: SlidePropsPatch): void;
  bringForward(elids?: readonly string[]): void;
  sendBackward(elids?: readonly string[]): void;
  bringToFront(elids?: readonly string[]): void;
  sendToBack(elids?: readonly string[]): void;
  moveLayer(elid: string, toIndex: number): void;
  setLocked(elids: readonly string[], locked: boolean): void;
  nudge(dx: number, dy: number): void;
  align(edge: AlignEdge): void;
  distribute(axis: DistributeAxis): void;

  /** Pointer-down of a drag, resize or rotation: everything until commitGesture is one undo step. */
  beginGesture(): void;
  commitGesture(): void;
  /** Escape during a gesture: back to where it began, nothing recorded. */
  cancelGesture(): void;
  undo(): void;
  redo(): void;
};

export function initialDocument(playlist: TPlaylist | null, history: EditorHistory): DocumentState {
  return {
    playlist,
    history,
    canUndo: false,
    canRedo: false,
    gesturing: false,
    dirty: {},
    unpublishedEdits: false,
    thumbnailSources: playlist ? serverThumbnailSources(playlist) : {},
  };
}

export type EditorDocument = {
  commands: DocumentCommands;
  /** Removes the text elements among these that are empty (spec section 4: on deselect). */
  removeBlankTexts(elids: readonly string[]): void;
};

/** The document's commands on the store, recorded by `history`; the typing in a text is `typing`'s step. */
export function createEditorDocument(
  { get, set }: StoreAccess,
  history: EditorHistory,
  typing: Typing,
): EditorDocument {
  const revisions = createRevisions();
  const pointer = createGesture(history);
  const bursts = createBursts(history);

  const flags = () => ({ canUndo: history.canUndo(), canRedo: history.canRedo() });
  const current = () => currentSlideData(get());
  /** The document changed from `before` to `after`: what is unsaved and unpublished follows. */
  const changed = (before: TPlaylist | null, after: TPlaylist) => ({
    playlist: after,
    dirty: revisions.bumped(get().dirty, before, after),
    unpublishedEdits: true,
  });

  /** Records a change of the current slide as one step and applies it, with other state. */
  function commit(
    kind: StepKind,
    data: TSlideData,
    extra: Partial<EditorState> = {},
    join: EditorStep | null = null,
  ) {
    const { playlist: before, currentSlideId } = get();
    if (!before || currentSlideId === null) return;
    if (data === slideDataOf(before, currentSlideId)) {
      if (Object.keys(extra).length > 0) set(extra);
      return;
    }
    const after = withSlideData(before, currentSlideId, data);
    history.record(kind, currentSlideId, before, after, { join });
    set({ ...changed(before, after), ...flags(), ...extra });
  }

  /** Leaves text editing unless only the text being edited is touched. */
  function endTextEditUnless(elids: readonly string[]) {
    const { editingTextElid } = get();
    if (editingTextElid !== null && elids.some((elid) => elid !== editingTextElid)) get().endTextEdit();
  }

  function addElements(elements: readonly TElement[]): string[] {
    if (!get().playlist || elements.length === 0) return [];
    get().endTextEdit();
    get().deselect();
    const data = current();
    if (!data || data.elements.length + elements.length > SLIDE_ELEMENTS_MAX) return [];
    const taken = new Set(data.elements.map((element) => element.elid));
    const added = elements.map((element) => {
      const elid =
        taken.has(element.elid) || !ELEMENT_ID_PATTERN.test(element.elid)
          ? newElementId(taken)
          : element.elid;
      taken.add(elid);
      return withAabb({ ...element, elid });
    });
    const ids = added.map((element) => element.elid);
    commit('create', { ...data, elements: [...data.elements, ...added] }, { selection: ids });
    return ids;
  }

  function reorder(order: LayerOrder, elids?: readonly string[]) {
    const data = current();
    if (!data) return;
    const chosen = elids ?? get().selection;
    get().endTextEdit();
    const elements = order(data.elements, new Set(chosen));
    if (elements !== data.elements) commit('layer', { ...data, elements: [...elements] });
  }

  function move(moves: ReadonlyMap<string, Move>) {
    const data = current();
    if (!data || moves.size === 0) return;
    get().endTextEdit();
    commit(moves.size === 1 ? 'update' : 'multiUpdate', moveElements(data, moves));
  }

  /** Ends the open gestures around a change that is not recorded, and begins them again after it. */
  function restartGestures(change: () => void, next: TPlaylist) {
    const open = { typing: typing.gesture.isOpen(), pointer: pointer.isOpen() };
    typing.gesture.commit();
    pointer.commit();
    change();
    if (open.typing && get().editingTextElid !== null) typing.gesture.begin(next);
    if (open.pointer) pointer.begin(next);
  }

  function travel(direction: 'undo' | 'redo') {
    get().endTextEdit();
    pointer.forget();
    if (get().gesturing) set({ gesturing: false });
    const before = get().playlist;
    if (!before) return;
    const result = direction === 'undo' ? history.undo(before) : history.redo(before);
    if (!result) {
      set(flags());
      return;
    }
    const { state: after, step } = result;
    set({ ...sessionAtStep(after, step), ...changed(before, after), ...flags() });
  }

  const commands: DocumentCommands = {
    loadPlaylist(next) {
      history.reset();
      pointer.forget();
      typing.reset();
      set({
        ...sessionAfterLoad(get(), next),
        playlist: next,
        dirty: {},
        unpublishedEdits: false,
        thumbnailSources: serverThumbnailSources(next),
        ...flags(),
      });
    },

    applyServerSlides(server, selectedSlideId, options = {}) {
      const local = get().playlist;
      if (!local || local.id !== server.id) {
        get().loadPlaylist(server);
        if (hasSlide(server, selectedSlideId)) get().setCurrentSlide(selectedSlideId);
        return;
      }
      const merged = mergeServerSlides(local, server, get().thumbnailSources, options.replaceSlideIds ?? []);
      const session = sessionAfterServerSlides(get(), merged.playlist, selectedSlideId, merged.dropped);
      const dirty = withoutSlides(get().dirty, merged.dropped);
      restartGestures(() => {
        history.dropSlides(merged.dropped);
        set({
          playlist: merged.playlist,
          ...session,
          dirty,
          thumbnailSources: merged.thumbnailSources,
          ...flags(),
        });
      }, merged.playlist);
    },

    applyPlaylistSummary(summary) {
      const loaded = get().playlist;
      if (!loaded || loaded.id !== summary.id) return;
      set({
        playlist: { ...loaded, ...summary, slides: loaded.slides },
        ...(summary.isPublished ? { unpublishedEdits: false } : {}),
      });
    },

    setSlideThumbnail(slideId, thumbnailUrl, source) {
      const loaded = get().playlist;
      if (!loaded) return;
      const others = Object.fromEntries(
        Object.entries(get().thumbnailSources).filter(([id]) => Number(id) !== slideId),
      );
      set({
        playlist: {
          ...loaded,
          slides: loaded.slides.map((slide) => (slide.id === slideId ? { ...slide, thumbnailUrl } : slide)),
        },
        thumbnailSources: thumbnailUrl && source ? { ...others, [slideId]: source } : others,
      });
    },

    markSaved(slideId, saved) {
      const { dirty } = get();
      const pending = dirty[slideId];
      if (pending === undefined || pending > saved) return;
      set({ dirty: withoutSlides(dirty, [slideId]) });
    },

    addElements,

    replaceSlideContent(content) {
      const data = current();
      if (!data) return;
      get().endTextEdit();
      get().deselect();
      const cleared = removeElements(data, new Set(data.elements.map((element) => element.elid)));
      const elements = content.elements.slice(0, SLIDE_ELEMENTS_MAX).map(withAabb);
      commit('multiUpdate', { ...cleared, background: content.background, elements });
    },

    deleteElements(elids) {
      const data = current();
      if (!data) return;
      const ids = new Set(elids);
      const { editingTextElid } = get();
      if (editingTextElid !== null && ids.has(editingTextElid)) get().endTextEdit();
      commit('delete', removeElements(data, ids), {
        selection: get().selection.filter((elid) => !ids.has(elid)),
      });
    },

    updateElements(updates, options = {}) {
      const data = current();
      if (!data || updates.length === 0) return;
      endTextEditUnless(updates.map((update) => update.elid));
      const key = options.burst ?? null;
      const top = history.peek();
      commit(
        updates.length === 1 ? 'update' : 'multiUpdate',
        patchElements(data, updates),
        {},
        bursts.joining(key),
      );
      bursts.recorded(key, top);
    },

    setBackground(background) {
      const data = current();
      if (!data || JSON.stringify(data.background) === JSON.stringify(background)) return;
      get().endTextEdit();
      commit('background', { ...data, background });
    },

    updateSlideProps(patch) {
      const data = current();
      if (!data) return;
      get().endTextEdit();
      commit('update', patchSlide(data, patch));
    },

    bringForward: (elids) => reorder(bringForward, elids),
    sendBackward: (elids) => reorder(sendBackward, elids),
    bringToFront: (elids) => reorder(bringToFront, elids),
    sendToBack: (elids) => reorder(sendToBack, elids),
    moveLayer: (elid, toIndex) => reorder((items) => moveTo(items, elid, toIndex), [elid]),

    setLocked(elids, locked) {
      get().endTextEdit();
      const data = current();
      if (!data) return;
      commit(
        elids.length === 1 ? 'update' : 'multiUpdate',
        patchElements(
          data,
          elids.map((elid) => ({ elid, patch: { locked } })),
        ),
      );
    },

    nudge(dx, dy) {
      move(new Map(get().selection.map((elid) => [elid, { dx, dy }])));
    },

    align(edge) {
      const { playlist: loaded } = get();
      const elements = selectedElements(get());
      if (!loaded || elements.length === 0) return;
      move(alignMoves(elements, edge, canvasSize(loaded.aspect)));
    },

    distribute(axis) {
      move(distributeMoves(selectedElements(get()), axis));
    },

    beginGesture() {
      const { playlist: loaded } = get();
      if (!loaded) return;
      pointer.begin(loaded);
      set({ gesturing: true });
    },

    commitGesture() {
      if (!pointer.isOpen()) return;
      pointer.commit();
      set({ ...flags(), gesturing: false });
    },

    cancelGesture() {
      const { playlist: before } = get();
      if (!pointer.isOpen() || !before) return;
      const restored = pointer.cancel(before);
      set({ gesturing: false });
      if (restored === before) {
        set(flags());
        return;
      }
      set({ ...changed(before, restored), ...sessionKeptOn(get(), restored), ...flags() });
    },

    undo: () => travel('undo'),
    redo: () => travel('redo'),
  };

  return {
    commands,
    removeBlankTexts(elids) {
      const data = current();
      if (!data || elids.length === 0) return;
      const leaving = new Set(elids);
      const blank = data.elements.filter(
        (element) =>
          leaving.has(element.elid) && element.eltype === 'text' && isBlankText(element.contents.delta),
      );
      if (blank.length === 0) return;
      const ids = new Set(blank.map((element) => element.elid));
      commit('delete', removeElements(data, ids), {}, typing.stepIn(ids));
    },
  };
}
