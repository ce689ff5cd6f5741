import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LastSeen } from '../DeviceFacts';
import { deviceName } from '../deviceName';
import { DeviceStatusChip } from '../DeviceStatusChip';
import { DeviceThumbnail } from '../DeviceThumbnail';
import { InteractiveSwitch } from '../InteractiveSwitch';
import { devicePath } from '../paths';
import { toggled, type DeviceViewProps } from './deviceRow';

/** The screens as a table: picture, name, status, group, what plays, interactive. */
export function DeviceTable({
  devices,
  organizationId,
  selection,
  selectable,
  onSelect,
  interactiveFor,
}: DeviceViewProps) {
  const { t } = useTranslation('devices');
  const allSelected = devices.length > 0 && devices.every((device) => selection.has(device.deviceKey));
  return (
    <TableContainer component={Paper} variant="outlined" data-testid="device-table">
      <Table size="small" aria-label={t('list.tableLabel')}>
        <TableHead>
          <TableRow>
            {selectable && (
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={allSelected}
                  indeterminate={!allSelected && selection.size > 0}
                  onChange={() =>
                    onSelect(allSelected ? new Set() : new Set(devices.map((device) => device.deviceKey)))
                  }
                  slotProps={{ input: { 'aria-label': t('selection.all') } }}
                />
              </TableCell>
            )}
            <TableCell>{t('fields.name')}</TableCell>
            <TableCell>{t('fields.status')}</TableCell>
            <TableCell>{t('fields.group')}</TableCell>
            <TableCell>{t('fields.playing')}</TableCell>
            <TableCell>{t('interactive.label')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {devices.map((device) => {
            const name = deviceName(device, t);
            const interactive = interactiveFor(device);
            return (
              <TableRow
                key={device.deviceKey}
                hover
                selected={selection.has(device.deviceKey)}
                data-testid="device-row"
                data-device-key={device.deviceKey}
              >
                {selectable && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={selection.has(device.deviceKey)}
                      onChange={() => onSelect(toggled(selection, device.deviceKey))}
                      slotProps={{ input: { 'aria-label': t('selection.select', { name }) } }}
                    />
                  </TableCell>
                )}
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 200 }}>
                    <Box sx={{ width: 72, flexShrink: 0 }}>
                      <DeviceThumbnail
                        url={device.thumbnailUrl}

                        name={name}
                        compact
                      />
                    </Box>
                    <Link
                      component={RouterLink}
                      to={devicePath(device.deviceKey, organizationId)}
                      underline="hover"
                      color="text.primary"
                      sx={{ fontWeight: 600 }}
                      data-testid="device-name"
                    >
                      {name}
                    </Link>
                  </Box>
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'grid', justifyItems: 'start', gap: 0.25 }}>
                    <DeviceStatusChip status={device.status} />
                    {device.status === 'offline' && <LastSeen lastSeenAt={device.lastSeenAt} />}
                  </Box>
                </TableCell>
                <TableCell data-testid="device-group">{device.groupName ?? t('group.none')}</TableCell>
                <TableCell>
                  <Typography
                    variant="body2"
                    color={device.currentShedule ? 'text.primary' : 'text.secondary'}
                  >
                    {device.currentShedule?.playlistName ?? t('playing.nothing')}
                  </Typography>
                </TableCell>
                <TableCell>
                  <InteractiveSwitch
                    checked={device.interactive}
                    name={name}
                    disabled={interactive.disabled}
                    pending={interactive.pending}
                    onChange={interactive.onChange}
                    showLabel={false}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
