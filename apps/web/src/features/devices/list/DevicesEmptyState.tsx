import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import TvOutlined from '@mui/icons-material/TvOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { PAIRING_CODE_LENGTH } from '@placard/contract';
import { CopyableCode } from '../../../components/CopyableCode';

/** The address a screen opens to show Placard's player. */
export function playerUrl(): string {
  return `${window.location.origin}/player`;
}

/** The player's address with a button that copies it. */
function CopyablePlayerUrl() {
  const { t } = useTranslation('devices');
  return (
    <CopyableCode
      value={playerUrl()}
      testId="player-url"
      copyLabel={t('empty.copy')}
      copiedLabel={t('empty.copied')}
      sx={{ mt: 1 }}
    />
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, textAlign: 'left' }}>
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          flexShrink: 0,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 700,
        }}
      >
        {number}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary" component="div">
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

/** No screens yet: the three steps of adding one, with the player's address to copy. */
export function DevicesEmptyState({ add }: { add: ReactNode }) {
  const { t } = useTranslation('devices');
  return (
    <Box
      data-testid="devices-empty"
      sx={(theme) => ({
        py: { xs: 4, md: 6 },
        px: 3,
        borderRadius: 3,
        border: `2px dashed ${theme.palette.divider}`,
        bgcolor: 'background.paper',
        textAlign: 'center',
      })}
    >
      <Box
        aria-hidden
        sx={{
          width: 72,
          height: 72,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
        }}
      >
        <TvOutlined sx={{ fontSize: 36 }} />
      </Box>
      <Typography variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
        {t('empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto', mb: 3 }}>
        {t('empty.body')}
      </Typography>
      <Box
        component="ol"
        sx={{ display: 'grid', gap: 2.5, maxWidth: 520, mx: 'auto', p: 0, mb: 3, listStyle: 'none' }}
      >
        <Step number={1} title={t('empty.step1')}>
          {t('empty.step1Body')}
          <br />
          <CopyablePlayerUrl />
        </Step>
        <Step number={2} title={t('empty.step2')}>
          {t('empty.step2Body', { digits: PAIRING_CODE_LENGTH })}
        </Step>
        <Step number={3} title={t('empty.step3')}>
          {t('empty.step3Body')}
        </Step>
      </Box>
      {add}
    </Box>
  );
}

/** No screen matches the filters. */
export function NoMatchingDevices({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('devices');
  return (
    <Box
      data-testid="devices-no-match"
      sx={{
        textAlign: 'center',
        py: 6,
        px: 3,
        borderRadius: 3,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <SearchOff color="action" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
      <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {t('list.noMatch')}
      </Typography>
      <Button variant="outlined" onClick={onClear}>
        {t('filters.reset')}
      </Button>
    </Box>
  );
}
