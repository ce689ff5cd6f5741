import { useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EditOutlined from '@mui/icons-material/EditOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { TElement } from '@placard/contract';
import { ToolButton } from '../properties/ToolButton';
import { ElementTypeIcon } from './ElementTypeIcon';
import { LayerNameField } from './LayerNameField';

export type LayerRowProps = {
  element: TElement;
  /** the name shown (its own, or its type's) */
  name: string;
  typeName: string;
  selected: boolean;
  /** whether it is first (top) or last (bottom) of the list */
  top: boolean;
  bottom: boolean;
  renaming: boolean;
  readOnly: boolean;
  onSelect: (toggle: boolean) => void;
  onRenameStart: () => void;
  onRenameEnd: (name: string | null) => void;
  onLock: () => void;
  /** +1 one place up the list (towards the front), -1 down */
  onMove: (step: 1 | -1) => void;
};

/** One layer: drag handle, type icon, name (click selects, double-click or F2 renames), lock and order buttons. */
export function LayerRow({
  element,
  name,
  typeName,
  selected,
  top,
  bottom,
  renaming,
  readOnly,
  onSelect,
  onRenameStart,
  onRenameEnd,
  onLock,
  onMove,
}: LayerRowProps) {
  const { t } = useTranslation('editorProperties');
  const nameRef = useRef<HTMLButtonElement>(null);
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: element.elid,
      disabled: readOnly || renaming,
      attributes: { roleDescription: t('layers.sortable') },
    });

  /** After a change made from the keyboard, focus stays on this row. */
  const refocus = (target: { current: HTMLButtonElement | null }) =>
    setTimeout(() => {
      const button = target.current;
      if (button && !button.disabled) button.focus();
      else nameRef.current?.focus();
    });

  const click = (event: MouseEvent) => onSelect(event.shiftKey);

  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid={`layer-${element.elid}`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.25,
        pr: 0.25,
        minHeight: 36,
        borderRadius: 1,
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        bgcolor: selected ? 'action.selected' : isDragging ? 'background.paper' : 'transparent',
        boxShadow: isDragging ? 3 : 'none',
        '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        {...attributes}
        {...listeners}
        aria-label={t('layers.drag', { name })}
        disabled={readOnly}
        sx={{
          cursor: readOnly ? 'default' : isDragging ? 'grabbing' : 'grab',
          touchAction: 'none',
          color: 'text.disabled',
        }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      {renaming ? (
        <LayerNameField
          name={element.name}
          placeholder={typeName}
          onDone={(next, how) => {
            onRenameEnd(next);
            if (how === 'keyboard') refocus(nameRef);
          }}
          onCancel={() => {
            onRenameEnd(null);
            refocus(nameRef);
          }}
        />
      ) : (
        <ButtonBase
          ref={nameRef}
          aria-pressed={selected}
          aria-keyshortcuts="F2"
          onClick={click}
          onDoubleClick={() => {
            if (!readOnly) onRenameStart();
          }}
          onKeyDown={(event) => {
            if (event.key === 'F2' && !readOnly) {
              event.preventDefault();
              onRenameStart();
            }
          }}
          sx={{
            flex: 1,
            minWidth: 0,
            justifyContent: 'flex-start',
            gap: 1,
            px: 0.5,
            py: 0.75,
            borderRadius: 1,
            textAlign: 'left',
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          }}
        >
          <ElementTypeIcon type={element.eltype} fontSize="small" color={selected ? 'primary' : 'action'} />
          <Typography
            variant="body2"
            noWrap
            sx={{
              fontWeight: selected ? 600 : 400,
              color: element.name.trim() ? 'text.primary' : 'text.secondary',
            }}
          >
            {name}
          </Typography>
        </ButtonBase>
      )}
      <ToolButton
        label={t('layers.rename', { name })}
        disabled={readOnly || renaming}
        onClick={onRenameStart}
      >
        <EditOutlined sx={{ fontSize: 16 }} />
      </ToolButton>
      <ToolButton
        label={element.locked ? t('layers.unlock', { name }) : t('layers.lock', { name })}
        pressed={element.locked}
        disabled={readOnly}
        onClick={onLock}
      >
        {element.locked ? <LockOutlined sx={{ fontSize: 16 }} /> : <LockOpenOutlined sx={{ fontSize: 16 }} />}
      </ToolButton>
      <ToolButton
        ref={upRef}
        label={t('layers.moveUp', { name })}
        disabled={readOnly || top}
        onClick={() => {
          onMove(1);
          refocus(upRef);
        }}
      >
        <KeyboardArrowUp sx={{ fontSize: 18 }} />
      </ToolButton>
      <ToolButton
        ref={downRef}
        label={t('layers.moveDown', { name })}
        disabled={readOnly || bottom}
        onClick={() => {
          onMove(-1);
          refocus(downRef);
        }}
      >
        <KeyboardArrowDown sx={{ fontSize: 18 }} />
      </ToolButton>
    </Box>
  );
}
