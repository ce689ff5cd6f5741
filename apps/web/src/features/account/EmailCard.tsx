import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZChangeEmailRequest, type TChangeEmailRequest } from '@placard/contract';
import { useChangeEmailMutation, useMe } from '../../api/users';
import { useSession } from '../../app/session';
import { applyServerFieldErrors, errorMessage, hasFieldErrors } from '../../components/form/formMessage';
import { FormTextField } from '../../components/form/FormTextField';
import { SectionCard } from '../../components/SectionCard';

/** Change of e-mail address: a confirmation link goes to the new address (POST /users/me/email). */
export function EmailCard() {
  const { t } = useTranslation('account');
  const session = useSession();
  const me = useMe();
  const change = useChangeEmailMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm({
    resolver: zodResolver(ZChangeEmailRequest),
    defaultValues: { email: '' } satisfies TChangeEmailRequest,
  });

  const onSubmit = handleSubmit((values) => {
    setSentTo(null);
    return change.mutateAsync(values).then(
      () => {
        setSentTo(values.email);
        reset();
      },
      (error: unknown) => {
        applyServerFieldErrors(error, setError, ['email']);
      },
    );
  });

  const current = me.data?.email ?? session.email;
  const pending = me.data?.pendingEmail ?? null;

  return (
    <SectionCard title={t('email.title')} description={t('email.description')} testId="account-email">
      <Stack spacing={2}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('email.current')}
          </Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="account-email-current">
            {current}
          </Typography>
        </Box>
        {pending && !sentTo && (
          <Alert severity="info" data-testid="account-email-pending">
            {t('email.pending', { email: pending })}
          </Alert>
        )}
        <Box component="form" onSubmit={onSubmit} noValidate aria-label={t('email.title')}>
          <Stack spacing={2}>
            <FormTextField
              control={control}
              name="email"
              label={t('email.newLabel')}
              type="email"
              autoComplete="email"
              required
            />
            {sentTo && (
              <Alert severity="success" data-testid="account-email-sent">
                {t('email.sent', { email: sentTo })}
              </Alert>
            )}
            {change.isError && !hasFieldErrors(change.error, ['email']) && (
              <Alert severity="error">{errorMessage(change.error, t('common:loadFailed'))}</Alert>
            )}
            <Box>
              <Button type="submit" loading={change.isPending} data-testid="account-email-submit">
                {t('email.submit')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </Stack>
    </SectionCard>
  );
}
