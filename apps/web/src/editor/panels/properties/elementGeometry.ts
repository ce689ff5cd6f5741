import type { TElement } from '@placard/contract';
import { boundsOf, type ElementUpdate } from '../../state';

/** The numbers the position fields show and change. */
export const GEOMETRY_FIELDS = ['x', 'y', 'width', 'height', 'rotation'] as const;
export type GeometryField = (typeof GEOMETRY_FIELDS)[number];

/** Position, size and rotation as the fields show them; rotation is null for a group. */
export type Geometry = { x: number; y: number; width: number; height: number; rotation: number | null };

/** The smallest width or height, in canvas units. */
export const MIN_ELEMENT_SIZE = 1;

/**
 * One element: its top-left corner before rotation, its size as drawn and its rotation. Several: the
 * box around them as drawn (their `aabb`s).
 */
export function geometryOf(elements: readonly TElement[]): Geometry | null {
  const [first] = elements;
  if (!first) return null;
  if (elements.length === 1) {
    const { translation, rotation, scale } = first.transform;
    return {
      x: translation.x,
      y: translation.y,
      width: first.width * scale.x,
      height: first.height * scale.y,
      rotation,
    };
  }
  const box = boundsOf(elements.map((element) => element.aabb));
  return box && { ...box, rotation: null };
}

/** Degrees kept within one turn either way, as the document allows. */
export function normalizedRotation(degrees: number): number {
  const turned = degrees % 360;
  return Object.is(turned, -0) ? 0 : turned;
}

function singleUpdate(element: TElement, field: GeometryField, value: number): ElementUpdate {
  const { transform } = element;
  const { translation, scale } = transform;
  switch (field) {
    case 'x':
      return {
        elid: element.elid,
        patch: { transform: { ...transform, translation: { ...translation, x: value } } },
      };
    case 'y':
      return {
        elid: element.elid,
        patch: { transform: { ...transform, translation: { ...translation, y: value } } },
      };
    case 'width':
      return { elid: element.elid, patch: { width: Math.max(MIN_ELEMENT_SIZE, value / scale.x) } };
    case 'height':
      return { elid: element.elid, patch: { height: Math.max(MIN_ELEMENT_SIZE, value / scale.y) } };
    case 'rotation':
      return {
        elid: element.elid,
        patch: { transform: { ...transform, rotation: normalizedRotation(value) } },
      };
  }
}

/**
 * The updates that give the selection a new position, size or rotation. A group moves as a block;
 * resized, its elements keep their places within the box (their centres and sizes scale along the
 * changed axis, from the box's left or top edge). Locked elements stay as they are.
 */
export function geometryUpdates(
  elements: readonly TElement[],
  field: GeometryField,
  value: number,
): ElementUpdate[] {
  const movable = elements.filter((element) => !element.locked);
  const [first] = elements;
  if (elements.length === 1 && first) return movable.length === 1 ? [singleUpdate(first, field, value)] : [];
  const box = geometryOf(elements);
  if (!box || field === 'rotation') return [];
  return movable.map((element) => {
    const { transform } = element;
    const { translation } = transform;
    const horizontal = field === 'x' || field === 'width';
    if (field === 'x' || field === 'y') {
      const delta = value - box[field];
      const moved = horizontal
        ? { ...translation, x: translation.x + delta }
        : { ...translation, y: translation.y + delta };
      return { elid: element.elid, patch: { transform: { ...transform, translation: moved } } };
    }
    const factor = value / Math.max(MIN_ELEMENT_SIZE, box[field]);
    if (horizontal) {
      const centre = element.aabb.x + element.aabb.width / 2;
      const width = Math.max(MIN_ELEMENT_SIZE, element.width * factor);
      const x = box.x + (centre - box.x) * factor - width / 2;
      return {
        elid: element.elid,
        patch: { width, transform: { ...transform, translation: { ...translation, x } } },
      };
    }
    const centre = element.aabb.y + element.aabb.height / 2;
    const height = Math.max(MIN_ELEMENT_SIZE, element.height * factor);
    const y = box.y + (centre - box.y) * factor - height / 2;
    return {
      elid: element.elid,
      patch: { height, transform: { ...transform, translation: { ...translation, y } } },
    };
  });
}
