import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '@placard/contract';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';

function list(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

/** /help/contact: how to reach Placard support and what to include. */
export default function ContactPage() {
  const { t } = useTranslation('help');
  return (
    <Box data-testid="help-contact">
      <PageHeader title={t('pages.contact.title')} subtitle={t('contact.intro')} />
      <Stack spacing={3}>
        <SectionCard title={t('contact.emailTitle')}>
          <Typography sx={{ mb: 1 }}>{t('contact.emailBody')}</Typography>
          <Link
            href={`mailto:${SUPPORT_EMAIL}`}
            sx={{ fontWeight: 600, fontSize: '1.1rem' }}
            data-testid="support-email"
          >
            {SUPPORT_EMAIL}
          </Link>
        </SectionCard>
        <SectionCard title={t('contact.includeTitle')}>
          <Box component="ul" sx={{ pl: 3, m: 0 }}>
            {list(t('contact.include', { returnObjects: true })).map((item) => (
              <Typography component="li" key={item} sx={{ mb: 0.75 }}>
                {item}
              </Typography>
            ))}
          </Box>
        </SectionCard>
        <SectionCard title={t('contact.urgentTitle')}>
          <Typography>{t('contact.urgentBody')}</Typography>
        </SectionCard>
      </Stack>
    </Box>
  );
}
