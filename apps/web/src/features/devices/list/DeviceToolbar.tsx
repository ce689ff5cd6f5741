import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import { useTranslation } from 'react-i18next';
import { DEVICE_STATUSES } from '@placard/contract';
import { SearchField } from '../../../components/SearchField';
import type { ViewMode } from '../../../components/useViewMode';
import { GroupSelect } from '../groups/GroupSelect';
import type { GroupRow } from '../groups/groupTree';
import { ALL, NO_GROUP, type DeviceFilters } from './deviceFilters';

/** Search by name, narrow by status and group, and choose cards or a table. */
export function DeviceToolbar({
  filters,
  onFilters,
  groups,
  view,
  onView,
}: {
  filters: DeviceFilters;
  onFilters: (filters: DeviceFilters) => void;
  groups: readonly GroupRow[];
  view: ViewMode;
  onView: (view: ViewMode) => void;
}) {
  const { t } = useTranslation('devices');
  const set = (change: Partial<DeviceFilters>) => onFilters({ ...filters, ...change });
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}
      role="search"
      aria-label={t('filters.label')}
    >
      <SearchField
        value={filters.query}
        onChange={(query) => set({ query })}
        placeholder={t('filters.searchPlaceholder')}
        inputLabel={t('filters.search')}
        clearLabel={t('filters.clear')}
        testId="device-search"
        sx={{ flex: { xs: '1 1 100%', sm: '1 1 240px' }, maxWidth: { sm: 360 } }}
      />
      <TextField
        select
        size="small"
        label={t('fields.status')}
        value={filters.status}
        onChange={(event) => set({ status: event.target.value as DeviceFilters['status'] })}
        sx={{ width: { xs: 'calc(50% - 6px)', sm: 170 } }}
        data-testid="device-filter-status"
      >
        <MenuItem value={ALL}>{t('filters.allStatuses')}</MenuItem>
        {DEVICE_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <GroupSelect
        size="small"
        label={t('fields.group')}
        value={filters.group}
        onChange={(group) => set({ group })}
        groups={groups}
        leading={[
          { value: ALL, label: t('filters.allGroups') },
          { value: NO_GROUP, label: t('group.none') },
        ]}
        testId="device-filter-group"
        sx={{ width: { xs: 'calc(50% - 6px)', sm: 200 } }}
      />
      <Box sx={{ flex: 1 }} />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_event, next: ViewMode | null) => {
          if (next) onView(next);
        }}
        aria-label={t('view.label')}
      >
        <ToggleButton value="grid" aria-label={t('view.grid')} data-testid="device-view-grid">
          <GridViewOutlined fontSize="small" />
        </ToggleButton>
        <ToggleButton value="list" aria-label={t('view.list')} data-testid="device-view-list">
          <ViewListOutlined fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
