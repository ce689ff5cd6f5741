import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_MENU_CURRENCY,
  MENU_CURRENCIES,
  MENU_NAME_MAX_LENGTH,
  ZMenuCreateRequest,
  type TMenu,
  type TMenuCreateRequest,
} from '@placard/contract';
import { menusApi, useMenuMutation } from '../../api/menus';
import { FormDialog } from '../../components/FormDialog';
import { FormTextField } from '../../components/form/FormTextField';
import { useSubmitWithServerErrors } from '../../components/form/useSubmitWithServerErrors';

type CreateMenuDialogProps = { open: boolean; onClose: () => void; onCreated: (menu: TMenu) => void };

/** A new menu: its name (free in the organization) and the currency of its prices. */
export function CreateMenuDialog(props: CreateMenuDialogProps) {
  return props.open ? <CreateMenuForm {...props} /> : null;
}

function CreateMenuForm({ onClose, onCreated }: CreateMenuDialogProps) {
  const { t } = useTranslation('menus');
  const create = useMenuMutation(menusApi.create);
  const form = useForm<TMenuCreateRequest, unknown, TMenuCreateRequest>({
    resolver: zodResolver(ZMenuCreateRequest),
    defaultValues: { name: '', currency: DEFAULT_MENU_CURRENCY },
  });
  const { failure, onSubmit } = useSubmitWithServerErrors(form, {
    fields: ['name', 'currency'],
    fallback: t('create.failed'),
    save: async (values) => onCreated(await create.mutateAsync(values)),
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      titleId="menu-create-title"
      title={t('create.title')}
      text={t('create.text')}
      maxWidth="xs"
      onSubmit={(event) => void onSubmit(event)}
      failure={failure}
      failureTestId="menu-create-error"
      pending={create.isPending}
      cancelLabel={t('common.cancel')}
      submitLabel={t('create.submit')}
      submitTestId="menu-create-submit"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField
          control={form.control}
          name="name"
          label={t('create.name')}
          placeholder={t('create.namePlaceholder')}
          required
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { maxLength: MENU_NAME_MAX_LENGTH, 'data-testid': 'menu-create-name' } }}
        />
        <Controller
          control={form.control}
          name="currency"
          render={({ field }) => (
            <TextField
              select
              label={t('create.currency')}
              value={field.value}
              onChange={field.onChange}
              fullWidth
              slotProps={{ htmlInput: { 'data-testid': 'menu-create-currency' } }}
            >
              {MENU_CURRENCIES.map((currency) => (
                <MenuItem key={currency} value={currency}>
                  {currency}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
    </FormDialog>
  );
}
