import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { useTranslation } from 'react-i18next';
import type { TScheduleList } from '@placard/contract';
import type { ScheduleTarget } from '../../../api/schedules';
import { nowPlaying } from './nowPlaying';
import { playlistColor } from './playlistColor';

/**
 * What plays at this moment and why, by the same rule the screens follow. A device's schedule is worked
 * out in its timezone; a group's in the browser's, with a note saying so.
 */
export function NowPlayingLine({
  target,
  list,
  now,
  timeZone,
}: {
  target: ScheduleTarget;
  list: TScheduleList;
  now: Date;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('schedule');
  const playing = nowPlaying(target, list, now, timeZone, t, i18n.language);
  return (
    <Box
      role="status"
      data-testid="schedule-now-playing"
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        p: 1.5,
        borderRadius: 1,
        bgcolor: playing ? 'action.selected' : 'action.hover',
      }}
    >
      <Box
        sx={{
          width: 32,
          height: 32,
          borderRadius: '50%',
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          color: 'common.white',
          bgcolor: playing ? playlistColor(playing.entry.playlistId) : 'grey.500',
        }}
      >
        <PlayArrowRounded aria-hidden />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" component="p" sx={{ lineHeight: 1.4, color: 'text.secondary' }}>
          {t('now.label')}
        </Typography>
        {playing ? (
          <Typography data-testid="schedule-now-playing-text">
            <Box component="strong" data-testid="schedule-now-playing-name">
              {playing.entry.playlistName}
            </Box>{' '}
            — {playing.reason}
          </Typography>
        ) : (
          <Typography data-testid="schedule-now-playing-text">
            {t(target.type === 'device' ? 'now.nothingDevice' : 'now.nothingGroup')}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {target.type === 'device' ? t('now.deviceTime', { timeZone }) : t('now.groupNote', { timeZone })}
        </Typography>
      </Box>
    </Box>
  );
}
