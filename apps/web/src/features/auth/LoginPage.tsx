import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginErrorCode, ZLoginRequest, type TLoginRequest } from '@placard/contract';
import { useLoginMutation } from '../../api/auth';
import { isApiError } from '../../api/client';
import { FormCard } from '../../components/FormCard';
import { applyServerFieldErrors } from '../../components/form/formMessage';
import { SubmitButton } from '../../components/form/SubmitButton';
import { EmailField } from '../../components/form/EmailField';
import { PasswordField } from '../../components/form/PasswordField';
import { AppLink } from '../../components/RouterLinks';
import { useEnterApp } from './useEnterApp';

interface LoginFailure {
  message: string;
  code: string;
  email: string;
}

/** The login page at /: e-mail and password. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  // the address just confirmed (from the confirmation page) is filled in
  const filled = (useLocation().state as { email?: unknown } | null)?.email;
  const enterApp = useEnterApp();
  const login = useLoginMutation();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: typeof filled === 'string' ? filled : '', password: '' } satisfies TLoginRequest,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await login.mutateAsync(values);
      await enterApp(result);
    } catch (error) {
      const status = isApiError(error) ? error.status : 500;
      if (loginErrorCode(status) === 2 && applyServerFieldErrors(error, setError, ['email', 'password']))
        return;
      setFailure({
        message: isApiError(error) && error.fromServer ? error.message : t('login.failed'),
        code: isApiError(error) ? error.code : 'INTERNAL',
        email: values.email,
      });
    }
  });

  return (
    <FormCard title={t('login.title')} subtitle={t('login.subtitle')} testId="login-page">
      <Box component="form" onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
        <Stack spacing={2.5}>
          {failure && (
            <Alert severity="error" data-testid="login-error">
              {failure.message}
              {failure.code === 'EMAIL_NOT_VERIFIED' && (
                <Box sx={{ mt: 1 }}>
                  <AppLink
                    to={`/register/verify?email=${encodeURIComponent(failure.email)}`}
                    color="inherit"
                    underline="always"
                    data-testid="login-verify-link"
                  >
                    {t('login.verifyLink')}
                  </AppLink>
                </Box>
              )}
            </Alert>
          )}
          <EmailField control={control} name="email" label={t('fields.email')} autoFocus />
          <PasswordField
            control={control}
            name="password"
            label={t('fields.password')}
            autoComplete="current-password"
            required
          />
          <Box sx={{ textAlign: 'right', mt: '8px !important' }}>
            <AppLink to="/forgot" data-testid="forgot-password-link">
              {t('login.forgot')}
            </AppLink>
          </Box>
          <SubmitButton pending={login.isPending} data-testid="login-submit">
            {t('login.submit')}
          </SubmitButton>
          <Typography sx={{ textAlign: 'center' }} color="text.secondary">
            {t('login.noAccount')}{' '}
            <AppLink to="/register" data-testid="create-account-link">
              {t('login.createAccount')}
            </AppLink>
          </Typography>
        </Stack>
      </Box>
    </FormCard>
  );
}
