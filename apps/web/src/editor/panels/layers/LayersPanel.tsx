import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TElement } from '@placard/contract';
import { currentSlideData } from '../../state';
import { useEditor, useEditorState } from '../../context/EditorContext';
import { layerAnnouncements, layerInstructions } from './layerAnnouncements';
import { layerName } from './layerName';
import { LayerRow } from './LayerRow';

const NO_ELEMENTS: readonly TElement[] = [];
/** A pointer moves this far before a press on the handle becomes a drag. */
const DRAG_DISTANCE_PX = 4;

/** The list index (bottom to top) of the layer shown at a row (top to bottom). */
export function layerIndexOfRow(row: number, count: number): number {
  return count - 1 - row;
}

/**
 * The editor's Layers panel: the current slide's elements from the top one down. Click selects
 * (shift-click adds or removes), double-click or F2 renames, the lock button locks; the order
 * changes by dragging a row's handle (also with the keyboard: space, arrows, space) or with its
 * up and down buttons.
 */
export function LayersPanel() {
  const { t } = useTranslation('editorProperties');
  const { store, readOnly } = useEditor();
  const data = useEditorState(currentSlideData);
  const selection = useEditorState((state) => state.selection);
  const [renaming, setRenaming] = useState<string | null>(null);
  const elements = data?.elements ?? NO_ELEMENTS;
  const rows = useMemo(() => [...elements].reverse(), [elements]);
  const ids = useMemo(() => rows.map((element) => element.elid), [rows]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const typeName = (type: TElement['eltype']) => t(`types.${type}`);
  const chosen = new Set(selection);

  const lookup = (elid: string) => {
    const row = ids.indexOf(elid);
    const element = rows[row];
    return element ? { name: layerName(element, typeName), position: row + 1 } : null;
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const row = ids.indexOf(String(over.id));
    if (row >= 0) store.getState().moveLayer(String(active.id), layerIndexOfRow(row, ids.length));
  };

  if (!data) {
    return (
      <Typography color="text.secondary" sx={{ p: 2, fontSize: 14 }}>
        {t('noSlide')}
      </Typography>
    );
  }
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2, fontSize: 14 }}>
        {t('layers.empty')}
      </Typography>
    );
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: layerAnnouncements(t, lookup, ids.length),
        screenReaderInstructions: layerInstructions(t),
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={readOnly}>
        <Box
          component="ul"
          aria-label={t('layers.list')}
          data-testid="layers-panel"
          sx={{ listStyle: 'none', m: 0, p: 0.5 }}
        >
          {rows.map((element, row) => {
            const index = layerIndexOfRow(row, rows.length);
            return (
              <LayerRow
                key={element.elid}
                element={element}
                name={layerName(element, typeName)}
                typeName={typeName(element.eltype)}
                selected={chosen.has(element.elid)}
                top={row === 0}
                bottom={row === rows.length - 1}
                renaming={renaming === element.elid}
                readOnly={readOnly}
                onSelect={(toggle) => store.getState().select([element.elid], toggle ? 'toggle' : 'replace')}
                onRenameStart={() => setRenaming(element.elid)}
                onRenameEnd={(name) => {
                  setRenaming(null);
                  if (name !== null && name !== element.name) {
                    store.getState().updateElements([{ elid: element.elid, patch: { name } }]);
                  }
                }}
                onLock={() => store.getState().setLocked([element.elid], !element.locked)}
                onMove={(step) => store.getState().moveLayer(element.elid, index + step)}
              />
            );
          })}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
