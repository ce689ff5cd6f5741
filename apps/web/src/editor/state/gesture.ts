import type { TPlaylist } from '@placard/contract';
import type { MarkId } from './history';
import type { EditorHistory, EditorStep } from './slide-change';

/** A gesture over the editor's history: everything recorded from its beginning to its commit is one step. */
export type Gesture = {
  isOpen(): boolean;
  /** Begins it at `state` (committing it first when it is still open). */
  begin(state: TPlaylist): void;
  /** Ends it; returns the step it recorded, if any. */
  commit(): EditorStep | null;
  /** `state` brought back to where it began, nothing recorded (`state` itself when none is open). */
  cancel(state: TPlaylist): TPlaylist;
  /** Forgets it without committing: the history ended it (undo, redo, a load). */
  forget(): void;
};

export function createGesture(history: EditorHistory): Gesture {
  let mark: MarkId | null = null;
  return {
    isOpen: () => mark !== null,
    begin(state) {
      if (mark !== null) history.commitGesture(mark);
      mark = history.mark(state);
    },
    commit() {
      if (mark === null) return null;
      const step = history.commitGesture(mark);
      mark = null;
      return step;
    },
    cancel(state) {
      if (mark === null) return state;
      const restored = history.cancelGesture(state, mark);
      mark = null;
      return restored;
    },
    forget() {
      mark = null;
    },
  };
}
