import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import Android from '@mui/icons-material/Android';
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import DeveloperBoardOutlined from '@mui/icons-material/DeveloperBoardOutlined';
import LaptopChromebookOutlined from '@mui/icons-material/LaptopChromebookOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyableCode } from '../../components/CopyableCode';

type System = 'android' | 'chromeos' | 'windows' | 'raspberryPi';

const ICONS: Record<System, ReactNode> = {
  android: <Android color="primary" aria-hidden />,
  chromeos: <LaptopChromebookOutlined color="primary" aria-hidden />,
  windows: <DesktopWindowsOutlined color="primary" aria-hidden />,
  raspberryPi: <DeveloperBoardOutlined color="primary" aria-hidden />,
};

/** The browser started in kiosk mode on the player, where a system starts it from a command. */
function kioskCommand(system: System, playerUrl: string): string | undefined {
  if (system === 'windows') return `msedge --kiosk ${playerUrl} --edge-kiosk-type=fullscreen`;
  if (system === 'raspberryPi') return `chromium --kiosk --noerrdialogs ${playerUrl}`;
  return undefined;
}

/** How to keep a screen on the player, system by system. */
export function KioskTips({ playerUrl }: { playerUrl: string | undefined }) {
  const { t } = useTranslation('android');
  const systems: System[] = ['android', 'chromeos', 'windows', 'raspberryPi'];
  return (
    <Box component="section" aria-labelledby="android-kiosk-title" data-testid="android-kiosk">
      <Typography id="android-kiosk-title" variant="h2" sx={{ fontSize: '1.3rem', mb: 0.5 }}>
        {t('kiosk.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('kiosk.intro')}
      </Typography>
      <Grid container spacing={2}>
        {systems.map((system) => {
          const command = playerUrl === undefined ? undefined : kioskCommand(system, playerUrl);
          return (
            <Grid key={system} size={{ xs: 12, md: 6 }}>
              <Card sx={{ height: '100%' }} data-testid={`android-kiosk-${system}`}>
                <CardContent sx={{ p: 3 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                    {ICONS[system]}
                    <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
                      {t(`kiosk.${system}.title`)}
                    </Typography>
                  </Box>
                  <Typography color="text.secondary">{t(`kiosk.${system}.body`)}</Typography>
                  {command !== undefined && (
                    <CopyableCode
                      value={command}
                      testId={`android-kiosk-${system}-command`}
                      copyLabel={t('copy')}
                      copiedLabel={t('copied')}
                      sx={{ mt: 1.5, display: 'flex', '& code': { flex: 1, minWidth: 0 } }}
                    />
                  )}
                </CardContent>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </Box>
  );
}
