import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TDeviceInfo } from '@placard/contract';
import { SectionCard } from '../../../components/SectionCard';
import { formatDateTime } from '../lastSeen';

/** What the screen told of itself: app version, resolution, browser, and when it was added. */
export function DeviceTechCard({ device }: { device: TDeviceInfo }) {
  const { t, i18n } = useTranslation('devices');
  const facts = [
    { key: 'appVersion', label: t('tech.appVersion'), value: device.appVersion },
    { key: 'androidVersion', label: t('tech.androidVersion'), value: device.androidVersion },
    {
      key: 'resolution',
      label: t('tech.resolution'),
      value: device.resolution ? `${device.resolution.width} × ${device.resolution.height}` : '',
    },
    { key: 'userAgent', label: t('tech.userAgent'), value: device.userAgent ?? '' },
    {
      key: 'lastSeen',
      label: t('tech.lastSeen'),
      value: device.lastSeenAt ? formatDateTime(device.lastSeenAt, i18n.language) : t('neverSeen'),
    },
    {
      key: 'createdAt',
      label: t('tech.createdAt'),
      value: device.createdAt ? formatDateTime(device.createdAt, i18n.language) : '',
    },
    { key: 'id', label: t('tech.id'), value: device.id === null ? '' : String(device.id) },
  ];
  return (
    <SectionCard title={t('tech.title')} testId="device-tech">
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1 },
        }}
      >
        {facts.map(({ key, label, value }) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, overflowWrap: 'anywhere', color: value ? 'text.primary' : 'text.secondary' }}
              data-testid={`device-tech-${key}`}
            >
              {value || t('tech.unknown')}
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
