import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  MENU_ITEM_DESCRIPTION_MAX_LENGTH,
  MENU_ITEM_NAME_MAX_LENGTH,
  ZMenuItemInput,
  type TMenuCategory,
  type TMenuItem,
  type TMenuItemInput,
} from '@placard/contract';
import { useFormMessage } from '../../components/form/formMessage';
import { FormTextField } from '../../components/form/FormTextField';
import { PicturePicker } from './PicturePicker';
import { PriceField } from './PriceField';

type MenuItemDialogProps = {
  /** the item to change (a new one has no name yet); null: closed */
  item: TMenuItem | null;
  isNew: boolean;
  categories: readonly TMenuCategory[];
  currency: string;
  onClose: () => void;
  onDone: (item: TMenuItem) => void;
};

/** An item's name, description, price, category, picture and availability, checked as the server does. */
export function MenuItemDialog(props: MenuItemDialogProps) {
  // a new form each time it opens, so it starts from the item given
  return props.item ? <ItemForm {...props} item={props.item} /> : null;
}

function ItemForm({
  item,
  isNew,
  categories,
  currency,
  onClose,
  onDone,
}: MenuItemDialogProps & { item: TMenuItem }) {
  const { t } = useTranslation('menus');
  const translate = useFormMessage();
  const [picture, setPicture] = useState<{ mediaId: number; url: string } | null>(
    item.mediaId !== null && item.pictureUrl ? { mediaId: item.mediaId, url: item.pictureUrl } : null,
  );
  const [picking, setPicking] = useState(false);
  const form = useForm<z.input<typeof ZMenuItemInput>, unknown, TMenuItemInput>({
    resolver: zodResolver(ZMenuItemInput),
    defaultValues: item,
    mode: 'onTouched',
  });
  const { control } = form;
  const submit = form.handleSubmit((values) =>
    onDone({ ...values, mediaId: picture?.mediaId ?? null, pictureUrl: picture?.url ?? null }),
  );
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="menu-entry-title">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-testid="menu-entry-form">
        <DialogTitle id="menu-entry-title">{isNew ? t('item.newTitle') : t('item.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormTextField
              control={control}
              name="name"
              label={t('item.name')}
              required
              autoFocus
              fullWidth
              slotProps={{
                htmlInput: { maxLength: MENU_ITEM_NAME_MAX_LENGTH, 'data-testid': 'menu-entry-name' },
              }}
            />
            <FormTextField
              control={control}
              name="description"
              label={t('item.description')}
              helperText={t('item.descriptionHelp')}
              fullWidth
              multiline
              minRows={2}
              slotProps={{
                htmlInput: {
                  maxLength: MENU_ITEM_DESCRIPTION_MAX_LENGTH,
                  'data-testid': 'menu-entry-description',
                },
              }}
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <Controller
                control={control}
                name="price"
                render={({ field, fieldState }) => (
                  <PriceField
                    label={t('item.price')}
                    required
                    value={field.value}
                    currency={currency}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={Boolean(fieldState.error)}
                    helperText={translate(fieldState.error?.message)}
                    slotProps={{ htmlInput: { 'data-testid': 'menu-entry-price' } }}
                  />
                )}
              />
              <Controller
                control={control}
                name="categoryId"
                render={({ field }) => (
                  <TextField
                    select
                    label={t('item.category')}
                    value={field.value}
                    onChange={(event) => field.onChange(Number(event.target.value))}
                    slotProps={{ htmlInput: { 'data-testid': 'menu-entry-category' } }}
                  >
                    {categories.map((category) => (
                      <MenuItem key={category.id} value={category.id}>
                        {category.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Box
                sx={{
                  width: 72,
                  height: 72,
                  flex: 'none',
                  borderRadius: 1.5,
                  bgcolor: 'action.hover',
                  display: 'grid',
                  placeItems: 'center',
                  overflow: 'hidden',
                }}
              >
                {picture ? (
                  <Box
                    component="img"
                    src={picture.url}
                    alt=""
                    data-testid="menu-entry-picture"
                    sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                  />
                ) : (
                  <ImageOutlined color="disabled" />
                )}
              </Box>
              <Box>
                <Typography variant="subtitle2">{t('item.picture')}</Typography>
                <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setPicking(true)}
                    data-testid="menu-entry-choose-picture"
                  >
                    {t('item.choosePicture')}
                  </Button>
                  {picture && (
                    <Button size="small" variant="text" color="inherit" onClick={() => setPicture(null)}>
                      {t('item.removePicture')}
                    </Button>
                  )}
                </Box>
              </Box>
            </Box>
            <Controller
              control={control}
              name="available"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value ?? true}
                      onChange={(event) => field.onChange(event.target.checked)}
                      slotProps={{ input: { 'aria-describedby': 'menu-entry-available-help' } }}
                    />
                  }
                  label={
                    <Box>
                      <Typography>{t('item.available')}</Typography>
                      <Typography id="menu-entry-available-help" variant="body2" color="text.secondary">
                        {t('item.availableHelp')}
                      </Typography>
                    </Box>
                  }
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="text" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" data-testid="menu-entry-done">
            {t('item.done')}
          </Button>
        </DialogActions>
      </Box>
      <PicturePicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(chosen) => {
          setPicture(chosen);
          setPicking(false);
        }}
      />
    </Dialog>
  );
}
