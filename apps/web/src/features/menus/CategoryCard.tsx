import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { MENU_CATEGORY_NAME_MAX_LENGTH, type TMenuCategory, type TMenuItem } from '@placard/contract';
import { useFormMessage } from '../../components/form/formMessage';
import { itemHasProblem } from './menuDocument';
import { MenuItemRow } from './MenuItemRow';

type CategoryCardProps = {
  category: TMenuCategory;
  index: number;
  count: number;
  /** the category's items with their places in the whole menu */
  items: readonly { item: TMenuItem; index: number }[];
  currency: string;
  problems: Record<string, string>;
  readOnly: boolean;
  onRename: (name: string) => void;
  onShift: (step: -1 | 1) => void;
  onRemove: () => void;
  onAddItem: () => void;
  onEditItem: (item: TMenuItem) => void;
  onRemoveItem: (item: TMenuItem) => void;
  onItemAvailable: (item: TMenuItem, available: boolean) => void;
};

/** A category: its name edited in place, moved up or down, and its items, dragged into order. */
export function CategoryCard({
  category,
  index,
  count,
  items,
  currency,
  problems,
  readOnly,
  onRename,
  onShift,
  onRemove,
  onAddItem,
  onEditItem,
  onRemoveItem,
  onItemAvailable,
}: CategoryCardProps) {
  const { t } = useTranslation('menus');
  const translate = useFormMessage();
  const nameProblem = translate(problems[`categories.${index}.name`]);
  return (
    <Card
      variant="outlined"
      data-testid="menu-category"
      data-category-name={category.name}
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
        <TextField
          value={category.name}
          onChange={(event) => onRename(event.target.value)}
          placeholder={t('editor.categoryName')}
          variant="standard"
          disabled={readOnly}
          error={Boolean(nameProblem)}
          helperText={nameProblem}
          slotProps={{
            htmlInput: {
              maxLength: MENU_CATEGORY_NAME_MAX_LENGTH,
              'aria-label': t('editor.categoryName'),
              'data-testid': 'menu-category-name',
            },
            input: { sx: { fontSize: '1.1rem', fontWeight: 700 } },
          }}
          sx={{ flex: '1 1 auto' }}
        />
        <Tooltip title={t('editor.moveUp')}>
          <span>
            <IconButton
              size="small"
              disabled={readOnly || index === 0}
              onClick={() => onShift(-1)}
              aria-label={t('editor.moveUp')}
            >
              <ArrowUpwardRounded fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('editor.moveDown')}>
          <span>
            <IconButton
              size="small"
              disabled={readOnly || index === count - 1}
              onClick={() => onShift(1)}
              aria-label={t('editor.moveDown')}
              data-testid="menu-category-down"
            >
              <ArrowDownwardRounded fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('editor.deleteCategory')}>
          <span>
            <IconButton
              size="small"
              disabled={readOnly}
              onClick={onRemove}
              aria-label={t('editor.deleteCategory')}
              data-testid="menu-category-delete"
            >
              <DeleteOutline fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <SortableContext items={items.map(({ item }) => item.id)} strategy={verticalListSortingStrategy}>
        <Box sx={{ display: 'grid', gap: 0.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          {items.map(({ item, index: itemIndex }) => (
            <MenuItemRow
              key={item.id}
              item={item}
              currency={currency}
              problem={itemHasProblem(problems, itemIndex)}
              readOnly={readOnly}
              onEdit={() => onEditItem(item)}
              onRemove={() => onRemoveItem(item)}
              onAvailable={(available) => onItemAvailable(item, available)}
            />
          ))}
        </Box>
      </SortableContext>
      {items.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1.5, px: 1 }}>
          {t('editor.noItems')}
        </Typography>
      )}
      <Button
        startIcon={<AddRounded />}
        variant="text"
        size="small"
        onClick={onAddItem}
        disabled={readOnly}
        sx={{ mt: 1 }}
        data-testid="menu-add-item"
      >
        {t('editor.addItem')}
      </Button>
    </Card>
  );
}
