import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SUPPORT_HOURS } from '@placard/contract';
import { AppLink } from '../../components/RouterLinks';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';

/** Formats "08:00" in the reader's language (8:00 AM, 08:00, …). */
function formatTime(hhmm: string, language: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(
    new Date(2024, 0, 1, hours, minutes),
  );
}

/** The weekday names Monday and Friday in the reader's language. */
function weekday(dayOfMonth: number, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long' }).format(new Date(2024, 0, dayOfMonth));
}

/** /help/support: support hours (Monday to Friday, 8 AM to 5 PM) and what support covers. */
export default function SupportPage() {
  const { t, i18n } = useTranslation('help');
  const text = t('support.hours', {
    from: weekday(1, i18n.language),
    to: weekday(5, i18n.language),
    open: formatTime(SUPPORT_HOURS.open, i18n.language),
    close: formatTime(SUPPORT_HOURS.close, i18n.language),
  });
  // Weekday names are lowercase in some languages ("måndag"); the line starts with a capital.
  const hours = text.charAt(0).toLocaleUpperCase(i18n.language) + text.slice(1);
  return (
    <Box data-testid="help-support">
      <PageHeader title={t('pages.support.title')} subtitle={t('support.intro')} />
      <Stack spacing={3}>
        <SectionCard title={t('support.hoursTitle')}>
          <Typography sx={{ fontWeight: 600, fontSize: '1.1rem' }} data-testid="support-hours">
            {hours}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('support.hoursNote')}
          </Typography>
        </SectionCard>
        <SectionCard title={t('support.coversTitle')}>
          <Typography sx={{ mb: 1 }}>{t('support.covers')}</Typography>
          <Typography>
            {t('support.selfHelp')} <AppLink to="/help/howto">{t('pages.howto.title')}</AppLink>
            {' · '}
            <AppLink to="/help/usermanual">{t('pages.usermanual.title')}</AppLink>
          </Typography>
        </SectionCard>
        <SectionCard title={t('support.contactTitle')}>
          <Typography>
            {t('support.contactBody')} <AppLink to="/help/contact">{t('pages.contact.title')}</AppLink>
          </Typography>
        </SectionCard>
      </Stack>
    </Box>
  );
}
