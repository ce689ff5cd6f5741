import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useForm, type Control, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  USERNAME_MAX_LENGTH,
  ZCreateUserRequest,
  ZUpdateUserRequest,
  type Role,
  type TCreateUserRequest,
  type TManagedUser,
  type TUpdateUserRequest,
} from '@placard/contract';
import { useCreateUserMutation, useUpdateUserMutation } from '../../api/users';
import { currentLocale } from '../../app/i18n';
import { FormTextField } from '../../components/form/FormTextField';
import { useSubmitWithServerErrors } from '../../components/form/useSubmitWithServerErrors';
import { defaultRoleToAdd, rolesToAdd, rolesToEdit } from './userRules';

const FIELDS = ['username', 'fullname', 'email', 'role'] as const;

interface UserFieldsProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  roles: readonly Role[];
  roleLocked: boolean;
  roleHelp?: string;
}

/** Username, full name, e-mail and role: the same fields for a new user and an edited one. */
function UserFields<T extends FieldValues, TOut>({
  control,
  roles,
  roleLocked,
  roleHelp,
}: UserFieldsProps<T, TOut>) {
  const { t } = useTranslation('users');
  const name = (field: (typeof FIELDS)[number]) => field as Path<T>;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name={name('fullname')}
          label={t('form.fullname')}
          autoComplete="off"
          required
          autoFocus
          slotProps={{ htmlInput: { 'data-testid': 'user-form-fullname' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name={name('username')}
          label={t('form.username')}
          helperText={t('form.usernameHelp', { max: USERNAME_MAX_LENGTH })}
          autoComplete="off"
          required
          slotProps={{
            htmlInput: { 'data-testid': 'user-form-username', autoCapitalize: 'none', spellCheck: false },
          }}
        />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <FormTextField
          control={control}
          name={name('email')}
          label={t('form.email')}
          type="email"
          autoComplete="off"
          required
          slotProps={{ htmlInput: { 'data-testid': 'user-form-email' } }}
        />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <FormTextField
          control={control}
          name={name('role')}
          label={t('form.role')}
          select
          disabled={roleLocked}
          helperText={roleHelp}
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'user-form-role' } }}
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(`common:roles.${role}`)}
            </option>
          ))}
        </FormTextField>
      </Grid>
    </Grid>
  );
}

interface DialogFrameProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  pending: boolean;
  submitLabel: string;
  children: ReactNode;
}

function DialogFrame({ open, title, onClose, onSubmit, pending, submitLabel, children }: DialogFrameProps) {
  const { t } = useTranslation('users');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="user-form-title"
      data-testid="user-form-dialog"
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
      >
        <DialogTitle id="user-form-title">{title}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>{children}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button variant="text" onClick={onClose} disabled={pending} data-testid="user-form-cancel">
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={pending} data-testid="user-form-submit">
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

interface AddUserDialogProps {
  open: boolean;
  actor: Role;
  organizationId?: number | undefined;
  onClose: () => void;
  onCreated: (user: TManagedUser) => void;
}

/** Add user: the new user gets an e-mail with a link to set a password (POST /users/create). */
export function AddUserDialog({ open, actor, organizationId, onClose, onCreated }: AddUserDialogProps) {
  const { t } = useTranslation('users');
  const create = useCreateUserMutation();
  const empty = {
    username: '',
    fullname: '',
    email: '',
    role: defaultRoleToAdd(actor) ?? 'staff',
  } satisfies TCreateUserRequest;
  const form = useForm({
    resolver: zodResolver(ZCreateUserRequest),
    defaultValues: empty,
  });
  const { control, reset } = form;
  const { failure, setFailure, onSubmit } = useSubmitWithServerErrors(form, {
    fields: FIELDS,
    fallback: t('errors.saveFailed'),
    save: async (values) => {
      const user = await create.mutateAsync({ ...values, organizationId, locale: currentLocale() });
      reset(empty);
      onCreated(user);
    },
  });

  const close = () => {
    reset(empty);
    setFailure(null);
    create.reset();
    onClose();
  };

  return (
    <DialogFrame
      open={open}
      title={t('add.title')}
      onClose={close}
      onSubmit={() => void onSubmit()}
      pending={create.isPending}
      submitLabel={t('add.submit')}
    >
      <Stack spacing={2.5}>
        <Alert severity="info" data-testid="user-form-invite-note">
          {t('add.inviteNote')}
        </Alert>
        {failure && (
          <Alert severity="error" data-testid="user-form-error">
            {failure}
          </Alert>
        )}
        <UserFields control={control} roles={rolesToAdd(actor)} roleLocked={false} />
      </Stack>
    </DialogFrame>
  );
}

interface EditUserDialogProps {
  user: TManagedUser | null;
  actor: Role;
  onClose: () => void;
  onSaved: (user: TManagedUser) => void;
}

/** Edit a user's name, username, e-mail and role (POST /users/update). */
export function EditUserDialog({ user, actor, onClose, onSaved }: EditUserDialogProps) {
  // A new form for each user, so its fields start from that user's values.
  return user ? (
    <EditUserForm key={user.id} user={user} actor={actor} onClose={onClose} onSaved={onSaved} />
  ) : null;
}

function EditUserForm({ user, actor, onClose, onSaved }: EditUserDialogProps & { user: TManagedUser }) {
  const { t } = useTranslation('users');
  const update = useUpdateUserMutation();
  const roles = rolesToEdit(actor, user);
  const form = useForm({
    resolver: zodResolver(ZUpdateUserRequest),
    defaultValues: {
      id: user.id,
      username: user.username ?? '',
      fullname: user.fullname,
      email: user.email,
      role: user.role,
    } satisfies TUpdateUserRequest,
  });
  const { failure, onSubmit } = useSubmitWithServerErrors(form, {
    fields: FIELDS,
    fallback: t('errors.saveFailed'),
    save: async (values) => onSaved(await update.mutateAsync(values)),
  });

  const roleHelp = user.isOwner
    ? t('edit.ownerRole')
    : user.isSelf
      ? t('edit.ownRole')
      : roles.locked
        ? t('edit.roleLocked')
        : undefined;

  return (
    <DialogFrame
      open
      title={t('edit.title', { name: user.fullname })}
      onClose={onClose}
      onSubmit={() => void onSubmit()}
      pending={update.isPending}
      submitLabel={t('edit.submit')}
    >
      <Stack spacing={2.5}>
        {failure && (
          <Alert severity="error" data-testid="user-form-error">
            {failure}
          </Alert>
        )}
        <UserFields
          control={form.control}
          roles={roles.options}
          roleLocked={roles.locked}
          roleHelp={roleHelp}
        />
      </Stack>
    </DialogFrame>
  );
}
