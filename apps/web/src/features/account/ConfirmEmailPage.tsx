import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usersApi } from '../../api/users';
import { FormCard } from '../../components/FormCard';
import { OutcomeCard } from '../../components/OutcomeCard';

export type ConfirmEmailState = 'loading' | 'confirmed' | 'failed';

/**
 * /confirm-email?token=…&userId=… (spec section 4): loading, then confirmed only on status 200; failed on
 * any other status, an exception, or a missing token or userId (then without any call).
 */
export default function ConfirmEmailPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token');
  const userId = params.get('userId');
  const complete = Boolean(token && userId);
  // A query (not an effect) so that a second mount shares the one request: a token works only once.
  const confirm = useQuery({
    queryKey: ['users', 'confirm-email', userId, token],
    queryFn: () => usersApi.confirmEmail({ userId: Number(userId), token: token ?? '' }),
    enabled: complete,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  let state: ConfirmEmailState = 'failed';
  if (complete && confirm.isPending) state = 'loading';
  else if (complete && confirm.data === 200) state = 'confirmed';

  if (state === 'loading') {
    return (
      <FormCard title={t('confirmEmail.title')} testId="confirm-email-loading">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }} role="status">
          <CircularProgress size={28} aria-hidden />
          <Typography>{t('confirmEmail.confirming')}</Typography>
        </Box>
      </FormCard>
    );
  }
  if (state === 'confirmed') {
    return (
      <OutcomeCard
        title={t('confirmEmail.successTitle')}
        testId="confirm-email-success"
        tone="success"
        action={{ to: '/account', label: t('confirmEmail.ok'), testId: 'confirm-email-ok' }}
      >
        <Typography>{t('confirmEmail.success')}</Typography>
      </OutcomeCard>
    );
  }
  return (
    <OutcomeCard
      title={t('confirmEmail.failedTitle')}
      testId="confirm-email-failed"
      tone="error"
      action={{ to: '/', label: t('confirmEmail.tryAgain'), testId: 'confirm-email-retry' }}
    >
      <Typography>{t('confirmEmail.failed')}</Typography>
    </OutcomeCard>
  );
}
