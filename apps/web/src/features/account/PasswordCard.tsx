import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZChangePasswordRequest, type TChangePasswordRequest } from '@placard/contract';
import { useChangePasswordMutation } from '../../api/auth';
import { useSession } from '../../app/session';
import { applyServerFieldErrors, errorMessage, hasFieldErrors } from '../../components/form/formMessage';
import { NewPasswordField, PasswordField } from '../../components/form/PasswordField';
import { SectionCard } from '../../components/SectionCard';

const FIELDS = ['oldPassword', 'password', 'passwordRepeat'] as const;

/** Change password: the current one, then the new one twice (POST /auth/changePassword). */
export function PasswordCard() {
  const { t } = useTranslation('account');
  const session = useSession();
  const change = useChangePasswordMutation();
  const [toast, setToast] = useState(false);
  const empty = {
    email: session.email,
    oldPassword: '',
    password: '',
    passwordRepeat: '',
  } satisfies TChangePasswordRequest;
  const { control, handleSubmit, setError, reset } = useForm({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: empty,
  });

  const onSubmit = handleSubmit(({ sessionKey: _sessionKey, ...values }) =>
    change.mutateAsync(values).then(
      () => {
        reset(empty);
        setToast(true);
      },
      (error: unknown) => {
        applyServerFieldErrors(error, setError, FIELDS);
      },
    ),
  );

  return (
    <SectionCard
      title={t('password.title')}
      description={t('password.description')}
      testId="account-password"
    >
      <Box component="form" onSubmit={onSubmit} noValidate aria-label={t('password.title')}>
        <Stack spacing={2}>
          {/* Lets password managers file the new password under the right account. */}
          <input type="hidden" name="username" autoComplete="username" value={session.email} readOnly />
          <PasswordField
            control={control}
            name="oldPassword"
            label={t('password.old')}
            autoComplete="current-password"
            required
          />
          <NewPasswordField control={control} name="password" label={t('password.new')} />
          <PasswordField
            control={control}
            name="passwordRepeat"
            label={t('password.repeat')}
            autoComplete="new-password"
            required
          />
          {change.isError && !hasFieldErrors(change.error, FIELDS) && (
            <Alert severity="error" data-testid="account-password-error">
              {errorMessage(change.error, t('common:loadFailed'))}
            </Alert>
          )}
          <Box>
            <Button type="submit" loading={change.isPending} data-testid="account-password-submit">
              {t('password.submit')}
            </Button>
          </Box>
        </Stack>
      </Box>
      <Snackbar
        open={toast}
        autoHideDuration={6000}
        onClose={() => setToast(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity="success"
          variant="filled"
          onClose={() => setToast(false)}
          data-testid="account-password-changed"
        >
          {t('password.changed')}
        </Alert>
      </Snackbar>
    </SectionCard>
  );
}
