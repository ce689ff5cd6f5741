import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DeviceFacts, LastSeen } from '../DeviceFacts';
import { deviceName } from '../deviceName';
import { DeviceStatusChip } from '../DeviceStatusChip';
import { DeviceThumbnail } from '../DeviceThumbnail';
import { InteractiveSwitch } from '../InteractiveSwitch';
import { devicePath } from '../paths';
import type { DeviceRowProps } from './deviceRow';

/**
 * A screen of the grid: what it shows now (opens its page), its name, status (with when it was last
 * seen if offline), group, what plays, the interactive switch and a box to select it.
 */
export function DeviceCard({
  device,
  organizationId,
  selected,
  selecting,
  selectable,
  onToggle,
  interactive,
}: DeviceRowProps) {
  const { t } = useTranslation('devices');
  const name = deviceName(device, t);
  const to = devicePath(device.deviceKey, organizationId);
  return (
    <Card
      component="article"
      aria-label={name}
      data-testid="device-card"
      data-device-key={device.deviceKey}
      sx={(theme) => ({
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        borderColor: selected ? 'primary.main' : 'divider',
        boxShadow: selected ? `0 0 0 1px ${theme.palette.primary.main}` : 'none',
        '&:hover, &:focus-within': { boxShadow: theme.shadows[3] },
        '&:hover .device-select, &:focus-within .device-select': { opacity: 1 },
      })}
    >
      <CardActionArea component={RouterLink} to={to} aria-label={t('list.open', { name })} tabIndex={-1}>
        <DeviceThumbnail url={device.thumbnailUrl} name={name} />
      </CardActionArea>
      {selectable && (
        <Checkbox
          className="device-select"
          checked={selected}
          onChange={onToggle}
          size="small"
          slotProps={{ input: { 'aria-label': t('selection.select', { name }) } }}
          data-testid="device-select"
          sx={{
            position: 'absolute',
            top: 4,
            left: 4,
            p: 0.5,
            opacity: selected || selecting ? 1 : 0,
            transition: 'opacity 120ms',
            bgcolor: 'rgba(255,255,255,0.9)',
            borderRadius: 1,
            '&:hover': { bgcolor: '#fff' },
            '@media (hover: none)': { opacity: 1 },
          }}
        />
      )}
      <Box sx={{ p: 1.5, pt: 1.25, display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1 }}>
        <Link
          component={RouterLink}
          to={to}
          underline="hover"
          color="text.primary"
          noWrap
          title={name}
          sx={{ fontWeight: 600, display: 'block' }}
          data-testid="device-name"
        >
          {name}
        </Link>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 24 }}>
          <DeviceStatusChip status={device.status} />
          {device.status === 'offline' && <LastSeen lastSeenAt={device.lastSeenAt} />}
        </Box>
        <DeviceFacts device={device} />
        <Box sx={{ mt: 'auto', pt: 0.5 }}>
          <InteractiveSwitch
            checked={device.interactive}
            name={name}
            disabled={interactive.disabled}
            pending={interactive.pending}
            onChange={interactive.onChange}
          />
        </Box>
      </Box>
    </Card>
  );
}
