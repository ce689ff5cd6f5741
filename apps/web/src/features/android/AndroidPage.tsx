import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import CastOutlined from '@mui/icons-material/CastOutlined';
import PhoneAndroidOutlined from '@mui/icons-material/PhoneAndroidOutlined';
import TvOutlined from '@mui/icons-material/TvOutlined';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../api/config';
import { LinkButton } from '../../components/RouterLinks';
import { AppDownloadCard } from './AppDownloadCard';
import { KioskTips } from './KioskTips';
import { list, NumberedSteps } from './NumberedSteps';
import { PlayerInstallCard } from './PlayerInstallCard';

/**
 * /android: how a screen runs Placard. The Android app's download when the operator offers one; always
 * the web player, installable as a full-screen app, with kiosk tips per system; then pairing.
 */
export default function AndroidPage() {
  const { t } = useTranslation('android');
  const config = usePublicConfig();
  // the address the server is reached at; this page's own when the settings cannot be read
  const playerUrl =
    config.data?.playerUrl ?? (config.isError ? `${window.location.origin}/player` : undefined);
  const androidAppUrl = config.data?.androidAppUrl ?? null;
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
      <Box sx={{ display: 'grid', gap: 3, mb: 3 }}>
        {androidAppUrl !== null && <AppDownloadCard url={androidAppUrl} />}
        <PlayerInstallCard playerUrl={playerUrl} />
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
      <Box sx={{ mb: 4 }}>
        <KioskTips playerUrl={playerUrl} />
      </Box>
      <Card component="section" aria-label={t('pairing.title')}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
            {t('pairing.title')}
          </Typography>
          <NumberedSteps steps={list(t('pairing.steps', { returnObjects: true }))} />
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
