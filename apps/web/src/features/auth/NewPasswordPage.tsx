import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZChangePasswordTokenRequest, type TChangePasswordTokenRequest } from '@placard/contract';
import { useChangePasswordTokenMutation } from '../../api/auth';
import { isApiError } from '../../api/client';
import { FormCard } from '../../components/FormCard';
import { applyServerFieldErrors, errorMessage, hasFieldErrors } from '../../components/form/formMessage';
import { NewPasswordField, PasswordField } from '../../components/form/PasswordField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { AppLink } from '../../components/RouterLinks';
import { OutcomeCard } from '../../components/OutcomeCard';

/** /newpassword/:token: choose a new password with the token from the reset e-mail. */
export default function NewPasswordPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const change = useChangePasswordTokenMutation();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(ZChangePasswordTokenRequest),
    defaultValues: { token, password: '', passwordRepeat: '' } satisfies TChangePasswordTokenRequest,
  });

  const onSubmit = handleSubmit((values) =>
    change.mutateAsync(values).then(
      () => undefined,
      (error: unknown) => {
        applyServerFieldErrors(error, setError, ['password', 'passwordRepeat']);
      },
    ),
  );

  if (change.isSuccess) {
    return (
      <OutcomeCard
        title={t('newPassword.doneTitle')}
        testId="new-password-done"
        tone="success"
        action={{ to: '/', label: t('login.submit'), testId: 'new-password-login' }}
      >
        <Typography>{t('newPassword.done')}</Typography>
      </OutcomeCard>
    );
  }

  const invalidToken = isApiError(change.error) && change.error.code === 'INVALID_TOKEN';
  return (
    <FormCard title={t('newPassword.title')} subtitle={t('newPassword.subtitle')} testId="new-password-page">
      <Box component="form" onSubmit={onSubmit} noValidate aria-label={t('newPassword.title')}>
        <Stack spacing={2.5}>
          {change.isError && !hasFieldErrors(change.error, ['password', 'passwordRepeat']) && (
            <Alert severity="error" data-testid="new-password-error">
              {errorMessage(change.error, t('common:loadFailed'))}
              {invalidToken && (
                <Box sx={{ mt: 1 }}>
                  <AppLink to="/forgot" color="inherit" underline="always">
                    {t('newPassword.requestAgain')}
                  </AppLink>
                </Box>
              )}
            </Alert>
          )}
          <NewPasswordField control={control} name="password" label={t('fields.newPassword')} autoFocus />
          <PasswordField
            control={control}
            name="passwordRepeat"
            label={t('fields.repeatPassword')}
            autoComplete="new-password"
            required
          />
          <SubmitButton pending={change.isPending} data-testid="new-password-submit">
            {t('newPassword.submit')}
          </SubmitButton>
        </Stack>
      </Box>
    </FormCard>
  );
}
