import type { TPlaylist } from '@placard/contract';
import { createGesture, type Gesture } from './gesture';
import type { EditorHistory, EditorStep } from './slide-change';

/**
 * The typing in the text being edited: one undo step, a gesture over the history. Removing that text,
 * left empty, when it is deselected joins the typing's step, so one undo brings the text back as it was
 * before the typing.
 */
export type Typing = {
  /** The typing's gesture (ended and begun again around a change that is not recorded). */
  readonly gesture: Gesture;
  start(state: TPlaylist): void;
  /** Ends the typing under way (in `elid`), remembering the step it made. */
  finish(elid: string | null): void;
  /** The step the last typing made, when it was in one of these elements. */
  stepIn(elids: ReadonlySet<string>): EditorStep | null;
  /** Forgets the typing under way and the last one (a load cleared the history). */
  reset(): void;
};

export function createTyping(history: EditorHistory): Typing {
  const gesture = createGesture(history);
  let last: { elid: string; step: EditorStep } | null = null;
  return {
    gesture,
    start(state) {
      gesture.begin(state);
      last = null;
    },
    finish(elid) {
      if (!gesture.isOpen()) return;
      const step = gesture.commit();
      last = step && elid ? { elid, step } : null;
    },
    stepIn: (elids) => (last && elids.has(last.elid) ? last.step : null),
    reset() {
      gesture.forget();
      last = null;
    },
  };
}
