import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { useTranslation } from 'react-i18next';
import type { TDeviceGroupNode, TDeviceListEntry } from '@placard/contract';
import { DeviceStatusChip } from '../../DeviceStatusChip';
import { deviceName } from '../../deviceName';
import { allGroupRows } from '../../groups/groupTree';
import { matchesSearch } from './assignText';

export interface TargetChoice {
  deviceKeys: ReadonlySet<string>;
  groupIds: ReadonlySet<number>;
}

const toggled = <T,>(set: ReadonlySet<T>, value: T): Set<T> => {
  const next = new Set(set);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return next;
};

const listBox = {
  listStyle: 'none',
  m: 0,
  p: 0,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  height: 320,
  overflowY: 'auto',
} as const;

/** Screens (searchable, with their status) and groups (as their tree), each with a checkbox. */
export function TargetPicker({
  devices,
  groups,
  choice,
  onChange,
}: {
  devices: readonly TDeviceListEntry[] | undefined;
  groups: readonly TDeviceGroupNode[] | undefined;
  choice: TargetChoice;
  onChange: (choice: TargetChoice) => void;
}) {
  const { t } = useTranslation('schedule');
  const { t: tDevices } = useTranslation('devices');
  const [search, setSearch] = useState('');
  const shown = (devices ?? []).filter((device) =>
    matchesSearch(search, deviceName(device, tDevices), device.groupName),
  );
  const rows = allGroupRows(groups ?? []);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 3 }}>
      <Box component="section" aria-labelledby="assign-screens-title">
        <Typography id="assign-screens-title" variant="subtitle2" sx={{ mb: 1 }}>
          {t('assign.screens')}
        </Typography>
        <TextField
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('assign.search')}
          size="small"
          fullWidth
          sx={{ mb: 1 }}
          slotProps={{
            htmlInput: { 'aria-label': t('assign.search'), 'data-testid': 'assign-search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Box component="ul" sx={listBox} data-testid="assign-screens">
          {!devices && [0, 1, 2].map((row) => <Skeleton key={row} height={48} sx={{ mx: 2 }} />)}
          {devices?.length === 0 && (
            <Typography component="li" color="text.secondary" sx={{ p: 2 }}>
              {t('assign.noScreens')}
            </Typography>
          )}
          {devices && devices.length > 0 && shown.length === 0 && (
            <Typography component="li" color="text.secondary" sx={{ p: 2 }}>
              {t('assign.noMatch', { query: search.trim() })}
            </Typography>
          )}
          {shown.map((device) => {
            const name = deviceName(device, tDevices);
            return (
              <Box component="li" key={device.deviceKey}>
                <Box
                  component="label"
                  data-testid="assign-screen"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    px: 1,
                    py: 0.5,
                    cursor: 'pointer',
                    '&:hover': { bgcolor: 'action.hover' },
                  }}
                >
                  <Checkbox
                    checked={choice.deviceKeys.has(device.deviceKey)}
                    onChange={() =>
                      onChange({ ...choice, deviceKeys: toggled(choice.deviceKeys, device.deviceKey) })
                    }
                    slotProps={{ input: { 'aria-label': name } }}
                  />
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography noWrap>{name}</Typography>
                    {device.groupName && (
                      <Typography variant="caption" color="text.secondary" noWrap component="p">
                        {device.groupName}
                      </Typography>
                    )}
                  </Box>
                  <DeviceStatusChip status={device.status} />
                </Box>
              </Box>
            );
          })}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="assign-groups-title">
        <Typography id="assign-groups-title" variant="subtitle2" sx={{ mb: 1 }}>
          {t('assign.groups')}
        </Typography>
        <Box component="ul" sx={{ ...listBox, height: { xs: 200, md: 368 } }} data-testid="assign-groups">
          {!groups && [0, 1].map((row) => <Skeleton key={row} height={48} sx={{ mx: 2 }} />)}
          {groups?.length === 0 && (
            <Typography component="li" color="text.secondary" sx={{ p: 2 }}>
              {t('assign.noGroups')}
            </Typography>
          )}
          {rows.map(({ node, level }) => (
            <Box component="li" key={node.id}>
              <Box
                component="label"
                data-testid="assign-group"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 0.5,
                  pl: 1 + level * 2.5,
                  pr: 1,
                  py: 0.25,
                  cursor: 'pointer',
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                <Checkbox
                  checked={choice.groupIds.has(node.id)}
                  onChange={() => onChange({ ...choice, groupIds: toggled(choice.groupIds, node.id) })}
                  slotProps={{ input: { 'aria-label': node.name } }}
                />
                <AccountTreeOutlined fontSize="small" color="action" aria-hidden />
                <Typography noWrap>{node.name}</Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
