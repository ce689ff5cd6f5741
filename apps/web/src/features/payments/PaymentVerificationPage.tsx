import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { errorMessage } from '../../components/form/formMessage';
import { formatNumber } from '../../components/format';
import { LinkButton } from '../../components/RouterLinks';
import { balanceOf } from './CreditBalance';
import { usePaymentVerification } from './usePaymentVerification';

/** One state of the payment: its sign, what it means, and the ways on. */
function PaymentState({
  testId,
  icon,
  title,
  children,
  actions,
}: {
  testId: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card data-testid={testId} sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 2, sm: 6 } }}>
      <CardContent sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }} role="status" aria-live="polite">
          <Box sx={{ display: 'grid', placeItems: 'center', height: 56 }}>{icon}</Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' } }}>
            {title}
          </Typography>
          {children}
        </Stack>
        {actions && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ justifyContent: 'center', mt: 4 }}
          >
            {actions}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /credits/payment?session_id=…: where Stripe's checkout sends the customer back. It verifies the
 * payment (spec section 4): verifying, then successful (the credits added, the new balance) or
 * failed (nothing charged, no credits); when verifying itself fails, what to do next.
 */
export default function PaymentVerificationPage() {
  const { t, i18n } = useTranslation('payments');
  const session = useSession();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const { view, retry, retrying } = usePaymentVerification(sessionId, session.organizationId);
  const language = i18n.resolvedLanguage ?? 'en';

  let content: ReactNode;
  if (view.state === 'verifying') {
    content = (
      <PaymentState
        testId="payment-verifying"
        icon={<CircularProgress size={44} />}
        title={t('verify.verifying.title')}
      >
        <Typography color="text.secondary">{t('verify.verifying.text')}</Typography>
      </PaymentState>
    );
  } else if (view.state === 'successful') {
    const balance = balanceOf(view.payment.balance);
    content = (
      <PaymentState
        testId="payment-successful"
        icon={<CheckCircleOutlined color="success" sx={{ fontSize: 56 }} aria-hidden />}
        title={t('verify.successful.title')}
        actions={
          <>
            <LinkButton to="/credits" variant="contained" size="large" data-testid="payment-to-credits">
              {t('verify.successful.toCredits')}
            </LinkButton>
            <LinkButton to="/playlists" variant="outlined" size="large">
              {t('verify.successful.toPlaylists')}
            </LinkButton>
          </>
        }
      >
        <Typography color="text.secondary">
          {t('verify.successful.text', {
            count: view.payment.credits,
            formatted: formatNumber(view.payment.credits, language),
          })}
        </Typography>
        <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 3, py: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {t('verify.successful.balance')}
          </Typography>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }} data-testid="payment-balance">
            {t('balance.value', { count: balance, formatted: formatNumber(balance, language) })}
          </Typography>
        </Box>
      </PaymentState>
    );
  } else if (view.state === 'failed') {
    content = (
      <PaymentState
        testId="payment-failed"
        icon={<ErrorOutlined color="error" sx={{ fontSize: 56 }} aria-hidden />}
        title={t('verify.failed.title')}
        actions={
          <LinkButton to="/credits/buy" variant="contained" size="large">
            {t('verify.failed.again')}
          </LinkButton>
        }
      >
        <Typography color="text.secondary">{t('verify.failed.text')}</Typography>
      </PaymentState>
    );
  } else {
    content = (
      <PaymentState
        testId="payment-verification-failed"
        icon={<WarningAmberOutlined color="warning" sx={{ fontSize: 56 }} aria-hidden />}
        title={t('verify.verificationFailed.title')}
        actions={
          <>
            {sessionId !== '' && (
              <Button
                variant="contained"
                size="large"
                onClick={retry}
                disabled={retrying}
                data-testid="payment-verify-again"
              >
                {t('verify.verificationFailed.again')}
              </Button>
            )}
            <LinkButton to="/help/contact" variant="outlined" size="large">
              {t('verify.verificationFailed.contact')}
            </LinkButton>
          </>
        }
      >
        <Typography color="text.secondary">
          {t(sessionId === '' ? 'verify.verificationFailed.noPayment' : 'verify.verificationFailed.text')}
        </Typography>
        {view.error !== null && (
          <Alert severity="warning" sx={{ textAlign: 'left', width: '100%' }}>
            {errorMessage(view.error, t('common:loadFailed'))}
          </Alert>
        )}
        {sessionId !== '' && (
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {t('verify.verificationFailed.reference', { reference: sessionId })}
          </Typography>
        )}
      </PaymentState>
    );
  }
  return <Box data-testid="payment-verification-page">{content}</Box>;
}
