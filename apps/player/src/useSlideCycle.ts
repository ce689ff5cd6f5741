import { useCallback, useEffect, useRef, useState } from 'react';
import type { TManifestSlide } from '@placard/contract';
import { slideAt, slideDurationMs } from './slideCycle';

/** When a slide's time is up and the next one is not drawn yet, look again this often… */
export const READY_CHECK_MS = 50;
/** …but never hold the current slide longer than this beyond its time. */
export const READY_WAIT_MAX_MS = 5_000;

export type SlideCycle = {
  /** the slide showing */
  current: TManifestSlide;
  /** the slide that shows next, to draw ahead (null when there is no other) */
  next: TManifestSlide | null;
  /**
   * Counts the slides that came in since the playlist started: the current one came in as `serial`,
   * the next one comes in as `serial + 1` (a showing of a slide is told apart from its other ones).
   */
  serial: number;
  /** shows a slide now (a touch jumped to it); its time starts again */
  show: (slideId: number) => void;
  /** shows the slide before or after the current one */
  step: (step: 1 | -1) => void;
};

type Shown = { cycle: string; slideId: number; serial: number };

/**
 * Cycles through slides, each for its duration. `cycle` names the playlist: a new one starts at its
 * first slide, while a new publication of the same playlist keeps the slide showing (and its time).
 * When a slide's time is up the next one shows as soon as `nextReady` says it is drawn, so the screen
 * never shows a half-drawn slide (waiting at most READY_WAIT_MAX_MS). Paused, the current slide stays.
 */
export function useSlideCycle(
  cycle: string,
  slides: readonly TManifestSlide[],
  options: { paused?: boolean; nextReady?: () => boolean } = {},
): SlideCycle | null {
  const { paused = false } = options;
  const first = slides[0];
  const [shown, setShown] = useState<Shown>({ cycle, slideId: first?.id ?? 0, serial: 0 });
  if (shown.cycle !== cycle) setShown({ cycle, slideId: first?.id ?? 0, serial: 0 });

  const current = slides.find((slide) => slide.id === shown.slideId) ?? first ?? null;
  const next = current && slides.length > 1 ? slideAt(slides, current.id, 1) : null;

  const latest = useRef({ slides, currentId: current?.id ?? 0, nextReady: options.nextReady });
  useEffect(() => {
    latest.current = { slides, currentId: current?.id ?? 0, nextReady: options.nextReady };
  });

  const show = useCallback(
    (slideId: number) => setShown((before) => ({ cycle: before.cycle, slideId, serial: before.serial + 1 })),
    [],
  );
  const step = useCallback(
    (by: 1 | -1) => {
      const target = slideAt(latest.current.slides, latest.current.currentId, by);
      if (target) show(target.id);
    },
    [show],
  );

  const currentId = current?.id;
  const durationMs = current ? slideDurationMs(current) : 0;
  const alone = slides.length < 2;
  useEffect(() => {
    if (paused || alone || currentId === undefined) return;
    let waited = 0;
    const advance = () => {
      const ready = latest.current.nextReady?.() ?? true;
      if (ready || waited >= READY_WAIT_MAX_MS) {
        step(1);
        return;
      }
      waited += READY_CHECK_MS;
      timer = setTimeout(advance, READY_CHECK_MS);
    };
    let timer = setTimeout(advance, durationMs);
    return () => clearTimeout(timer);
  }, [paused, alone, currentId, durationMs, shown.serial, step]);

  if (!current) return null;
  return { current, next, serial: shown.serial, show, step };
}
