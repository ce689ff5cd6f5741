import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import MailOutlined from '@mui/icons-material/MailOutlined';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../components/FormCard';
import { LinkButton } from '../../components/RouterLinks';

/** /emailsent: shown after a password reset was requested. */
export default function EmailSentPage() {
  const { t } = useTranslation('auth');
  return (
    <FormCard title={t('emailSent.title')} testId="email-sent-page">
      <Box sx={{ textAlign: 'center' }}>
        <MailOutlined color="primary" sx={{ fontSize: 48, mb: 2 }} aria-hidden />
        <Typography sx={{ mb: 1 }} data-testid="email-sent-message">
          {t('emailSent.body')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('emailSent.hint')}
        </Typography>
        <LinkButton to="/" fullWidth size="large">
          {t('backToLogin')}
        </LinkButton>
      </Box>
    </FormCard>
  );
}
