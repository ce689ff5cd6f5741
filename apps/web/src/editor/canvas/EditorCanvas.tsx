import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Moveable, { type OnDrag, type OnResize, type OnRotate } from 'react-moveable';
import Selecto from 'react-selecto';
import { useTranslation } from 'react-i18next';
import { canvasSize, ZElement, type TElement } from '@placard/contract';
import { SlideView } from '@placard/slides';
import { currentSlideData } from '../state';
import { useEditor, useEditorState } from '../context/EditorContext';
import { scaleOf, toCanvasPoint } from './canvasGeometry';
import {
  ELEMENT_DRAG_TYPE,
  LATER_ELEMENT_DRAG_TYPE,
  isLibraryDrag,
  takeLaterElement,
} from '../panels/library/libraryDrag';
import { placedAt } from './dropElement';
import { topmostTextAt } from './hitTest';
import { InlineTextEditor } from './InlineTextEditor';
import { useCanvasKeys } from './useCanvasKeys';
import { useViewportSize } from './useViewportSize';

const SELECTED_OUTLINE = '2px solid #2E96F4';
/** Edges and middles that snap, to the canvas and to other elements alike. */
const SNAP_DIRECTIONS = { top: true, left: true, bottom: true, right: true, center: true, middle: true };

/** Elements of the slide as drawn on the canvas, by id. */
function elementNodes(root: HTMLElement | null, elids: readonly string[]): HTMLElement[] {
  if (!root) return [];
  return elids.flatMap((elid) => {
    const node = root.querySelector<HTMLElement>(`[data-slide-canvas] > [data-elid="${CSS.escape(elid)}"]`);
    return node ? [node] : [];
  });
}

/**
 * The canvas: the current slide drawn with the shared renderer at the chosen zoom, with selection
 * (click, shift-click, marquee), moving, resizing and rotating with handles, snapping to the canvas and
 * other elements with alignment lines, dropping from the library, and text editing in place.
 */
export function EditorCanvas({ onScale }: { onScale?: (scale: number) => void }) {
  const { t } = useTranslation('editor');
  const { store, readOnly, canChange } = useEditor();
  const playlist = useEditorState((state) => state.playlist);
  const slide = useEditorState(currentSlideData);
  const currentSlideId = useEditorState((state) => state.currentSlideId);
  const selection = useEditorState((state) => state.selection);
  const editingTextElid = useEditorState((state) => state.editingTextElid);
  const zoom = useEditorState((state) => state.zoom);
  const [viewportNode, setViewportNode] = useState<HTMLDivElement | null>(null);
  const slideRef = useRef<HTMLDivElement>(null);
  const moveableRef = useRef<Moveable>(null);
  const viewport = useViewportSize(viewportNode);
  const selectoRef = useRef<Selecto>(null);
  const [targets, setTargets] = useState<HTMLElement[]>([]);
  const [guides, setGuides] = useState<HTMLElement[]>([]);

  const aspect = playlist?.aspect ?? { type: '16:9' as const };
  const canvas = canvasSize(aspect);
  const scale = scaleOf(zoom, aspect, viewport);
  const overlaySlideId = playlist?.overlay?.slideId ?? null;
  const overlay =
    overlaySlideId !== null && overlaySlideId !== currentSlideId
      ? (playlist?.slides.find((entry) => entry.id === overlaySlideId)?.data ?? null)
      : null;
  const elements = useMemo(() => slide?.elements ?? [], [slide]);
  const byId = useMemo(() => new Map(elements.map((element) => [element.elid, element])), [elements]);
  const movable = useMemo(
    () =>
      selection.filter((elid) => {
        const element = byId.get(elid);
        return element !== undefined && !element.locked && canChange(element) && elid !== editingTextElid;
      }),
    [selection, byId, canChange, editingTextElid],
  );

  // the handles follow the selection once the slide is drawn; the other elements are snapping guides
  const elementIds = useMemo(() => elements.map((element) => element.elid).join('\n'), [elements]);
  useLayoutEffect(() => {
    const root = slideRef.current;
    setTargets(elementNodes(root, movable));
    const chosen = new Set(selection);
    const others = elementNodes(
      root,
      elementIds.split('\n').filter((elid) => elid && !chosen.has(elid)),
    );
    const canvasNode = root?.querySelector<HTMLElement>('[data-slide-canvas]');
    setGuides(canvasNode ? [canvasNode, ...others] : others);
    selectoRef.current?.setSelectedTargets(elementNodes(root, selection));
  }, [movable, selection, elementIds, scale, currentSlideId]);

  // a change made elsewhere (the properties panel, undo) moves the handles; during a gesture they follow by themselves
  const gestureRef = useRef(false);
  useEffect(() => {
    if (!gestureRef.current) moveableRef.current?.updateRect();
  }, [elements, scale]);
  const begin = () => {
    gestureRef.current = true;
    store.getState().beginGesture();
  };
  const commit = () => {
    gestureRef.current = false;
    store.getState().commitGesture();
  };

  useEffect(() => {
    onScale?.(scale);
  }, [scale, onScale]);

  useCanvasKeys();

  const commands = store.getState();
  const dragTo = (elid: string, left: number, top: number) => {
    const element = byId.get(elid);
    if (!element) return null;
    return { elid, patch: { transform: { ...element.transform, translation: { x: left, y: top } } } };
  };

  const onDrag = (event: OnDrag) => {
    const update = dragTo(event.target.dataset.elid ?? '', event.left, event.top);
    if (update) store.getState().updateElements([update]);
  };
  const onResize = (event: OnResize) => {
    const element = byId.get(event.target.dataset.elid ?? '');
    if (!element) return;
    const { left, top } = event.drag;
    const width = Math.max(1, event.width);
    const height = Math.max(1, event.height);
    // the element takes its new box at once, as Moveable measures it before the next render: a box
    // still at its old size would read as the element refusing to grow, and the gesture would start over
    Object.assign(event.target.style, {
      width: `${width}px`,
      height: `${height}px`,
      left: `${left}px`,
      top: `${top}px`,
    });
    store.getState().updateElements([
      {
        elid: element.elid,
        patch: {
          width,
          height,
          transform: { ...element.transform, translation: { x: left, y: top } },
        },
      },
    ]);
  };
  const onRotate = (event: OnRotate) => {
    const element = byId.get(event.target.dataset.elid ?? '');
    if (!element) return;
    const rotation = ((((event.rotation + 180) % 360) + 360) % 360) - 180;
    const { left, top } = event.drag;
    store.getState().updateElements([
      {
        elid: element.elid,
        patch: { transform: { ...element.transform, rotation, translation: { x: left, y: top } } },
      },
    ]);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const raw = event.dataTransfer.getData(ELEMENT_DRAG_TYPE);
    const later = takeLaterElement(event.dataTransfer.getData(LATER_ELEMENT_DRAG_TYPE));
    if ((!raw && !later) || readOnly) return;
    event.preventDefault();
    const canvasNode = slideRef.current;
    if (!canvasNode) return;
    const point = toCanvasPoint(
      { x: event.clientX, y: event.clientY },
      canvasNode.getBoundingClientRect(),
      scale,
    );
    if (later) {
      // made once dropped (a stock photo is imported first), then placed where it was dropped
      void later().then((element) => {
        if (element) store.getState().addElements([placedAt(element, point)]);
      });
      return;
    }
    const parsed = ZElement.safeParse(JSON.parse(raw));
    if (parsed.success) commands.addElements([placedAt(parsed.data, point)]);
  };

  const startTextEdit = useCallback(
    (element: TElement) => {
      if (canChange(element) && element.eltype === 'text' && !element.locked)
        store.getState().startTextEdit(element.elid);
    },
    [canChange, store],
  );

  const editing = editingTextElid ? byId.get(editingTextElid) : undefined;
  const selectedCss = selection
    .filter((elid) => !movable.includes(elid))
    .map((elid) => `[data-editor-canvas] [data-slide-canvas] > [data-elid="${CSS.escape(elid)}"]`)
    .join(',');

  if (!playlist || !slide) return null;
  return (
    <Box
      ref={setViewportNode}
      data-editor-canvas=""
      tabIndex={0}
      role="application"
      aria-label={t('canvas.label')}
      onDragOver={(event) => {
        if (isLibraryDrag(event.dataTransfer.types)) event.preventDefault();
      }}
      onDrop={onDrop}
      onDoubleClick={(event) => {
        // the text being edited takes its own double-clicks (a word is selected)
        const canvasNode = slideRef.current;
        if ((event.target as Element).closest('[data-inline-text-editor]') || !canvasNode) return;
        // the topmost text at the point, found on the slide itself: the selection's box and handles,
        // drawn over the slide, do not hide the texts under them
        const point = toCanvasPoint(
          { x: event.clientX, y: event.clientY },
          canvasNode.getBoundingClientRect(),
          scale,
        );
        const inside = point.x >= 0 && point.y >= 0 && point.x <= canvas.width && point.y <= canvas.height;
        const element = inside ? topmostTextAt(elements, point) : null;
        if (element) startTextEdit(element);
      }}
      sx={{
        position: 'relative',
        flex: 1,
        minWidth: 0,
        minHeight: 0,
        overflow: 'auto',
        bgcolor: 'grey.200',
        outline: 'none',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {selectedCss && <style>{`${selectedCss} { outline: ${SELECTED_OUTLINE}; outline-offset: 0; }`}</style>}
      <Box sx={{ position: 'relative', m: 4, boxShadow: 3, lineHeight: 0 }} data-testid="editor-canvas">
        <SlideView
          ref={slideRef}
          slide={slide}
          aspect={aspect}
          width={canvas.width * scale}
          mode="edit"
          overlay={overlay}
          hiddenElids={editingTextElid ? [editingTextElid] : []}
        />
        {editing && editing.eltype === 'text' && <InlineTextEditor element={editing} scale={scale} />}
      </Box>
      {!readOnly && (
        <>
          <Moveable
            ref={moveableRef}
            target={targets}
            draggable
            resizable
            rotatable
            snappable
            snapThreshold={6}
            isDisplaySnapDigit
            snapGap={false}
            elementGuidelines={guides}
            snapDirections={SNAP_DIRECTIONS}
            elementSnapDirections={SNAP_DIRECTIONS}
            keepRatio={false}
            throttleRotate={0}
            origin={false}
            onDragStart={begin}
            onDrag={onDrag}
            onDragEnd={commit}
            onResizeStart={(event) => {
              event.setMin([8, 8]);
              begin();
            }}
            onResize={onResize}
            onResizeEnd={commit}
            onRotateStart={begin}
            onRotate={onRotate}
            onRotateEnd={commit}
            onDragGroupStart={begin}
            onDragGroup={(group) => {
              const updates = group.events.flatMap((event) => {
                const update = dragTo(event.target.dataset.elid ?? '', event.left, event.top);
                return update ? [update] : [];
              });
              store.getState().updateElements(updates);
            }}
            onDragGroupEnd={commit}
            onResizeGroupStart={begin}
            onResizeGroup={(group) => group.events.forEach(onResize)}
            onResizeGroupEnd={commit}
            onRotateGroupStart={begin}
            onRotateGroup={(group) => group.events.forEach(onRotate)}
            onRotateGroupEnd={commit}
          />
          <Selecto
            ref={selectoRef}
            container={viewportNode}
            dragContainer={viewportNode}
            selectableTargets={['[data-editor-canvas] [data-slide-canvas] > [data-elid]']}
            hitRate={0}
            selectByClick
            selectFromInside={false}
            toggleContinueSelect={['shift']}
            ratio={0}
            onDragStart={(event) => {
              const target = event.inputEvent.target as Element;
              const moveable = moveableRef.current;
              if (
                editingTextElid !== null && target.closest('[data-inline-text-editor]')
                  ? true
                  : moveable?.isMoveableElement(target) ||
                    targets.some((node) => node === target || node.contains(target))
              ) {
                event.stop();
              }
            }}
            onSelectEnd={(event) => {
              const elids = event.selected.flatMap((node) =>
                node instanceof HTMLElement && node.dataset.elid ? [node.dataset.elid] : [],
              );
              if (elids.length === 0) store.getState().deselect();
              else store.getState().select(elids);
              if (event.isDragStart) {
                event.inputEvent.preventDefault();
                void moveableRef.current
                  ?.waitToChangeTarget()
                  .then(() => moveableRef.current?.dragStart(event.inputEvent));
              }
            }}
          />
        </>
      )}
    </Box>
  );
}
