/**
 * The editor's undo/redo history (spec section 4): reversible steps over the store's state.
 *
 * Each step holds one slide's change (the before and after of what changed, never a whole slide or
 * playlist), so it stays small and still applies after other slides changed. A gesture (drag,
 * resize, rotate, typing burst) is one step: `mark()` on pointer-down, every change recorded until
 * `commitGesture()` squashes into one step computed from the state at the mark, and
 * `cancelGesture()` (Escape) brings the state back to the mark and records nothing. Loads and
 * remote updates are not recorded: `reset()` clears both stacks, and `dropSlides()` forgets the
 * steps of slides deleted on the server so undo never brings elements back into a slide that is gone.
 */

/** The kinds of step spec section 4 names. */
export const STEP_KINDS = ['create', 'delete', 'update', 'multiUpdate', 'background', 'layer'] as const;
export type StepKind = (typeof STEP_KINDS)[number];

/** Enough undo for a long session; the oldest steps are dropped past it. */
export const HISTORY_MAX_DEPTH = 1000;

export type HistoryStep<P> = { readonly kind: StepKind; readonly slideId: number; readonly payload: P };

export type HistoryDirection = 'undo' | 'redo';

/** How steps are made from and applied to the state. */
export type HistoryAdapter<S, P> = {
  /** The change of one slide between two states, or null when it did not change. */
  diff(before: S, after: S, slideId: number): P | null;
  /** The state with a step undone or redone. */
  apply(state: S, step: HistoryStep<P>, direction: HistoryDirection): S;
  /** The kind a step is shown as, from what it changes (`hint` is the kind the command gave). */
  kindOf?(payload: P, hint: StepKind): StepKind;
};

export type MarkId = number;

export type RecordOptions<P> = {
  /**
   * Merge this change into `join` when it is still the newest step (for example removing a text
   * left empty by the typing burst just recorded, so one undo brings the text back).
   */
  join?: HistoryStep<P> | null;
};

export type History<S, P> = {
  /** Records the change of one slide from `before` to `after` (nothing when it did not change). */
  record(kind: StepKind, slideId: number, before: S, after: S, options?: RecordOptions<P>): void;
  /** Begins a gesture at `state`; marks nest, and everything inside the outermost one is one step. */
  mark(state: S): MarkId;
  /** Ends the gesture of `id` (and any mark inside it), or the innermost one; returns the gesture's step. */
  commitGesture(id?: MarkId): HistoryStep<P> | null;
  /** The state brought back to the mark of `id` (or the innermost one); nothing is recorded. */
  cancelGesture(state: S, id?: MarkId): S;
  inGesture(): boolean;
  undo(state: S): { state: S; step: HistoryStep<P> } | null;
  redo(state: S): { state: S; step: HistoryStep<P> } | null;
  canUndo(): boolean;
  canRedo(): boolean;
  /** The newest step on the undo stack. */
  peek(): HistoryStep<P> | null;
  /** Forgets everything (a load): nothing before it can be undone. */
  reset(): void;
  /** Forgets the steps of these slides (deleted or replaced on the server). */
  dropSlides(slideIds: Iterable<number>): void;
  readonly size: { undo: number; redo: number };
};

type Mark<S> = { id: MarkId; state: S };

export function createHistory<S, P>(
  adapter: HistoryAdapter<S, P>,
  maxDepth = HISTORY_MAX_DEPTH,
): History<S, P> {
  let undoStack: HistoryStep<P>[] = [];
  let redoStack: HistoryStep<P>[] = [];
  let marks: Mark<S>[] = [];
  let nextMarkId = 1;
  /** The open gesture: its slide, the kind of its first change, whether its step is on the undo stack. */
  let gesture: { slideId: number; hint: StepKind; pushed: boolean } | null = null;
  /** The redo stack when the outermost mark was set, given back when the gesture ends up changing nothing. */
  let redoAtMark: HistoryStep<P>[] = [];

  const kindOf = (payload: P, hint: StepKind) => adapter.kindOf?.(payload, hint) ?? hint;

  function push(step: HistoryStep<P>) {
    undoStack.push(step);
    if (undoStack.length > maxDepth) undoStack.splice(0, undoStack.length - maxDepth);
    redoStack = [];
  }

  function endGesture() {
    marks = [];
    gesture = null;
  }

  /** Puts the gesture's step (or its absence) on top of the undo stack. */
  function setGestureStep(open: { slideId: number; hint: StepKind; pushed: boolean }, payload: P | null) {
    const step =
      payload === null ? null : { kind: kindOf(payload, open.hint), slideId: open.slideId, payload };
    if (open.pushed) {
      if (step) undoStack[undoStack.length - 1] = step;
      else {
        undoStack.pop();
        redoStack = redoAtMark;
        open.pushed = false;
      }
    } else if (step) {
      push(step);
      open.pushed = true;
    }
  }

  function recordPlain(kind: StepKind, slideId: number, before: S, after: S, join: HistoryStep<P> | null) {
    const top = undoStack[undoStack.length - 1];
    if (join && top === join && top.slideId === slideId) {
      const payload = adapter.diff(adapter.apply(before, top, 'undo'), after, slideId);
      undoStack.pop();
      if (payload !== null) push({ kind: kindOf(payload, top.kind), slideId, payload });
      else redoStack = [];
      return;
    }
    const payload = adapter.diff(before, after, slideId);
    if (payload !== null) push({ kind: kindOf(payload, kind), slideId, payload });
  }

  function markIndex(id: MarkId | undefined): number {
    return id === undefined ? marks.length - 1 : marks.findIndex((mark) => mark.id === id);
  }

  return {
    record(kind, slideId, before, after, options = {}) {
      const outer = marks[0];
      if (outer && gesture && gesture.slideId !== slideId) endGesture();
      else if (outer) {
        gesture ??= { slideId, hint: kind, pushed: false };
        setGestureStep(gesture, adapter.diff(outer.state, after, slideId));
        return;
      }
      recordPlain(kind, slideId, before, after, options.join ?? null);
    },

    mark(state) {
      if (marks.length === 0) redoAtMark = redoStack;
      const id = nextMarkId++;
      marks.push({ id, state });
      return id;
    },

    commitGesture(id) {
      const index = markIndex(id);
      if (index < 0) return null;
      marks = marks.slice(0, index);
      if (marks.length > 0) return null;
      const step = gesture?.pushed ? (undoStack[undoStack.length - 1] ?? null) : null;
      gesture = null;
      return step;
    },

    cancelGesture(state, id) {
      const index = markIndex(id);
      const mark = marks[index];
      if (!mark) return state;
      marks = marks.slice(0, index);
      const open = gesture;
      if (!open) {
        if (marks.length === 0) endGesture();
        return state;
      }
      const back = adapter.diff(state, mark.state, open.slideId);
      const restored =
        back === null
          ? state
          : adapter.apply(state, { kind: open.hint, slideId: open.slideId, payload: back }, 'redo');
      const outer = marks[0];
      if (outer) setGestureStep(open, adapter.diff(outer.state, restored, open.slideId));
      else {
        setGestureStep(open, null);
        endGesture();
      }
      return restored;
    },

    inGesture: () => marks.length > 0,

    undo(state) {
      endGesture();
      const step = undoStack.pop();
      if (!step) return null;
      redoStack.push(step);
      return { state: adapter.apply(state, step, 'undo'), step };
    },

    redo(state) {
      endGesture();
      const step = redoStack.pop();
      if (!step) return null;
      undoStack.push(step);
      return { state: adapter.apply(state, step, 'redo'), step };
    },

    canUndo: () => undoStack.length > 0,
    canRedo: () => redoStack.length > 0,
    peek: () => undoStack[undoStack.length - 1] ?? null,

    reset() {
      undoStack = [];
      redoStack = [];
      redoAtMark = [];
      endGesture();
    },

    dropSlides(slideIds) {
      const gone = new Set(slideIds);
      if (gone.size === 0) return;
      const kept = (step: HistoryStep<P>) => !gone.has(step.slideId);
      undoStack = undoStack.filter(kept);
      redoStack = redoStack.filter(kept);
      redoAtMark = redoAtMark.filter(kept);
      if (gesture && gone.has(gesture.slideId)) endGesture();
    },

    get size() {
      return { undo: undoStack.length, redo: redoStack.length };
    },
  };
}
