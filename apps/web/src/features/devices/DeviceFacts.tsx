import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDeviceListEntry } from '@placard/contract';
import { visuallyHidden } from '../../components/visuallyHidden';
import { timeAgo } from '../../components/format';

function Fact({
  icon,
  label,
  children,
  testId,
}: {
  icon: ReactNode;
  /** what the line is, for screen readers (the icon says it to the eye) */
  label: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0, color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2" color="text.secondary" noWrap>
        <Box component="span" sx={visuallyHidden}>
          {label}:{' '}
        </Box>
        <span data-testid={testId}>{children}</span>
      </Typography>
    </Box>
  );
}

/** "Last seen 5 minutes ago" for a screen out of touch ("Never connected" before its first contact). */
export function LastSeen({ lastSeenAt }: { lastSeenAt: string | null }) {
  const { t, i18n } = useTranslation('devices');
  return (
    <Typography variant="caption" color="text.secondary" noWrap data-testid="device-last-seen">
      {lastSeenAt ? t('lastSeen', { time: timeAgo(lastSeenAt, i18n.language) }) : t('neverSeen')}
    </Typography>
  );
}

/** A screen's group and what it plays, one line each. */
export function DeviceFacts({ device }: { device: TDeviceListEntry }) {
  const { t } = useTranslation('devices');
  return (
    <Box sx={{ display: 'grid', gap: 0.25, mt: 0.75 }}>
      <Fact
        icon={<FolderOutlined sx={{ fontSize: 16 }} aria-hidden />}
        label={t('fields.group')}
        testId="device-group"
      >
        {device.groupName ?? t('group.none')}
      </Fact>
      <Fact
        icon={<PlayCircleOutline sx={{ fontSize: 16 }} aria-hidden />}
        label={t('fields.playing')}
        testId="device-playing"
      >
        {device.currentShedule ? device.currentShedule.playlistName : t('playing.nothing')}
      </Fact>
    </Box>
  );
}
