import type { TElement } from '@placard/contract';

/** The drag data type of a new element dragged from the library onto the canvas (JSON of a TElement). */
export const ELEMENT_DRAG_TYPE = 'application/x-placard-element';

/**
 * The drag data type of an element made only once it is dropped (a stock photo, imported first): the
 * data is a token for the maker kept here, in the page that started the drag.
 */
export const LATER_ELEMENT_DRAG_TYPE = 'application/x-placard-later-element';

/** Makes an element once it is dropped; null when there is none to make after all. */
export type LaterElement = () => Promise<TElement | null>;

/** The maker of the drag under way (one drag at a time), by its token. */
let pending: { token: string; make: LaterElement } | null = null;

/** Puts a new element on a drag, for the canvas to place where it is dropped. */
export function setElementDragData(dataTransfer: DataTransfer, element: TElement): void {
  dataTransfer.setData(ELEMENT_DRAG_TYPE, JSON.stringify(element));
  dataTransfer.effectAllowed = 'copy';
}

/** Puts an element made on dropping on a drag. */
export function setLaterElementDragData(dataTransfer: DataTransfer, make: LaterElement): void {
  const token = crypto.randomUUID();
  pending = { token, make };
  dataTransfer.setData(LATER_ELEMENT_DRAG_TYPE, token);
  dataTransfer.effectAllowed = 'copy';
}

/** The maker of a dropped token, once: the drop takes it. */
export function takeLaterElement(token: string): LaterElement | null {
  if (pending?.token !== token) return null;
  const { make } = pending;
  pending = null;
  return make;
}

/** Whether a drag carries a library element the canvas takes. */
export function isLibraryDrag(types: readonly string[]): boolean {
  return types.includes(ELEMENT_DRAG_TYPE) || types.includes(LATER_ELEMENT_DRAG_TYPE);
}
