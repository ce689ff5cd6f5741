import { useCallback, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { PLAYLIST_SLIDES_MAX, type TSlide } from '@placard/contract';
import { errorMessage } from '../../../components/form/formMessage';
import { useEditor, useEditorState } from '../../context/EditorContext';
import { DeleteSlideDialog } from './DeleteSlideDialog';
import { SlideCard, type SlideCardActions } from './SlideCard';
import { dropIndex, movedIds } from './slideOrder';
import { useDragTexts } from './useDragTexts';

const HINT_ID = 'slide-list-reorder-hint';
const NO_SLIDES: readonly TSlide[] = [];
/** A pointer must travel this far before a press becomes a drag (so clicks stay clicks). */
const DRAG_DISTANCE_PX = 4;
/** Slides move up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * The playlist's slides in order: click one to show it, drag (or Alt+↑/↓, or the handle with the
 * keyboard) to reorder, edit its duration in place, duplicate or delete it, and add new slides.
 */
export function SlideList() {
  const { t } = useTranslation('editorLibrary');
  const services = useEditor();
  const { store, readOnly, addSlide, duplicateSlide, removeSlide, moveSlide, updateSlideProps } = services;
  const slides = useEditorState((state) => state.playlist?.slides ?? NO_SLIDES);
  const aspect = useEditorState((state) => state.playlist?.aspect ?? null);
  const overlayId = useEditorState((state) => state.playlist?.overlay?.slideId ?? null);
  const currentSlideId = useEditorState((state) => state.currentSlideId);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  // the order shown while a move is on its way to the server
  const [pendingOrder, setPendingOrder] = useState<readonly number[] | null>(null);

  const shown = useMemo(() => {
    if (!pendingOrder) return slides;
    const byId = new Map(slides.map((slide) => [slide.id, slide]));
    const ordered = pendingOrder.flatMap((id) => byId.get(id) ?? []);
    return ordered.length === slides.length ? ordered : slides;
  }, [slides, pendingOrder]);
  const ids = useMemo(() => shown.map((slide) => slide.id), [shown]);
  const canAdd = slides.length < PLAYLIST_SLIDES_MAX;

  /** Runs one change of the slide list at a time; a failure is shown above the list. */
  const run = useCallback(
    async (change: () => Promise<void>) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      setFailure(null);
      try {
        await change();
      } catch (error) {
        setFailure(errorMessage(error, t('slides.failed')));
      } finally {
        busyRef.current = false;
        setBusy(false);
        setPendingOrder(null);
      }
    },
    [t],
  );

  const actions = useMemo<SlideCardActions>(
    () => ({
      onSelect: (slideId) => store.getState().setCurrentSlide(slideId),
      onDuplicate: (slideId) => {
        if (!readOnly) void run(() => duplicateSlide(slideId));
      },
      onDelete: (slideId) => {
        if (readOnly) return;
        const slide = store.getState().playlist?.slides.find((candidate) => candidate.id === slideId);
        if (!slide) return;
        if (slide.data.elements.length > 0) setConfirming(slideId);
        else void run(() => removeSlide(slideId));
      },
      onDuration: (slideId, seconds) => {
        if (readOnly) return;
        const state = store.getState();
        if (state.currentSlideId !== slideId) state.setCurrentSlide(slideId);
        if (store.getState().currentSlideId === slideId) updateSlideProps({ duration: seconds });
      },
      onMove: (slideId, newIndex) => {
        if (readOnly || busyRef.current) return;
        const order = store.getState().playlist?.slides.map((slide) => slide.id) ?? [];
        const from = order.indexOf(slideId);
        if (from < 0 || from === newIndex) return;
        setPendingOrder(movedIds(order, from, newIndex));
        void run(() => moveSlide(slideId, newIndex));
      },
    }),
    [store, readOnly, run, duplicateSlide, removeSlide, moveSlide, updateSlideProps],
  );

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useDragTexts(ids);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const to = dropIndex(ids, Number(active.id), over ? Number(over.id) : null);
    if (to !== null) actions.onMove(Number(active.id), to);
  };

  const hint = !readOnly && shown.length > 1;
  const confirmIndex = confirming === null ? -1 : ids.indexOf(confirming);

  return (
    <Box
      component="nav"
      aria-label={t('slides.label')}
      data-testid="slide-list"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}
    >
      <Box sx={{ px: 1, pt: 1, pb: 0.5, flexShrink: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="subtitle2" component="h2">
            {t('slides.heading')}
          </Typography>
          <Typography variant="caption" color="text.secondary" data-testid="slide-count">
            {t('slides.count', { count: slides.length })}
          </Typography>
        </Box>
        <Button
          size="small"
          variant="outlined"
          startIcon={<Add />}
          disabled={readOnly || busy || !canAdd}
          onClick={() => void run(() => addSlide())}
          title={canAdd ? undefined : t('slides.limit', { max: PLAYLIST_SLIDES_MAX })}
          data-testid="slide-add"
        >
          {t('slides.add')}
        </Button>
        {failure && (
          <Alert
            severity="error"
            onClose={() => setFailure(null)}
            closeText={t('dismiss')}
            sx={{ py: 0 }}
            data-testid="slide-failure"
          >
            {failure}
          </Alert>
        )}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 0.5, pb: 1 }}>
        {shown.length === 0 || !aspect ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ p: 2, textAlign: 'center' }}
            data-testid="slide-empty"
          >
            {t('slides.empty')}
          </Typography>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            modifiers={[verticalOnly]}
            onDragEnd={onDragEnd}
            accessibility={accessibility}
          >
            <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={readOnly}>
              <Box
                component="ol"
                aria-label={t('slides.label')}
                aria-describedby={hint ? HINT_ID : undefined}
                sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}
              >
                {shown.map((slide, index) => (
                  <SlideCard
                    key={slide.id}
                    slide={slide}
                    index={index}
                    count={shown.length}
                    aspect={aspect}
                    current={slide.id === currentSlideId}
                    overlay={slide.id === overlayId}
                    readOnly={readOnly}
                    canAdd={canAdd}
                    actions={actions}
                  />
                ))}
              </Box>
            </SortableContext>
          </DndContext>
        )}
        {hint && (
          <Typography
            id={HINT_ID}
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ px: 1, pt: 1 }}
          >
            {t('slides.reorderHint')}
          </Typography>
        )}
      </Box>
      <DeleteSlideDialog
        number={confirming === null || confirmIndex < 0 ? null : confirmIndex + 1}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const slideId = confirming;
          setConfirming(null);
          if (slideId !== null) void run(() => removeSlide(slideId));
        }}
      />
    </Box>
  );
}
