import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { devicesApi, useActiveThumbnail } from '../../../api/devices';
import { queryKeys } from '../../../api/queryKeys';
import { deviceErrorMessage } from '../deviceErrors';
import { DeviceThumbnail } from '../DeviceThumbnail';
import { formatDateTime } from '../../../components/format';

/** How long a fresh picture is awaited before the page says the screen did not send one. */
export const SCREENSHOT_WAIT_MS = 30_000;

interface Waiting {
  /** the time of the picture shown when the fresh one was asked for */
  since: string | null;
}

/**
 * What the screen shows now, as its last picture, and Refresh: the screen is asked for a fresh
 * picture, which is then awaited (asked for every 2 s, for at most 30 s).
 */
export function DevicePreviewCard({
  deviceKey,
  name,
  offline,
  canRefresh,
}: {
  deviceKey: string;
  name: string;
  offline: boolean;
  canRefresh: boolean;
}) {
  const { t, i18n } = useTranslation('devices');
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const [note, setNote] = useState<{ text: string; severity: 'info' | 'error' } | null>(null);
  const thumbnail = useActiveThumbnail(deviceKey, waiting?.since);
  const takenAt = thumbnail.data?.takenAt ?? null;
  // until a newer picture than the one shown when it was asked for comes
  const awaiting = waiting !== null && takenAt === waiting.since;

  // the screen kept silent too long
  useEffect(() => {
    if (!awaiting) return;
    const timer = setTimeout(() => {
      setWaiting(null);
      setNote({ text: t('preview.noAnswer'), severity: 'info' });
    }, SCREENSHOT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [awaiting, t]);

  const refresh = async () => {
    setNote(null);
    try {
      await devicesApi.screenshot(deviceKey);
      setWaiting({ since: takenAt });
      void queryClient.invalidateQueries({ queryKey: queryKeys.deviceThumbnail(deviceKey) });
    } catch (error) {
      setNote({ text: deviceErrorMessage(error, t, t('preview.failed')), severity: 'error' });
    }
  };

  return (
    <Card component="section" aria-labelledby="device-preview-title" data-testid="device-preview">
      <DeviceThumbnail url={thumbnail.data?.thumbnailUrl ?? null} name={name} />
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id="device-preview-title" variant="h2" sx={{ fontSize: '1rem' }}>
              {t('preview.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="device-preview-time">
              {awaiting
                ? t('preview.waiting')
                : takenAt
                  ? t('preview.takenAt', { time: formatDateTime(takenAt, i18n.language) })
                  : t('thumbnail.none')}
            </Typography>
          </Box>
          {canRefresh && (
            <Button
              variant="outlined"
              size="small"
              startIcon={<Refresh />}
              onClick={() => void refresh()}
              loading={awaiting}
              disabled={offline}
              data-testid="device-refresh"
            >
              {t('preview.refresh')}
            </Button>
          )}
        </Box>
        {canRefresh && offline && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {t('preview.offline')}
          </Typography>
        )}
        {note && (
          <Alert
            severity={note.severity}
            sx={{ mt: 1.5 }}
            onClose={() => setNote(null)}
            data-testid="device-preview-note"
          >
            {note.text}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
