import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Android from '@mui/icons-material/Android';
import Download from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { QrCode } from './QrCode';

/** The Placard Android app's download, as a button and as a QR code for the screen's camera. */
export function AppDownloadCard({ url }: { url: string }) {
  const { t } = useTranslation('android');
  return (
    <Card component="section" aria-label={t('download.title')} data-testid="android-download">
      <CardContent
        sx={{
          p: { xs: 3, sm: 4 },
          display: 'flex',
          gap: 4,
          alignItems: 'center',
          flexDirection: { xs: 'column', sm: 'row' },
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Android color="primary" sx={{ mb: 1 }} aria-hidden />
          <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
            {t('download.title')}
          </Typography>
          <Typography sx={{ mb: 3 }}>{t('download.body')}</Typography>
          <Button
            variant="contained"
            size="large"
            href={url}
            startIcon={<Download />}
            data-testid="android-download-button"
          >
            {t('download.button')}
          </Button>
        </Box>
        <QrCode value={url} label={t('download.qr')} testId="android-download-qr" />
      </CardContent>
    </Card>
  );
}
