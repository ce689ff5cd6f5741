import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TDeviceGroupNode, TDeviceListEntry } from '@placard/contract';
import { deviceName } from '../../deviceName';
import { allGroupRows } from '../../groups/groupTree';
import type { OverviewScope } from './overviewLayout';

/** A scope as the select's value: 'all', 'screen:{deviceKey}' or 'group:{id}'. */
export function scopeValue(scope: OverviewScope): string {
  if (scope.type === 'screen') return `screen:${scope.deviceKey}`;
  if (scope.type === 'group') return `group:${scope.groupId}`;
  return 'all';
}

/** The scope a value of the select names. */
export function scopeOf(value: string): OverviewScope {
  if (value.startsWith('screen:')) return { type: 'screen', deviceKey: value.slice('screen:'.length) };
  const groupId = Number(value.slice('group:'.length));
  if (value.startsWith('group:') && Number.isSafeInteger(groupId)) return { type: 'group', groupId };
  return { type: 'all' };
}

/** Which screens the overview shows: all of them, one screen, or the screens of a group (and below it). */
export function OverviewFilter({
  scope,
  devices,
  groups,
  onChange,
}: {
  scope: OverviewScope;
  devices: readonly TDeviceListEntry[];
  groups: readonly TDeviceGroupNode[];
  onChange: (scope: OverviewScope) => void;
}) {
  const { t } = useTranslation('schedule');
  const { t: tDevices } = useTranslation('devices');
  const rows = allGroupRows(groups);
  return (
    <TextField
      select
      size="small"
      label={t('overview.filter')}
      value={scopeValue(scope)}
      onChange={(event) => onChange(scopeOf(event.target.value))}
      sx={{ width: { xs: '100%', sm: 320 } }}
      slotProps={{ htmlInput: { 'data-testid': 'overview-filter' } }}
    >
      <MenuItem value="all">{t('overview.all')}</MenuItem>
      {devices.length > 0 && <ListSubheader>{t('overview.screensHeading')}</ListSubheader>}
      {devices.map((device) => (
        <MenuItem key={device.deviceKey} value={`screen:${device.deviceKey}`}>
          {deviceName(device, tDevices)}
        </MenuItem>
      ))}
      {rows.length > 0 && <ListSubheader>{t('overview.groupsHeading')}</ListSubheader>}
      {rows.map(({ node, level }) => (
        <MenuItem key={node.id} value={`group:${node.id}`} sx={{ pl: 2 + level * 2 }}>
          {node.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
