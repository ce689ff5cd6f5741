import type { TElement } from '@placard/contract';
import { translated, type Size } from './geometry';

/** A new element steps this share of the canvas right and down from a spot already taken. */
export const CASCADE_STEP_SHARE = 0.05;
/** Spots tried before giving up (the element then goes where it was made for). */
export const CASCADE_TRIES = 200;

type Point = { x: number; y: number };

function centreOf(element: Pick<TElement, 'transform' | 'width' | 'height'>): Point {
  const { translation } = element.transform;
  return { x: translation.x + element.width / 2, y: translation.y + element.height / 2 };
}

/**
 * The coordinate of the spot `index` steps on from `start`, counted on from 0 past `room` (the
 * farthest the element's edge may go and stay on the canvas); `start` when there is no room.
 */
function along(start: number, index: number, step: number, room: number): number {
  if (index === 0 || room <= 0) return start;
  const span = room + 1;
  return (((start + index * step) % span) + span) % span;
}

/**
 * The step between two spots: CASCADE_STEP_SHARE of the canvas on each axis, diagonally (at least one
 * unit).
 */
export function cascadeStep(canvas: Size): Point {
  return {
    x: Math.max(1, Math.round(canvas.width * CASCADE_STEP_SHARE)),
    y: Math.max(1, Math.round(canvas.height * CASCADE_STEP_SHARE)),
  };
}

/**
 * Where a new element goes so that it does not land on one already there: where it was made for (the
 * centre of the canvas) when that spot is free, else one step right and down, and so on, wrapping
 * back to the canvas's left or top edge where it would leave the canvas. A spot is taken when an
 * element's centre is less than half a step from the new one's on both axes.
 */
export function cascadedPlacement<T extends TElement>(
  element: T,
  others: readonly Pick<TElement, 'transform' | 'width' | 'height'>[],
  canvas: Size,
): T {
  const step = cascadeStep(canvas);
  const centres = others.map(centreOf);
  const taken = (candidate: Point) =>
    centres.some(
      (centre) =>
        Math.abs(centre.x - candidate.x) < step.x / 2 && Math.abs(centre.y - candidate.y) < step.y / 2,
    );
  const start = element.transform.translation;
  const room = { x: canvas.width - element.width, y: canvas.height - element.height };
  if (room.x <= 0 && room.y <= 0) return element;
  for (let index = 0; index < CASCADE_TRIES; index += 1) {
    const x = along(start.x, index, step.x, room.x);
    const y = along(start.y, index, step.y, room.y);
    if (!taken({ x: x + element.width / 2, y: y + element.height / 2 })) {
      return translated(element, x - start.x, y - start.y);
    }
  }
  return element;
}
