import { useEffect, useState, type CSSProperties } from 'react';

/** Which of `count` things shows, and which showed before it (still drawn under it while it fades in). */
export type Rotation = { current: number; previous: number | null };

/** Steps through `count` things every `seconds`, round and round, while `running`. */
export function useRotation(count: number, seconds: number, running: boolean): Rotation {
  const [turn, setTurn] = useState<Rotation>({ current: 0, previous: null });
  useEffect(() => {
    if (!running || count < 2) return;
    const timer = setInterval(
      () => setTurn(({ current }) => ({ current: (current + 1) % count, previous: current })),
      seconds * 1000,
    );
    return () => clearInterval(timer);
  }, [count, seconds, running]);
  // fewer things than before (a new snapshot): start again from the first
  if (turn.current >= count) return { current: 0, previous: null };
  return {
    current: turn.current,
    previous: turn.previous !== null && turn.previous < count ? turn.previous : null,
  };
}

/** How long the next item takes to fade in over the last. */
export const ROTATION_FADE_MS = 800;

/** Where an item stands in the rotation: showing, just shown (under the one fading in), or waiting. */
export type Turn = 'current' | 'previous' | 'waiting';

export function turnOf(index: number, rotation: Rotation): Turn {
  if (index === rotation.current) return 'current';
  return index === rotation.previous ? 'previous' : 'waiting';
}

/**
 * The layer each turn draws: the item showing fades in on top, the last one stays under it (its
 * picture whole, its text fading out in half the time), so two texts never show one over the other
 * and the card is never empty.
 */
export const TURN_LAYERS: Record<Turn, CSSProperties> = {
  current: { zIndex: 2, opacity: 1, transition: `opacity ${ROTATION_FADE_MS}ms ease-in-out` },
  previous: { zIndex: 1, opacity: 1 },
  waiting: { zIndex: 0, opacity: 0 },
};
