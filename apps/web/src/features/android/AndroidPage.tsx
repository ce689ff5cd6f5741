import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CastOutlined from '@mui/icons-material/CastOutlined';
import PhoneAndroidOutlined from '@mui/icons-material/PhoneAndroidOutlined';
import TvOutlined from '@mui/icons-material/TvOutlined';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/RouterLinks';

function list(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

/** /android: what a Placard player is and how a screen is paired with an organization. */
export default function AndroidPage() {
  const { t } = useTranslation('android');
  const steps = list(t('pairing.steps', { returnObjects: true }));
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: 2, py: { xs: 4, sm: 6 } }} data-testid="android-page">
      <Box sx={{ textAlign: 'center', mb: 5 }}>
        <TvOutlined color="primary" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
        <Typography variant="h1" sx={{ mb: 1.5 }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 640, mx: 'auto', fontSize: '1.1rem' }}>
          {t('intro')}
        </Typography>
      </Box>
      <Grid container spacing={3} sx={{ mb: 4 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }} component="section" aria-label={t('player.title')}>
            <CardContent sx={{ p: 3 }}>
              <PhoneAndroidOutlined color="primary" sx={{ mb: 1 }} aria-hidden />
              <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
                {t('player.title')}
              </Typography>
              <Typography sx={{ mb: 1 }}>{t('player.body')}</Typography>
              <Typography color="text.secondary">{t('player.devices')}</Typography>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }} component="section" aria-label={t('offline.title')}>
            <CardContent sx={{ p: 3 }}>
              <CastOutlined color="primary" sx={{ mb: 1 }} aria-hidden />
              <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
                {t('offline.title')}
              </Typography>
              <Typography>{t('offline.body')}</Typography>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <Card component="section" aria-label={t('pairing.title')}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
            {t('pairing.title')}
          </Typography>
          <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {steps.map((step, index) => (
              <Box component="li" key={step} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <Box
                  aria-hidden
                  sx={{
                    flex: '0 0 32px',
                    height: 32,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                    color: '#FFFFFF',
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 700,
                  }}
                >
                  {index + 1}
                </Box>
                <Typography sx={{ pt: 0.5 }}>{step}</Typography>
              </Box>
            ))}
          </Stack>
          <Typography color="text.secondary" sx={{ mt: 3 }}>
            {t('pairing.note')}
          </Typography>
        </CardContent>
      </Card>
      <Box
        sx={{
          textAlign: 'center',
          mt: 4,
          display: 'flex',
          gap: 2,
          justifyContent: 'center',
          flexWrap: 'wrap',
        }}
      >
        <LinkButton to="/">{t('login')}</LinkButton>
        <LinkButton to="/register" variant="outlined">
          {t('register')}
        </LinkButton>
      </Box>
    </Box>
  );
}
