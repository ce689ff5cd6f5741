import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import TvOutlined from '@mui/icons-material/TvOutlined';
import { useTranslation } from 'react-i18next';
import type { TDeviceListEntry } from '@placard/contract';
import { useDeviceList, useGroupTree } from '../../api/devices';
import { FormFieldset } from '../../components/form/FormFieldset';
import { deviceName } from '../devices/deviceName';
import { allGroupRows, type GroupRow } from '../devices/groups/groupTree';
import { chosenTargets, type AlertTargetsValue } from './alertTargets';

const NO_DEVICE_FILTER = {};

/**
 * Where an alert shows: every screen of the organization, or the chosen groups (with their subgroups)
 * and screens. Sub-organizations named by a parent are kept as they are. `testId` prefixes the parts:
 * `{testId}-all`, `{testId}-chosen`, `{testId}-groups`, `{testId}-devices`, `{testId}-error`.
 */
export function AlertTargetsField({
  value,
  onChange,
  organizationId,
  error,
  testId = 'alert-targets',
}: {
  value: AlertTargetsValue;
  onChange: (value: AlertTargetsValue) => void;
  organizationId: number;
  /** the translated message of the targets' check */
  error?: string | undefined;
  testId?: string;
}) {
  const { t } = useTranslation('alertFields');
  const { t: tDevices } = useTranslation('devices');
  const tree = useGroupTree(organizationId);
  const list = useDeviceList(organizationId, NO_DEVICE_FILTER);
  const groupOptions = allGroupRows(tree.data?.results ?? []);
  const deviceOptions = list.data?.results ?? [];
  const chosen = chosenTargets(value, tree.data?.results ?? [], deviceOptions);
  const errorId = `${testId}-error`;

  return (
    <FormFieldset legend={t('targets.legend')} legendGap={1}>
      <RadioGroup
        value={value.all ? 'all' : 'chosen'}
        onChange={(_event, next) => onChange({ ...value, all: next === 'all' })}
        aria-describedby={error ? errorId : undefined}
      >
        <FormControlLabel
          value="all"
          control={<Radio slotProps={{ input: { 'data-testid': `${testId}-all` } as object }} />}
          label={t('targets.all')}
        />
        <FormControlLabel
          value="chosen"
          control={<Radio slotProps={{ input: { 'data-testid': `${testId}-chosen` } as object }} />}
          label={t('targets.chosen')}
        />
      </RadioGroup>
      {!value.all && (
        <Stack spacing={2} sx={{ mt: 1.5, pl: { sm: 4 } }}>
          <Autocomplete<GroupRow, true>
            multiple
            disableCloseOnSelect
            options={groupOptions}
            value={chosen.groups}
            onChange={(_event, rows) => onChange({ ...value, groupIds: rows.map((row) => row.node.id) })}
            loading={tree.isPending}
            getOptionLabel={(row) => row.node.name}
            isOptionEqualToValue={(option, chosenRow) => option.node.id === chosenRow.node.id}
            noOptionsText={t('targets.noGroups')}
            loadingText={t('targets.loading')}
            renderOption={({ key, ...props }, row, { selected }) => (
              <Box
                component="li"
                key={key}
                {...props}
                sx={{ gap: 1, pl: `${1 + row.level * 2}rem !important` }}
              >
                <Checkbox size="small" checked={selected} sx={{ p: 0.5 }} tabIndex={-1} />
                <FolderOutlined fontSize="small" color="action" aria-hidden />
                <Typography variant="body2" noWrap>
                  {row.node.name}
                </Typography>
              </Box>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('targets.groups')}
                helperText={t('targets.groupsHelp')}
                error={Boolean(error)}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, 'data-testid': `${testId}-groups` },
                }}
              />
            )}
          />
          <Autocomplete<TDeviceListEntry, true>
            multiple
            disableCloseOnSelect
            options={deviceOptions}
            value={chosen.devices}
            onChange={(_event, devices) =>
              onChange({ ...value, deviceIds: devices.map((device) => device.id) })
            }
            loading={list.isPending}
            getOptionLabel={(device) => deviceName(device, tDevices)}
            isOptionEqualToValue={(option, chosenDevice) => option.id === chosenDevice.id}
            noOptionsText={t('targets.noDevices')}
            loadingText={t('targets.loading')}
            renderOption={({ key, ...props }, device, { selected }) => (
              <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
                <Checkbox size="small" checked={selected} sx={{ p: 0.5 }} tabIndex={-1} />
                <TvOutlined fontSize="small" color="action" aria-hidden />
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" noWrap>
                    {deviceName(device, tDevices)}
                  </Typography>
                  {device.groupName && (
                    <Typography variant="caption" color="text.secondary" noWrap component="p">
                      {device.groupName}
                    </Typography>
                  )}
                </Box>
              </Box>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('targets.devices')}
                error={Boolean(error)}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, 'data-testid': `${testId}-devices` },
                }}
              />
            )}
          />
          {value.organizationIds.length > 0 && (
            <Typography variant="body2" color="text.secondary" data-testid={`${testId}-organizations`}>
              {t('targets.organizations', { count: value.organizationIds.length })}
            </Typography>
          )}
        </Stack>
      )}
      {error && (
        <FormHelperText error id={errorId} data-testid={errorId} role="alert" sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </FormFieldset>
  );
}
