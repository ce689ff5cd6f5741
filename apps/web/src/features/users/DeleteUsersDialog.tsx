import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TDeleteUsersRequest, TManagedUser } from '@placard/contract';
import { useDeleteUsersMutation } from '../../api/users';
import { errorMessage } from '../../components/form/formMessage';

type ContentMode = TDeleteUsersRequest['mode'];

/** What becomes of the users' content: given to the owner (the default), or deleted with them. */
const CONTENT_MODES = ['transfer', 'delete'] as const satisfies readonly ContentMode[];

const SHOWN_NAMES = 5;

interface DeleteUsersDialogProps {
  open: boolean;
  /** the users to delete (kept while the dialog closes, so its text does not change) */
  users: readonly TManagedUser[];
  onClose: () => void;
  onDeleted: (deleted: number, ids: readonly number[]) => void;
}

/**
 * Confirms deleting one or more users, and asks what becomes of their content: it goes to the
 * organization's owner, or it is deleted with them (POST /users/delete).
 */
export function DeleteUsersDialog({ open, users, onClose, onDeleted }: DeleteUsersDialogProps) {
  const { t } = useTranslation('users');
  const remove = useDeleteUsersMutation();
  const [mode, setMode] = useState<ContentMode>('transfer');

  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    setMode('transfer');
    onClose();
  };

  const submit = () => {
    const ids = users.map((user) => user.id);
    remove.mutate(
      { userIds: ids, mode },
      {
        onSuccess: (result) => {
          remove.reset();
          setMode('transfer');
          onDeleted(result.deleted, ids);
        },
      },
    );
  };

  const names = users.slice(0, SHOWN_NAMES).map((user) => user.fullname);
  const more = users.length - names.length;

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="delete-users-title"
      aria-describedby="delete-users-description"
      data-testid="delete-users-dialog"
    >
      <DialogTitle id="delete-users-title">{t('delete.title', { count: users.length })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography id="delete-users-description">{t('delete.intro', { count: users.length })}</Typography>
          <Typography component="ul" sx={{ m: 0, pl: 3, fontWeight: 600 }} data-testid="delete-users-names">
            {names.map((name, index) => (
              <li key={`${index}-${name}`}>{name}</li>
            ))}
            {more > 0 && <li>{t('delete.more', { count: more })}</li>}
          </Typography>
          <FormControl>
            <FormLabel id="delete-users-mode" sx={{ color: 'text.primary', fontWeight: 600, mb: 1 }}>
              {t('delete.modeLabel', { count: users.length })}
            </FormLabel>
            <RadioGroup
              aria-labelledby="delete-users-mode"
              value={mode}
              onChange={(event) => setMode(event.target.value === 'delete' ? 'delete' : 'transfer')}
            >
              {CONTENT_MODES.map((value, index) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={
                    <Radio slotProps={{ input: { 'data-testid': `delete-mode-${value}` } as object }} />
                  }
                  label={
                    <span>
                      <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
                        {t(`delete.${value}`)}
                      </Typography>
                      <Typography component="span" variant="body2" color="text.secondary">
                        {t(`delete.${value}Help`)}
                      </Typography>
                    </span>
                  }
                  sx={{
                    alignItems: 'flex-start',
                    ...(index < CONTENT_MODES.length - 1 && { mb: 1 }),
                    '& .MuiRadio-root': { mt: -0.75 },
                  }}
                />
              ))}
            </RadioGroup>
          </FormControl>
          {remove.isError && (
            <Alert severity="error" data-testid="delete-users-error">
              {errorMessage(remove.error, t('errors.deleteFailed'))}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button variant="text" onClick={close} disabled={remove.isPending} data-testid="users-delete-cancel">
          {t('actions.cancel')}
        </Button>
        <Button color="error" onClick={submit} loading={remove.isPending} data-testid="users-delete-submit">
          {t('delete.submit', { count: users.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
