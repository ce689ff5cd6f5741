import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { OutcomeCard } from '../../components/OutcomeCard';

/** /emailsent: shown after a password reset was requested. */
export default function EmailSentPage() {
  const { t } = useTranslation('auth');
  return (
    <OutcomeCard
      title={t('emailSent.title')}
      testId="email-sent-page"
      tone="mail"
      action={{ to: '/', label: t('backToLogin') }}
    >
      <Typography data-testid="email-sent-message">{t('emailSent.body')}</Typography>
      <Typography color="text.secondary">{t('emailSent.hint')}</Typography>
    </OutcomeCard>
  );
}
