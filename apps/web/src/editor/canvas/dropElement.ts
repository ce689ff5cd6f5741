import { computeAabb, type TElement } from '@placard/contract';

/** The element moved so that its centre is at the point (canvas units). */
export function placedAt<T extends TElement>(element: T, point: { x: number; y: number }): T {
  const moved = {
    ...element,
    transform: {
      ...element.transform,
      translation: {
        x: Math.round(point.x - element.width / 2),
        y: Math.round(point.y - element.height / 2),
      },
    },
  };
  return { ...moved, aabb: computeAabb(moved) };
}
