import type { EditorHistory, EditorStep } from './slide-change';

/**
 * A run of updates from one control (a number typed digit by digit), named by a key: while nothing
 * else is recorded between them, they are one undo step.
 */
export type Bursts = {
  /** The step an update of burst `key` joins: the one its last update made. */
  joining(key: string | null): EditorStep | null;
  /** Notes the step an update of burst `key` made (`top` was the newest step before it). */
  recorded(key: string | null, top: EditorStep | null): void;
};

export function createBursts(history: EditorHistory): Bursts {
  let last: { key: string; step: EditorStep } | null = null;
  return {
    joining: (key) => (key !== null && last?.key === key ? last.step : null),
    recorded(key, top) {
      const step = history.peek();
      if (key === null) last = null;
      else if (step && step !== top && !history.inGesture()) last = { key, step };
    },
  };
}
