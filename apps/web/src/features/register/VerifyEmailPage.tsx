import { useEffect, useEffectEvent, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_CODE_LENGTH, ZVerifyRequest, type TVerifyRequest } from '@placard/contract';
import { isApiError } from '../../api/client';
import { useResendCodeMutation, useVerifyMutation } from '../../api/register';
import { FormCard } from '../../components/FormCard';
import { applyServerFieldErrors, errorMessage, hasFieldErrors } from '../../components/form/formMessage';
import { SubmitButton } from '../../components/form/SubmitButton';
import { EmailField } from '../../components/form/EmailField';
import { FormTextField } from '../../components/form/FormTextField';
import { OutcomeCard } from '../../components/OutcomeCard';
import { useEnterApp } from '../auth/useEnterApp';

interface RegisteredState {
  userType?: 'regular' | 'collated';
  /** the organization whose owner approves a collated registrant */
  organizationName?: string;
  registered?: boolean;
}

/** /register/verify: the 6-digit code from the e-mail (prefilled and sent at once from the e-mail's link). */
export default function VerifyEmailPage() {
  const { t } = useTranslation('register');
  const [params] = useSearchParams();
  const state = (useLocation().state ?? {}) as RegisteredState;
  const initialEmail = params.get('email') ?? '';
  const initialCode = params.get('code') ?? '';
  const verify = useVerifyMutation();
  const enterApp = useEnterApp();
  const resend = useResendCodeMutation();
  const [resentTo, setResentTo] = useState<string | null>(null);
  const { control, handleSubmit, setError, trigger, getValues } = useForm({
    resolver: zodResolver(ZVerifyRequest),
    defaultValues: { email: initialEmail, code: initialCode } satisfies TVerifyRequest,
  });

  const onSubmit = handleSubmit((values) =>
    verify.mutateAsync(values).then(
      // the owner of a new organization goes straight to the dashboard
      (result) => (result.loggedIn ? enterApp() : undefined),
      (error: unknown) => {
        applyServerFieldErrors(error, setError, ['email', 'code']);
      },
    ),
  );

  const autoSubmitted = useRef(false);
  const submitFromLink = useEffectEvent(() => {
    void onSubmit();
  });
  useEffect(() => {
    if (!initialEmail || !initialCode || autoSubmitted.current) return;
    autoSubmitted.current = true;
    submitFromLink();
  }, [initialEmail, initialCode]);

  const onResend = async () => {
    setResentTo(null);
    if (!(await trigger('email'))) return;
    const email = getValues('email').trim();
    resend.mutate({ email }, { onSuccess: () => setResentTo(email) });
  };

  const alreadyVerified = isApiError(verify.error) && verify.error.code === 'ALREADY_VERIFIED';
  if (verify.isSuccess || alreadyVerified) {
    return (
      <OutcomeCard
        title={t('verify.doneTitle')}
        testId="verify-done"
        tone="success"
        action={{
          to: '/',
          state: { email: getValues('email') },
          label: t('auth:login.submit'),
          testId: 'verify-login',
        }}
      >
        <Typography data-testid="verify-success">
          {alreadyVerified ? errorMessage(verify.error, t('verify.done')) : t('verify.done')}
        </Typography>
        {state.userType === 'collated' && (
          <Typography color="text.secondary">
            {state.organizationName
              ? t('verify.needsApprovalBy', { organization: state.organizationName })
              : t('verify.needsApproval')}
          </Typography>
        )}
      </OutcomeCard>
    );
  }

  return (
    <FormCard
      title={t('verify.title')}
      subtitle={initialEmail ? t('verify.subtitleTo', { email: initialEmail }) : t('verify.subtitle')}
      testId="verify-page"
    >
      <Box component="form" onSubmit={onSubmit} noValidate aria-label={t('verify.title')}>
        <Stack spacing={2.5}>
          {state.registered && (
            <Alert severity="success" data-testid="verify-registered">
              {t('verify.registered')}
            </Alert>
          )}
          {state.userType === 'collated' && state.organizationName && (
            <Alert severity="info" data-testid="verify-collated">
              {t('verify.collatedBy', { organization: state.organizationName })}
            </Alert>
          )}
          {verify.isError && !hasFieldErrors(verify.error, ['email', 'code']) && (
            <Alert severity="error" data-testid="verify-error">
              {errorMessage(verify.error, t('common:loadFailed'))}
            </Alert>
          )}
          <EmailField control={control} name="email" label={t('fields.email')} autoFocus={!initialEmail} />
          <FormTextField
            control={control}
            name="code"
            label={t('verify.code')}
            autoComplete="one-time-code"
            required
            autoFocus={Boolean(initialEmail) && !initialCode}
            helperText={t('verify.codeHint', { length: VERIFICATION_CODE_LENGTH })}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: VERIFICATION_CODE_LENGTH } }}
          />
          <SubmitButton pending={verify.isPending} data-testid="verify-submit">
            {t('verify.submit')}
          </SubmitButton>
          <Box sx={{ textAlign: 'center' }}>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t('verify.noCode')}
            </Typography>
            <Button
              variant="outlined"
              onClick={() => void onResend()}
              loading={resend.isPending}
              data-testid="verify-resend"
            >
              {t('verify.resend')}
            </Button>
          </Box>
          {resentTo && (
            <Alert severity="success" data-testid="verify-resent">
              {t('verify.resent', { email: resentTo })}
            </Alert>
          )}
          {resend.isError && (
            <Alert severity="error">{errorMessage(resend.error, t('common:loadFailed'))}</Alert>
          )}
        </Stack>
      </Box>
    </FormCard>
  );
}
