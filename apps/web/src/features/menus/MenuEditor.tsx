import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import {
  MENU_CURRENCIES,
  MENU_NAME_MAX_LENGTH,
  MENU_NUMBER_FORMATS,
  type MenuCurrency,
  type MenuNumberFormat,
  type TMenu,
  type TMenuItem,
} from '@placard/contract';
import { isApiError } from '../../api/client';
import { menusApi, useMenuMutation } from '../../api/menus';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorMessage, useFormMessage } from '../../components/form/formMessage';
import { CategoryCard } from './CategoryCard';
import {
  addCategory,
  draftOf,
  draftProblems,
  moveById,
  newItem,
  putItem,
  removeCategory,
  shiftCategory,
  type MenuDraft,
} from './menuDocument';
import { MenuItemDialog } from './MenuItemDialog';
import { MenuPreview } from './MenuPreview';

const DRAG_DISTANCE_PX = 4;

/** What the save button and its note say. */
type SaveState = 'saved' | 'unsaved' | 'saving';

/**
 * A menu's editor: its name, currency and price format; its categories (renamed in place, moved,
 * deleted) and their items (dragged into order, switched sold out in place, edited in a dialog); a
 * live preview in each style; and one Save of the whole menu, with its saved state always in view.
 */
export function MenuEditor({ menu, readOnly }: { menu: TMenu; readOnly: boolean }) {
  const { t } = useTranslation('menus');
  const translate = useFormMessage();
  const [draft, setDraft] = useState<MenuDraft>(() => draftOf(menu));
  const [savedText, setSavedText] = useState(() => JSON.stringify(draftOf(menu)));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ item: TMenuItem; isNew: boolean } | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const save = useMenuMutation(menusApi.update);
  const dirty = JSON.stringify(draft) !== savedText;
  const state: SaveState = save.isPending ? 'saving' : dirty ? 'unsaved' : 'saved';

  const change = (next: MenuDraft) => {
    setDraft(next);
    // problems already shown follow the draft, so a fixed field loses its message at once
    if (Object.keys(problems).length > 0) setProblems(draftProblems(next));
  };

  const onSave = useCallback(async () => {
    setFailure(null);
    const found = draftProblems(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setFailure(t('editor.fixProblems'));
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: menu.id, ...draft });
      setDraft(draftOf(saved));
      setSavedText(JSON.stringify(draftOf(saved)));
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length > 0) setProblems(error.fields);
      setFailure(errorMessage(error, t('editor.saveFailed')));
    }
  }, [draft, menu.id, save, t]);

  // Ctrl+S (⌘S) saves
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (!readOnly) void onSave();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onSave, readOnly]);

  // leaving with unsaved changes asks first
  useEffect(() => {
    if (!dirty) return;
    const onLeave = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, [dirty]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const target = draft.items.find((item) => item.id === over.id);
    if (!target) return;
    // dropped on an item of another category, it joins that category there
    const items = draft.items.map((item) =>
      item.id === active.id ? { ...item, categoryId: target.categoryId } : item,
    );
    change({ ...draft, items: moveById(items, Number(active.id), target.id) });
  };

  const byCategory = useMemo(
    () =>
      new Map(
        draft.categories.map((category) => [
          category.id,
          draft.items.flatMap((item, index) => (item.categoryId === category.id ? [{ item, index }] : [])),
        ]),
      ),
    [draft],
  );
  const preview: TMenu = { ...draft, id: menu.id, updatedAt: menu.updatedAt };
  const removingCategory = draft.categories.find((category) => category.id === removing);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      <Stack spacing={2.5} sx={{ minWidth: 0 }}>
        <Card>
          <CardContent
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <TextField
              label={t('editor.name')}
              value={draft.name}
              onChange={(event) => change({ ...draft, name: event.target.value })}
              required
              disabled={readOnly}
              error={Boolean(problems.name)}
              helperText={translate(problems.name)}
              sx={{ gridColumn: '1 / -1' }}
              slotProps={{ htmlInput: { maxLength: MENU_NAME_MAX_LENGTH, 'data-testid': 'menu-name' } }}
            />
            <TextField
              select
              fullWidth
              label={t('editor.currency')}
              value={draft.currency}
              disabled={readOnly}
              onChange={(event) => change({ ...draft, currency: event.target.value as MenuCurrency })}
              helperText={t('editor.currencyHelp')}
              slotProps={{ htmlInput: { 'data-testid': 'menu-currency' } }}
            >
              {MENU_CURRENCIES.map((currency) => (
                <MenuItem key={currency} value={currency}>
                  {currency}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              fullWidth
              label={t('editor.numberFormat')}
              value={draft.numberFormat ?? ''}
              disabled={readOnly}
              onChange={(event) =>
                change({ ...draft, numberFormat: (event.target.value || null) as MenuNumberFormat | null })
              }
              helperText={t('editor.numberFormatHelp')}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('editor.numberFormatScreen')}</MenuItem>
              {MENU_NUMBER_FORMATS.map((format) => (
                <MenuItem key={format} value={format}>
                  {new Intl.NumberFormat(format, { style: 'currency', currency: draft.currency }).format(
                    1234.5,
                  )}
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                    {format}
                  </Typography>
                </MenuItem>
              ))}
            </TextField>
          </CardContent>
        </Card>

        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <Stack spacing={2}>
            {draft.categories.map((category, index) => (
              <CategoryCard
                key={category.id}
                category={category}
                index={index}
                count={draft.categories.length}
                items={byCategory.get(category.id) ?? []}
                currency={draft.currency}
                problems={problems}
                readOnly={readOnly}
                onRename={(name) =>
                  change({
                    ...draft,
                    categories: draft.categories.map((entry) =>
                      entry.id === category.id ? { ...entry, name } : entry,
                    ),
                  })
                }
                onShift={(step) => change(shiftCategory(draft, category.id, step))}
                onRemove={() =>
                  (byCategory.get(category.id)?.length ?? 0) > 0
                    ? setRemoving(category.id)
                    : change(removeCategory(draft, category.id))
                }
                onAddItem={() => setEditing({ item: newItem(draft, category.id), isNew: true })}
                onEditItem={(item) => setEditing({ item, isNew: false })}
                onRemoveItem={(item) =>
                  change({ ...draft, items: draft.items.filter((entry) => entry.id !== item.id) })
                }
                onItemAvailable={(item, available) => change(putItem(draft, { ...item, available }))}
              />
            ))}
          </Stack>
        </DndContext>
        {draft.categories.length === 0 && (
          <Alert severity="info" data-testid="menu-no-categories">
            {t('editor.noCategories')}
          </Alert>
        )}
        <Box>
          <Button
            variant="outlined"
            startIcon={<AddRounded />}
            disabled={readOnly}
            onClick={() =>
              change(addCategory(draft, t('editor.newCategory', { number: draft.categories.length + 1 })))
            }
            data-testid="menu-add-category"
          >
            {t('editor.addCategory')}
          </Button>
        </Box>
      </Stack>

      <Box sx={{ position: { lg: 'sticky' }, top: { lg: 16 }, minWidth: 0 }}>
        <Card>
          <CardContent>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
              <Button
                onClick={() => void onSave()}
                loading={save.isPending}
                disabled={readOnly || state === 'saved'}
                data-testid="menu-save"
              >
                {t('editor.save')}
              </Button>
              <Chip
                data-testid="menu-save-state"
                data-state={state}
                icon={state === 'saved' ? <CheckCircleOutline /> : undefined}
                color={state === 'saved' ? 'success' : 'default'}
                variant={state === 'saved' ? 'outlined' : 'filled'}
                label={t(`editor.state.${state}`)}
              />
              <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
                {t('editor.liveNote')}
              </Typography>
            </Box>
            {failure && (
              <Alert severity="error" sx={{ mb: 2 }} data-testid="menu-save-error">
                {failure}
              </Alert>
            )}
            <MenuPreview menu={preview} />
          </CardContent>
        </Card>
      </Box>

      <MenuItemDialog
        item={editing?.item ?? null}
        isNew={editing?.isNew ?? false}
        categories={draft.categories}
        currency={draft.currency}
        onClose={() => setEditing(null)}
        onDone={(item) => {
          change(putItem(draft, item));
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={removingCategory !== undefined}
        title={t('editor.deleteCategoryTitle')}
        text={t('editor.deleteCategoryText', {
          name: removingCategory?.name ?? '',
          count: byCategory.get(removing ?? 0)?.length ?? 0,
        })}
        confirmLabel={t('editor.deleteCategory')}
        cancelLabel={t('common.cancel')}
        danger
        pending={false}
        error={null}
        onConfirm={() => {
          if (removing !== null) change(removeCategory(draft, removing));
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
        testId="menu-category-delete-dialog"
      />
    </Box>
  );
}
