import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZRequestPasswordReset, type TRequestPasswordReset } from '@placard/contract';
import { useRequestPasswordResetMutation } from '../../api/auth';
import { FormCard } from '../../components/FormCard';
import { applyServerFieldErrors, errorMessage } from '../../components/form/formMessage';
import { SubmitButton } from '../../components/form/SubmitButton';
import { EmailField } from '../../components/form/EmailField';
import { AppLink } from '../../components/RouterLinks';

/** /forgot: asks for a password reset link. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const request = useRequestPasswordResetMutation();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(ZRequestPasswordReset),
    defaultValues: { email: '' } satisfies TRequestPasswordReset,
  });

  const onSubmit = handleSubmit((values) =>
    request.mutateAsync(values).then(
      () => navigate('/emailsent', { state: { email: values.email } }),
      (error: unknown) => {
        applyServerFieldErrors(error, setError, ['email']);
      },
    ),
  );

  return (
    <FormCard title={t('forgot.title')} subtitle={t('forgot.subtitle')} testId="forgot-page">
      <Box component="form" onSubmit={onSubmit} noValidate aria-label={t('forgot.title')}>
        <Stack spacing={2.5}>
          {request.isError && (
            <Alert severity="error" data-testid="forgot-error">
              {errorMessage(request.error, t('common:loadFailed'))}
            </Alert>
          )}
          <EmailField control={control} name="email" label={t('fields.email')} autoFocus />
          <SubmitButton pending={request.isPending} data-testid="forgot-submit">
            {t('forgot.submit')}
          </SubmitButton>
          <Box sx={{ textAlign: 'center' }}>
            <AppLink to="/">{t('backToLogin')}</AppLink>
          </Box>
        </Stack>
      </Box>
    </FormCard>
  );
}
