import { useEffect, useState } from 'react';

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
