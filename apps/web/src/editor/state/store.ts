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
import { createStore, type StoreApi } from 'zustand/vanilla';
import { newElementId } from './element-id';
import {
  alignMoves,
  distributeMoves,
  translated,
  withAabb,
  type AlignEdge,
  type DistributeAxis,
  type Move,
} from './geometry';
import { createHistory, type History, type MarkId, type StepKind } from './history';
import { bringForward, bringToFront, moveTo, sendBackward, sendToBack } from './layers';
import {
  playlistHistoryAdapter,
  slideDataOf,
  touchedElids,
  withSlideData,
  type EditorStep,
  type SlideChange,
} from './slide-change';
import {
  moveElements,
  patchElements,
  patchSlide,
  removeElements,
  withoutDanglingActions,
  type ElementUpdate,
  type SlidePropsPatch,
} from './slide-edits';

/**
 * The slide editor's state: the playlist being edited, the current slide, the selection, text
 * editing, the clipboard and zoom. Every change to a slide goes through a command below, which the
 * history records as one step (spec section 4); loads and server updates are not recorded.
 * Text editing is a gesture: its typing is one step, and a text left empty is removed when it is
 * deselected, in that same step, so one undo brings the text back as it was before the typing.
 */

export type Zoom = 'fit' | number;
export const ZOOM_MIN = 0.1;
export const ZOOM_MAX = 8;
/** Pasted and duplicated elements land this many units right of and below the originals. */
export const PASTE_OFFSET = 20;
/** Arrow keys move the selection 1 unit, 10 with shift. */
export const NUDGE_STEP = 1;
export const NUDGE_STEP_LARGE = 10;

export type SelectMode = 'replace' | 'toggle';
/**
 * `burst` names a run of updates from one control (a number typed digit by digit): while nothing else
 * is recorded between them, they are one undo step.
 */
export type UpdateOptions = { burst?: string };
type LayerOrder = (items: readonly TElement[], chosen: ReadonlySet<string>) => readonly TElement[];

export type EditorCommands = {
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
  /** Shows another slide; clears the selection and leaves text editing. */
  setCurrentSlide(slideId: number): void;
  /** The slide's saved thumbnail, a picture of `source` (what it was drawn from). */
  setSlideThumbnail(slideId: number, thumbnailUrl: string | null, source?: ThumbnailSource): void;
  /** The slide's document of `revision` was saved. */
  markSaved(slideId: number, revision: number): void;
  setZoom(zoom: Zoom): void;

  /** Adds elements on top of the current slide and selects them; returns their ids (none past the element limit). */
  addElements(elements: readonly TElement[]): string[];
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

export type EditorState = EditorCommands & {
  playlist: TPlaylist | null;
  currentSlideId: number | null;
  /** selected element ids of the current slide, in the order they were selected */
  selection: readonly string[];
  editingTextElid: string | null;
  clipboard: readonly TElement[];
  zoom: Zoom;
  history: History<TPlaylist, SlideChange>;
  canUndo: boolean;
  canRedo: boolean;
  /** a pointer gesture (drag, resize, rotation) is under way */
  gesturing: boolean;
  /** slides changed since their last save: slide id → the revision to save */
  dirty: Readonly<Record<number, number>>;
  /** a slide changed since the playlist was opened or published: screens still show the published version */
  unpublishedEdits: boolean;
  /**
   * slide id → what its saved thumbnail is a picture of. The thumbnail shows the slide as it is only
   * while those are still the slide's and the overlay's documents (the same objects): after any edit
   * or undo they no longer are.
   */
  thumbnailSources: Readonly<Record<number, ThumbnailSource>>;
};

/** What a slide's thumbnail is drawn from: its document, and the overlay's drawn over it. */
export type ThumbnailSource = { readonly slide: TSlideData; readonly overlay: TSlideData | null };

export type EditorStore = StoreApi<EditorState>;

/** The current slide's document. */
export function currentSlideData(state: Pick<EditorState, 'playlist' | 'currentSlideId'>): TSlideData | null {
  return state.playlist && state.currentSlideId !== null
    ? slideDataOf(state.playlist, state.currentSlideId)
    : null;
}

/** The selected elements, bottom to top. */
export function selectedElements(
  state: Pick<EditorState, 'playlist' | 'currentSlideId' | 'selection'>,
): TElement[] {
  const chosen = new Set(state.selection);
  return currentSlideData(state)?.elements.filter((element) => chosen.has(element.elid)) ?? [];
}

function withoutSlides(
  dirty: Readonly<Record<number, number>>,
  slideIds: readonly number[],
): Record<number, number> {
  return Object.fromEntries(Object.entries(dirty).filter(([slideId]) => !slideIds.includes(Number(slideId))));
}

/** The document of the overlay drawn over a slide: none over the overlay itself. */
export function overlayOver(playlist: TPlaylist, slideId: number): TSlideData | null {
  const overlayId = playlist.overlay?.slideId;
  return overlayId === undefined || overlayId === slideId ? null : slideDataOf(playlist, overlayId);
}

/** What a slide's thumbnail is drawn from, in this playlist. */
export function thumbnailSourceOf(playlist: TPlaylist, slideId: number): ThumbnailSource | null {
  const slide = slideDataOf(playlist, slideId);
  return slide ? { slide, overlay: overlayOver(playlist, slideId) } : null;
}

/** The slides whose thumbnail came with them from the server, as drawn from what came with it. */
function serverThumbnailSources(playlist: TPlaylist): Record<number, ThumbnailSource> {
  return Object.fromEntries(
    playlist.slides.flatMap((slide) => {
      const source = slide.thumbnailUrl ? thumbnailSourceOf(playlist, slide.id) : null;
      return source ? [[slide.id, source] as const] : [];
    }),
  );
}

function firstSlideId(playlist: TPlaylist): number | null {
  return playlist.slides[0]?.id ?? null;
}

function hasSlide(playlist: TPlaylist, slideId: number | null): slideId is number {
  return slideId !== null && playlist.slides.some((slide) => slide.id === slideId);
}

export function createEditorStore(playlist: TPlaylist | null = null): EditorStore {
  const history = createHistory(playlistHistoryAdapter);
  let revision = 0;
  let textMark: MarkId | null = null;
  let gestureMark: MarkId | null = null;
  /** The step the last text editing made, which removing that text, left empty, joins. */
  let textEdit: { elid: string; step: EditorStep } | null = null;
  /** The step the last burst of updates made, which its next update joins. */
  let burst: { key: string; step: EditorStep } | null = null;

  return createStore<EditorState>()((set, get) => {
    const flags = () => ({ canUndo: history.canUndo(), canRedo: history.canRedo() });

    /** The dirty map with every slide whose document changed between two playlists bumped. */
    function bumped(before: TPlaylist | null, after: TPlaylist): Record<number, number> {
      const was = new Map(before?.slides.map((slide) => [slide.id, slide.data]));
      const dirty = { ...get().dirty };
      for (const slide of after.slides) {
        if (was.get(slide.id) !== slide.data) {
          revision += 1;
          dirty[slide.id] = revision;
        }
      }
      return dirty;
    }

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
      set({ playlist: after, dirty: bumped(before, after), unpublishedEdits: true, ...flags(), ...extra });
    }

    const current = () => currentSlideData(get());

    /** Ends text editing; its typing is one step from here on. */
    function leaveTextEdit() {
      const elid = get().editingTextElid;
      if (textMark !== null) {
        const step = history.commitGesture(textMark);
        textEdit = step && elid ? { elid, step } : null;
        textMark = null;
      }
      if (elid !== null) set({ editingTextElid: null, ...flags() });
    }

    /** Leaves text editing unless only the text being edited is touched. */
    function leaveTextEditUnless(elids: readonly string[]) {
      const { editingTextElid } = get();
      if (editingTextElid !== null && elids.some((elid) => elid !== editingTextElid)) leaveTextEdit();
    }

    /** Removes the text elements among these that are empty (spec section 4: on deselect). */
    function removeBlankTexts(elids: readonly string[]) {
      const data = current();
      if (!data || elids.length === 0) return;
      const leaving = new Set(elids);
      const blank = data.elements.filter(
        (element) =>
          leaving.has(element.elid) && element.eltype === 'text' && isBlankText(element.contents.delta),
      );
      if (blank.length === 0) return;
      const ids = new Set(blank.map((element) => element.elid));
      const join = textEdit && ids.has(textEdit.elid) ? textEdit.step : null;
      commit('delete', removeElements(data, ids), {}, join);
    }

    /** Sets the selection; elements leaving it end their text editing and are removed if empty text. */
    function changeSelection(next: readonly string[]) {
      const { selection, editingTextElid } = get();
      const kept = new Set(next);
      if (editingTextElid !== null && !kept.has(editingTextElid)) leaveTextEdit();
      removeBlankTexts(selection.filter((elid) => !kept.has(elid)));
      const existing = new Set(current()?.elements.map((element) => element.elid));
      set({ selection: [...kept].filter((elid) => existing.has(elid)) });
    }

    function addToSlide(elements: readonly TElement[]): string[] {
      const { playlist: loaded } = get();
      if (!loaded || elements.length === 0) return [];
      leaveTextEdit();
      changeSelection([]);
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
      leaveTextEdit();
      const elements = order(data.elements, new Set(chosen));
      if (elements !== data.elements) commit('layer', { ...data, elements: [...elements] });
    }

    function move(moves: ReadonlyMap<string, Move>) {
      const data = current();
      if (!data || moves.size === 0) return;
      leaveTextEdit();
      commit(moves.size === 1 ? 'update' : 'multiUpdate', moveElements(data, moves));
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

    /** Ends the open gestures around a change that is not recorded, and begins them again after it. */
    function restartGestures(change: () => void, next: TPlaylist) {
      const open = { text: textMark, pointer: gestureMark };
      if (open.text !== null) history.commitGesture(open.text);
      if (open.pointer !== null) history.commitGesture(open.pointer);
      textMark = gestureMark = null;
      change();
      if (open.text !== null && get().editingTextElid !== null) textMark = history.mark(next);
      if (open.pointer !== null) gestureMark = history.mark(next);
    }

    return {
      playlist,
      currentSlideId: playlist ? firstSlideId(playlist) : null,
      selection: [],
      editingTextElid: null,
      clipboard: [],
      zoom: 'fit',
      history,
      canUndo: false,
      canRedo: false,
      gesturing: false,
      dirty: {},
      unpublishedEdits: false,
      thumbnailSources: playlist ? serverThumbnailSources(playlist) : {},

      loadPlaylist(next) {
        history.reset();
        textMark = gestureMark = null;
        textEdit = null;
        const { currentSlideId, selection } = get();
        const keep = hasSlide(next, currentSlideId);
        const slideId = keep ? currentSlideId : firstSlideId(next);
        const existing = new Set(
          slideId === null ? [] : slideDataOf(next, slideId)?.elements.map((element) => element.elid),
        );
        set({
          playlist: next,
          currentSlideId: slideId,
          selection: keep ? selection.filter((elid) => existing.has(elid)) : [],
          editingTextElid: null,
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
        const serverIds = new Set(server.slides.map((slide) => slide.id));
        const localById = new Map(local.slides.map((slide) => [slide.id, slide]));
        const replace = new Set(options.replaceSlideIds ?? []);
        const dropped = local.slides
          .map((slide) => slide.id)
          .filter((id) => !serverIds.has(id) || replace.has(id));
        const slides = server.slides.map((slide) => {
          const mine = localById.get(slide.id);
          if (!mine || replace.has(slide.id)) return slide;
          return { ...slide, data: withoutDanglingActions(mine.data, slide.id, serverIds) };
        });
        const next = { ...server, slides };
        // a slide taken from the server has its thumbnail drawn from it; a kept one keeps what it had,
        // unless the server has another thumbnail for it (drawn from a document not known here)
        const sources = get().thumbnailSources;
        const thumbnailSources = Object.fromEntries(
          slides.flatMap((slide) => {
            const mine = localById.get(slide.id);
            const source =
              !mine || replace.has(slide.id)
                ? thumbnailSourceOf(next, slide.id)
                : mine.thumbnailUrl === slide.thumbnailUrl
                  ? sources[slide.id]
                  : undefined;
            return slide.thumbnailUrl && source ? [[slide.id, source] as const] : [];
          }),
        );
        const { currentSlideId, selection, editingTextElid } = get();
        const slideId = hasSlide(next, selectedSlideId)
          ? selectedSlideId
          : hasSlide(next, currentSlideId)
            ? currentSlideId
            : firstSlideId(next);
        const stays = slideId !== null && slideId === currentSlideId && !dropped.includes(slideId);
        const dirty = withoutSlides(get().dirty, dropped);
        restartGestures(() => {
          history.dropSlides(dropped);
          set({
            playlist: next,
            currentSlideId: slideId,
            selection: stays ? selection : [],
            editingTextElid: stays ? editingTextElid : null,
            dirty,
            thumbnailSources,
            ...flags(),
          });
        }, next);
      },

      applyPlaylistSummary(summary) {
        const loaded = get().playlist;
        if (!loaded || loaded.id !== summary.id) return;
        set({
          playlist: { ...loaded, ...summary, slides: loaded.slides },
          ...(summary.isPublished ? { unpublishedEdits: false } : {}),
        });
      },

      setCurrentSlide(slideId) {
        const { playlist: loaded, currentSlideId } = get();
        if (!loaded || !hasSlide(loaded, slideId) || slideId === currentSlideId) return;
        leaveTextEdit();
        changeSelection([]);
        set({ currentSlideId: slideId, selection: [] });
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

      setZoom(zoom) {
        if (zoom !== 'fit' && !Number.isFinite(zoom)) return;
        set({ zoom: zoom === 'fit' ? zoom : Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom)) });
      },

      addElements: addToSlide,

      deleteElements(elids) {
        const data = current();
        if (!data) return;
        const ids = new Set(elids);
        const { editingTextElid } = get();
        if (editingTextElid !== null && ids.has(editingTextElid)) leaveTextEdit();
        commit('delete', removeElements(data, ids), {
          selection: get().selection.filter((elid) => !ids.has(elid)),
        });
      },

      updateElements(updates, options = {}) {
        const data = current();
        if (!data || updates.length === 0) return;
        leaveTextEditUnless(updates.map((update) => update.elid));
        const key = options.burst ?? null;
        const top = history.peek();
        const join = key !== null && burst?.key === key ? burst.step : null;
        commit(updates.length === 1 ? 'update' : 'multiUpdate', patchElements(data, updates), {}, join);
        const step = history.peek();
        if (key === null) burst = null;
        else if (step && step !== top && !history.inGesture()) burst = { key, step };
      },

      setBackground(background) {
        const data = current();
        if (!data || JSON.stringify(data.background) === JSON.stringify(background)) return;
        leaveTextEdit();
        commit('background', { ...data, background });
      },

      updateSlideProps(patch) {
        const data = current();
        if (!data) return;
        leaveTextEdit();
        commit('update', patchSlide(data, patch));
      },

      bringForward: (elids) => reorder(bringForward, elids),
      sendBackward: (elids) => reorder(sendBackward, elids),
      bringToFront: (elids) => reorder(bringToFront, elids),
      sendToBack: (elids) => reorder(sendToBack, elids),
      moveLayer: (elid, toIndex) => reorder((items) => moveTo(items, elid, toIndex), [elid]),

      setLocked(elids, locked) {
        leaveTextEdit();
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

      select(elids, mode = 'replace') {
        const existing = new Set(current()?.elements.map((element) => element.elid));
        const chosen = elids.filter((elid) => existing.has(elid));
        const next = mode === 'replace' ? [] : [...get().selection];
        for (const elid of new Set(chosen)) {
          const index = next.indexOf(elid);
          if (mode === 'toggle' && index >= 0) next.splice(index, 1);
          else if (index < 0) next.push(elid);
        }
        changeSelection(next);
      },

      selectAll() {
        leaveTextEdit();
        changeSelection(current()?.elements.map((element) => element.elid) ?? []);
      },

      deselect: () => changeSelection([]),

      startTextEdit(elid) {
        const { playlist: loaded, editingTextElid } = get();
        const element = current()?.elements.find((candidate) => candidate.elid === elid);
        if (!loaded || !element || element.eltype !== 'text' || element.locked || editingTextElid === elid) {
          return;
        }
        changeSelection([elid]);
        leaveTextEdit();
        const now = get().playlist;
        if (!now) return;
        textMark = history.mark(now);
        textEdit = null;
        set({ editingTextElid: elid });
      },

      endTextEdit: leaveTextEdit,

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
        const added = addToSlide(copies);
        if (added.length > 0) set({ clipboard: copies });
        return added;
      },

      duplicate: () => addToSlide(offsetCopies(selectedElements(get()))),

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
        if (gestureMark !== null) history.commitGesture(gestureMark);
        gestureMark = history.mark(loaded);
        set({ gesturing: true });
      },

      commitGesture() {
        if (gestureMark === null) return;
        history.commitGesture(gestureMark);
        gestureMark = null;
        set({ ...flags(), gesturing: false });
      },

      cancelGesture() {
        const { playlist: before } = get();
        if (gestureMark === null || !before) return;
        const restored = history.cancelGesture(before, gestureMark);
        gestureMark = null;
        set({ gesturing: false });
        if (restored === before) {
          set(flags());
          return;
        }
        const existing = new Set(
          currentSlideData({ ...get(), playlist: restored })?.elements.map((element) => element.elid),
        );
        set({
          playlist: restored,
          dirty: bumped(before, restored),
          unpublishedEdits: true,
          selection: get().selection.filter((elid) => existing.has(elid)),
          ...flags(),
        });
      },

      undo() {
        travel('undo');
      },

      redo() {
        travel('redo');
      },
    };

    function travel(direction: 'undo' | 'redo') {
      leaveTextEdit();
      gestureMark = null;
      if (get().gesturing) set({ gesturing: false });
      const before = get().playlist;
      if (!before) return;
      const result = direction === 'undo' ? history.undo(before) : history.redo(before);
      if (!result) {
        set(flags());
        return;
      }
      const { state: after, step } = result;
      const existing = new Set(slideDataOf(after, step.slideId)?.elements.map((element) => element.elid));
      set({
        playlist: after,
        currentSlideId: step.slideId,
        selection: touchedElids(step.payload).filter((elid) => existing.has(elid)),
        editingTextElid: null,
        dirty: bumped(before, after),
        unpublishedEdits: true,
        ...flags(),
      });
    }
  });
}
