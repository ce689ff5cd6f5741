import type { TElement } from '@placard/contract';

/** The drag data type of a new element dragged from the library onto the canvas (JSON of a TElement). */
export const ELEMENT_DRAG_TYPE = 'application/x-placard-element';

/** Puts a new element on a drag, for the canvas to place where it is dropped. */
export function setElementDragData(dataTransfer: DataTransfer, element: TElement): void {
  dataTransfer.setData(ELEMENT_DRAG_TYPE, JSON.stringify(element));
  dataTransfer.effectAllowed = 'copy';
}
