import { computeAabb, type TBox, type TElement } from '@placard/contract';

/** Edges and centres to align to: against the selection's box, or the canvas for one element. */
export const ALIGN_EDGES = ['left', 'hcenter', 'right', 'top', 'vmiddle', 'bottom'] as const;
export type AlignEdge = (typeof ALIGN_EDGES)[number];
export type DistributeAxis = 'horizontal' | 'vertical';

export type Size = { width: number; height: number };
/** How far to move an element. */
export type Move = { dx: number; dy: number };

/** The element with its `aabb` computed again from its transform and size. */
export function withAabb<T extends TElement>(element: T): T {
  return { ...element, aabb: computeAabb(element) };
}

/** The element moved by (dx, dy); its box moves with it. */
export function translated<T extends TElement>(element: T, dx: number, dy: number): T {
  if (dx === 0 && dy === 0) return element;
  const { translation } = element.transform;
  return {
    ...element,
    transform: { ...element.transform, translation: { x: translation.x + dx, y: translation.y + dy } },
    aabb: { ...element.aabb, x: element.aabb.x + dx, y: element.aabb.y + dy },
  };
}

/** The box around several boxes. */
export function boundsOf(boxes: readonly TBox[]): TBox | null {
  if (boxes.length === 0) return null;
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

function alignDelta(box: TBox, target: TBox, edge: AlignEdge): Move {
  switch (edge) {
    case 'left':
      return { dx: target.x - box.x, dy: 0 };
    case 'hcenter':
      return { dx: target.x + target.width / 2 - (box.x + box.width / 2), dy: 0 };
    case 'right':
      return { dx: target.x + target.width - (box.x + box.width), dy: 0 };
    case 'top':
      return { dx: 0, dy: target.y - box.y };
    case 'vmiddle':
      return { dx: 0, dy: target.y + target.height / 2 - (box.y + box.height / 2) };
    case 'bottom':
      return { dx: 0, dy: target.y + target.height - (box.y + box.height) };
  }
}

/**
 * How far each element moves to line up on an edge, by the box it is drawn in (so a rotated element
 * lines up by what is seen): one element against the canvas, several against the box around them.
 */
export function alignMoves(elements: readonly TElement[], edge: AlignEdge, canvas: Size): Map<string, Move> {
  const first = elements[0];
  const target =
    elements.length === 1 && first
      ? { x: 0, y: 0, width: canvas.width, height: canvas.height }
      : boundsOf(elements.map((element) => element.aabb));
  const moves = new Map<string, Move>();
  if (!target) return moves;
  for (const element of elements) moves.set(element.elid, alignDelta(element.aabb, target, edge));
  return moves;
}

/**
 * How far each element moves so the gaps between 3 or more elements are equal along an axis. The
 * first and last (by the centres of their drawn boxes) stay; the others are spaced between them.
 */
export function distributeMoves(elements: readonly TElement[], axis: DistributeAxis): Map<string, Move> {
  const moves = new Map<string, Move>();
  if (elements.length < 3) return moves;
  const start = (box: TBox) => (axis === 'horizontal' ? box.x : box.y);
  const length = (box: TBox) => (axis === 'horizontal' ? box.width : box.height);
  const sorted = [...elements].sort(
    (a, b) => start(a.aabb) + length(a.aabb) / 2 - (start(b.aabb) + length(b.aabb) / 2),
  );
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return moves;
  const span = start(last.aabb) + length(last.aabb) - start(first.aabb);
  const occupied = sorted.reduce((sum, element) => sum + length(element.aabb), 0);
  const gap = (span - occupied) / (sorted.length - 1);
  let position = start(first.aabb) + length(first.aabb) + gap;
  for (const element of sorted.slice(1, -1)) {
    const delta = position - start(element.aabb);
    moves.set(element.elid, axis === 'horizontal' ? { dx: delta, dy: 0 } : { dx: 0, dy: delta });
    position += length(element.aabb) + gap;
  }
  return moves;
}
