import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/RouterLinks';

/** Unknown paths: a friendly way back. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ display: 'grid', placeItems: 'center', textAlign: 'center', px: 2, py: { xs: 6, sm: 10 } }}
      data-testid="not-found"
    >
      <Box sx={{ maxWidth: 520 }}>
        <Typography
          sx={{
            fontSize: { xs: '4rem', sm: '5.5rem' },
            fontWeight: 800,
            color: 'primary.main',
            lineHeight: 1,
          }}
          aria-hidden
        >
          404
        </Typography>
        <Typography variant="h1" sx={{ mt: 2, mb: 1 }}>
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('notFound.body')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <LinkButton to="/home">{t('notFound.home')}</LinkButton>
          <LinkButton to="/" variant="outlined">
            {t('notFound.login')}
          </LinkButton>
        </Stack>
      </Box>
    </Box>
  );
}
