import { useCallback, useMemo, type DragEvent } from 'react';
import { canvasSize, type TAspect, type TElement } from '@placard/contract';
import { cascadedPlacement, currentSlideData } from '../../state';
import { useEditor, useEditorState } from '../../context/EditorContext';
import { setElementDragData, setLaterElementDragData } from './libraryDrag';

/** Makes a new element for the playlist's shape (centred on its canvas); null when there is none to make. */
export type ElementMaker = (aspect: TAspect) => TElement | null;
/** Makes it after some work (a stock photo imported first). */
export type LaterElementMaker = (aspect: TAspect) => Promise<TElement | null>;

export type ElementAdder = {
  /** whether library items can be added now (a slide is shown and the playlist is the user's to change) */
  enabled: boolean;
  /** adds the element to the current slide, centred or at the first free spot after, and selects it */
  add(make: ElementMaker): void;
  /** starts dragging the element towards the canvas */
  dragStart(event: DragEvent, make: ElementMaker): void;
  /** adds an element made after some work, as `add` does, once it is made */
  addLater(make: LaterElementMaker): Promise<void>;
  /** starts dragging an element made once it is dropped */
  dragStartLater(event: DragEvent, make: LaterElementMaker): void;
};

/**
 * How the library's tiles add elements: a click adds one centred, or cascading from the centre when
 * an element is already there; a drag carries one to the canvas.
 */
export function useElementAdder(): ElementAdder {
  const { store, readOnly } = useEditor();
  const aspect = useEditorState((state) => state.playlist?.aspect ?? null);
  const hasSlide = useEditorState((state) => state.currentSlideId !== null);
  const enabled = !readOnly && aspect !== null && hasSlide;

  const place = useCallback(
    (element: TElement | null) => {
      if (!element || !aspect) return;
      const others = currentSlideData(store.getState())?.elements ?? [];
      store.getState().addElements([cascadedPlacement(element, others, canvasSize(aspect))]);
    },
    [aspect, store],
  );

  const add = useCallback(
    (make: ElementMaker) => {
      if (enabled && aspect) place(make(aspect));
    },
    [enabled, aspect, place],
  );

  const addLater = useCallback(
    async (make: LaterElementMaker) => {
      if (enabled && aspect) place(await make(aspect));
    },
    [enabled, aspect, place],
  );

  const dragStart = useCallback(
    (event: DragEvent, make: ElementMaker) => {
      const element = enabled && aspect ? make(aspect) : null;
      if (!element) {
        event.preventDefault();
        return;
      }
      setElementDragData(event.dataTransfer, element);
    },
    [enabled, aspect],
  );

  const dragStartLater = useCallback(
    (event: DragEvent, make: LaterElementMaker) => {
      if (!enabled || !aspect) {
        event.preventDefault();
        return;
      }
      setLaterElementDragData(event.dataTransfer, () => make(aspect));
    },
    [enabled, aspect],
  );

  return useMemo(
    () => ({ enabled, add, dragStart, addLater, dragStartLater }),
    [enabled, add, dragStart, addLater, dragStartLater],
  );
}
