import type { TElement } from '@placard/contract';

type Point = { x: number; y: number };

/**
 * Whether a point of the canvas (in units) is on an element as it is drawn: its box, scaled and then
 * rotated about its centre.
 */
export function isOnElement(
  element: Pick<TElement, 'transform' | 'width' | 'height'>,
  point: Point,
): boolean {
  const { translation, rotation, scale } = element.transform;
  if (scale.x === 0 || scale.y === 0) return false;
  const dx = point.x - (translation.x + element.width / 2);
  const dy = point.y - (translation.y + element.height / 2);
  const angle = (-rotation * Math.PI) / 180;
  const x = (dx * Math.cos(angle) - dy * Math.sin(angle)) / scale.x;
  const y = (dx * Math.sin(angle) + dy * Math.cos(angle)) / scale.y;
  return Math.abs(x) <= element.width / 2 && Math.abs(y) <= element.height / 2;
}

/**
 * The text element drawn highest at a point of the canvas (elements are listed bottom to top), or
 * null: what a double-click there edits, whatever the editor draws over the slide (a selection's
 * box and handles) and whatever other elements lie above it.
 */
export function topmostTextAt(elements: readonly TElement[], point: Point): TElement | null {
  for (let index = elements.length - 1; index >= 0; index -= 1) {
    const element = elements[index];
    if (element?.eltype === 'text' && isOnElement(element, point)) return element;
  }
  return null;
}
