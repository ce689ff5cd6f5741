import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import InstallDesktopOutlined from '@mui/icons-material/InstallDesktopOutlined';
import { useTranslation } from 'react-i18next';
import { CopyableCode } from '../../components/CopyableCode';
import { list, NumberedSteps } from './NumberedSteps';
import { QrCode } from './QrCode';

/**
 * The web player, which any screen with a browser runs: its address written out and as a QR code, and
 * how to install it as a full-screen app. `playerUrl` is undefined while the address is being read.
 */
export function PlayerInstallCard({ playerUrl }: { playerUrl: string | undefined }) {
  const { t } = useTranslation('android');
  return (
    <Card component="section" aria-label={t('web.title')} data-testid="android-player">
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Box
          sx={{
            display: 'flex',
            gap: 4,
            alignItems: 'center',
            flexDirection: { xs: 'column', sm: 'row' },
            mb: 4,
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <InstallDesktopOutlined color="primary" sx={{ mb: 1 }} aria-hidden />
            <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
              {t('web.title')}
            </Typography>
            <Typography sx={{ mb: 2 }}>{t('web.body')}</Typography>
            {playerUrl === undefined ? (
              <Skeleton width={260} height={40} />
            ) : (
              <CopyableCode
                value={playerUrl}
                testId="android-player-url"
                copyLabel={t('copy')}
                copiedLabel={t('copied')}
              />
            )}
          </Box>
          {playerUrl === undefined ? (
            <Skeleton variant="rounded" width={194} height={194} />
          ) : (
            <QrCode value={playerUrl} label={t('web.qr')} testId="android-player-qr" />
          )}
        </Box>
        <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 2 }}>
          {t('web.installTitle')}
        </Typography>
        <NumberedSteps steps={list(t('web.install', { returnObjects: true }))} />
      </CardContent>
    </Card>
  );
}
