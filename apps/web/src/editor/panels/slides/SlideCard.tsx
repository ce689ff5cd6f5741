import { memo, useCallback, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Layers from '@mui/icons-material/Layers';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { TAspect, TSlide } from '@placard/contract';
import { DurationField } from './DurationField';
import { keyboardMoveIndex } from './slideOrder';
import { SlideThumbnail } from './SlideThumbnail';

export type SlideCardActions = {
  onSelect(slideId: number): void;
  onDuplicate(slideId: number): void;
  onDelete(slideId: number): void;
  onDuration(slideId: number, seconds: number): void;
  onMove(slideId: number, newIndex: number): void;
};

type SlideCardProps = {
  slide: TSlide;
  /** 0-based place in the playlist */
  index: number;
  count: number;
  aspect: TAspect;
  current: boolean;
  overlay: boolean;
  readOnly: boolean;
  /** whether another slide may be added (duplicating adds one) */
  canAdd: boolean;
  actions: SlideCardActions;
};

/**
 * One slide of the list: its number, thumbnail, overlay badge and duration, with a handle to drag it
 * (or move it by keyboard), and buttons to duplicate or delete it. A click shows the slide.
 */
export const SlideCard = memo(function SlideCard({
  slide,
  index,
  count,
  aspect,
  current,
  overlay,
  readOnly,
  canAdd,
  actions,
}: SlideCardProps) {
  const { t } = useTranslation('editorLibrary');
  const number = index + 1;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: slide.id,
      disabled: readOnly,
    });
  const node = useRef<HTMLLIElement | null>(null);
  const ref = useCallback(
    (element: HTMLLIElement | null) => {
      node.current = element;
      setNodeRef(element);
    },
    [setNodeRef],
  );

  useEffect(() => {
    const element = node.current;
    if (current && element && typeof element.scrollIntoView === 'function') {
      element.scrollIntoView({ block: 'nearest' });
    }
  }, [current]);

  return (
    <Box
      component="li"
      ref={ref}
      data-testid={`slide-card-${slide.id}`}
      data-current={current}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        display: 'flex',
        gap: 0.5,
        p: 0.75,
        borderRadius: 1,
        border: 2,
        borderColor: current ? 'primary.main' : 'transparent',
        bgcolor: current ? 'action.selected' : 'transparent',
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        opacity: isDragging ? 0.85 : 1,
        boxShadow: isDragging ? 4 : 'none',
        contentVisibility: isDragging ? 'visible' : 'auto',
        containIntrinsicSize: 'auto 150px',
        '&:hover': { bgcolor: current ? 'action.selected' : 'action.hover' },
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', width: 24, flexShrink: 0 }}>
        <Typography variant="caption" sx={{ fontWeight: 700, lineHeight: '20px' }} aria-hidden>
          {number}
        </Typography>
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          disabled={readOnly}
          {...attributes}
          {...listeners}
          aria-label={t('slides.move', { number })}
          data-testid={`slide-move-${slide.id}`}
          sx={{ p: 0.25, cursor: readOnly ? 'default' : 'grab', touchAction: 'none' }}
        >
          <DragIndicator fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0, flex: 1 }}>
        <ButtonBase
          aria-label={overlay ? t('slides.overlaySlide', { number }) : t('slides.slide', { number })}
          aria-current={current ? 'true' : undefined}
          onClick={() => actions.onSelect(slide.id)}
          onKeyDown={(event) => {
            if (!event.altKey || readOnly) return;
            const to = keyboardMoveIndex(event.key, index, count);
            if (to === null) return;
            event.preventDefault();
            actions.onMove(slide.id, to);
          }}
          data-testid={`slide-select-${slide.id}`}
          sx={{
            position: 'relative',
            alignSelf: 'flex-start',
            borderRadius: 0.5,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
          }}
        >
          <SlideThumbnail slide={slide} aspect={aspect} />
          {overlay && (
            <Tooltip title={t('slides.overlayHint')} describeChild>
              <Chip
                icon={<Layers />}
                label={t('slides.overlay')}
                size="small"
                color="secondary"
                data-testid={`slide-overlay-${slide.id}`}
                sx={{
                  position: 'absolute',
                  top: 4,
                  right: 4,
                  height: 20,
                  fontSize: 11,
                  '& .MuiChip-icon': { fontSize: 14 },
                }}
              />
            </Tooltip>
          )}
        </ButtonBase>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
          <DurationField
            value={slide.data.duration}
            label={t('slides.duration', { number })}
            disabled={readOnly}
            onCommit={(seconds) => actions.onDuration(slide.id, seconds)}
            testId={`slide-duration-${slide.id}`}
          />
          <Box sx={{ flex: 1 }} />
          <Tooltip title={t('slides.duplicate', { number })} describeChild>
            <span>
              <IconButton
                size="small"
                aria-label={t('slides.duplicate', { number })}
                disabled={readOnly || !canAdd}
                onClick={() => actions.onDuplicate(slide.id)}
                data-testid={`slide-duplicate-${slide.id}`}
              >
                <ContentCopy sx={{ fontSize: 16 }} />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('slides.delete', { number })} describeChild>
            <span>
              <IconButton
                size="small"
                aria-label={t('slides.delete', { number })}
                disabled={readOnly}
                onClick={() => actions.onDelete(slide.id)}
                data-testid={`slide-delete-${slide.id}`}
              >
                <DeleteOutlined sx={{ fontSize: 16 }} />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      </Box>
    </Box>
  );
});
