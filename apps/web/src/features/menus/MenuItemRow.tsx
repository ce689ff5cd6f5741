import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { formatMenuPrice, type TMenuItem } from '@placard/contract';
import { SOLD_OUT_CHIP } from './soldOutChip';

type MenuItemRowProps = {
  item: TMenuItem;
  currency: string;
  /** what is wrong with it (it must be opened to be fixed) */
  problem: boolean;
  readOnly: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onAvailable: (available: boolean) => void;
};

/** One item of a category: dragged by its handle, its availability switched in place, edited in a dialog. */
export function MenuItemRow({
  item,
  currency,
  problem,
  readOnly,
  onEdit,
  onRemove,
  onAvailable,
}: MenuItemRowProps) {
  const { t, i18n } = useTranslation('menus');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: item.id,
      disabled: readOnly,
    });
  return (
    <Box
      ref={setNodeRef}
      data-testid="menu-entry-row"
      data-item-name={item.name}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1,
        py: 1,
        borderRadius: 1.5,
        bgcolor: isDragging ? 'action.selected' : 'background.paper',
        boxShadow: isDragging ? 4 : 0,
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
        border: 1,
        borderColor: problem ? 'error.main' : 'transparent',
        '&:hover': { bgcolor: isDragging ? 'action.selected' : 'action.hover' },
      }}
    >
      <Box
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('editor.dragItem', { name: item.name })}
        data-testid="menu-entry-drag"
        sx={{
          display: 'flex',
          color: 'text.disabled',
          cursor: readOnly ? 'default' : 'grab',
          touchAction: 'none',
        }}
      >
        <DragIndicator fontSize="small" />
      </Box>
      <Box
        sx={{
          width: 44,
          height: 44,
          flex: 'none',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {item.pictureUrl ? (
          <Box
            component="img"
            src={item.pictureUrl}
            alt=""
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <RestaurantOutlined fontSize="small" color="disabled" />
        )}
      </Box>
      <Box sx={{ flex: '1 1 auto', minWidth: 0, cursor: 'pointer' }} onClick={onEdit}>
        <Typography
          noWrap
          sx={{ fontWeight: 600, textDecoration: item.available ? 'none' : 'line-through' }}
          color={item.name ? 'text.primary' : 'text.disabled'}
        >
          {item.name || t('editor.unnamedItem')}
        </Typography>
        {item.description && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {item.description}
          </Typography>
        )}
      </Box>
      {!item.available && <Chip size="small" label={t('editor.soldOut')} sx={SOLD_OUT_CHIP} />}
      <Typography
        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, minWidth: 72, textAlign: 'right' }}
      >
        {Number.isFinite(item.price) ? formatMenuPrice(item.price, currency, i18n.language) : '—'}
      </Typography>
      <Tooltip title={item.available ? t('editor.available') : t('editor.soldOut')}>
        <Switch
          size="small"
          checked={item.available}
          disabled={readOnly}
          onChange={(event) => onAvailable(event.target.checked)}
          slotProps={{ input: { 'aria-label': t('editor.availableOf', { name: item.name }) } }}
          data-testid="menu-entry-available"
        />
      </Tooltip>
      <Tooltip title={t('editor.editItem')}>
        <IconButton
          size="small"
          onClick={onEdit}
          aria-label={t('editor.editItem')}
          data-testid="menu-entry-edit"
        >
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('editor.deleteItem')}>
        <span>
          <IconButton
            size="small"
            onClick={onRemove}
            disabled={readOnly}
            aria-label={t('editor.deleteItem')}
            data-testid="menu-entry-delete"
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
