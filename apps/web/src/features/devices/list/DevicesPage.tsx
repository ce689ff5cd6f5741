import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddToQueueOutlined from '@mui/icons-material/AddToQueueOutlined';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isReadOnly, type TDeviceListEntry } from '@placard/contract';
import { useDeviceList, useDeviceStats, useGroupTree } from '../../../api/devices';
import { useSession } from '../../../app/session';
import { LoadFailed } from '../../../components/LoadFailed';
import { useViewMode } from '../../../components/useViewMode';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { Toast, useToast } from '../../../components/Toast';
import { AddDeviceDialog } from '../add/AddDeviceDialog';
import { deviceName } from '../deviceName';
import { allGroupRows } from '../groups/groupTree';
import { devicePath, DEVICES_PATH } from '../paths';
import { RemoveDevicesDialog } from '../RemoveDevicesDialog';
import { useInteractiveToggle } from '../useInteractiveToggle';
import { AddToGroupDialog } from './AddToGroupDialog';
import { DeviceGrid } from './DeviceGrid';
import { DeviceSelectionBar, type BulkAction } from './DeviceSelectionBar';
import { DeviceStats } from './DeviceStats';
import { DeviceTable } from './DeviceTable';
import { DeviceToolbar } from './DeviceToolbar';
import { DevicesEmptyState, NoMatchingDevices } from './DevicesEmptyState';
import { isFiltered, listRequest, NO_FILTERS, type DeviceFilters } from './deviceFilters';

const SEARCH_DELAY_MS = 300;
export const DEVICE_VIEW_KEY = 'placard.devices.view';

type Dialog = 'add' | 'group' | 'remove' | null;

/**
 * /devicemanagement/devices: the statistics, then the screens as cards or a table with search,
 * filters, selection and bulk actions, and Add device. /devicemanagement/devices/add/{otp} opens Add
 * device with the screen's code filled in.
 */
export default function DevicesPage() {
  const { t } = useTranslation('devices');
  const session = useSession();
  const navigate = useNavigate();
  const { otp } = useParams();
  const organizationId = session.organizationId;
  const readOnly = isReadOnly(session.licenseStatus);

  const [filters, setFilters] = useState<DeviceFilters>(NO_FILTERS);
  const settled = useDebouncedValue(filters.query.trim(), SEARCH_DELAY_MS);
  const search = filters.query.trim() === '' ? '' : settled;
  const request = useMemo(() => listRequest(filters, search), [filters, search]);
  const list = useDeviceList(organizationId, request);
  const stats = useDeviceStats(organizationId);
  const tree = useGroupTree(organizationId);
  const groupRows = useMemo(() => allGroupRows(tree.data?.results ?? []), [tree.data]);
  const [view, setView] = useViewMode(DEVICE_VIEW_KEY);
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(otp !== undefined && !readOnly ? 'add' : null);
  const { toast, show, close } = useToast();
  const interactive = useInteractiveToggle(organizationId, {
    onError: (message) => show(message, 'error'),
  });

  const devices = list.data?.results ?? [];
  // only what is shown can be acted on
  const chosen = devices.filter((device) => selection.has(device.deviceKey));
  const chosenKeys = chosen.map((device) => device.deviceKey);
  const clearSelection = () => setSelection(new Set());

  const closeAdd = () => {
    setDialog(null);
    if (otp !== undefined) void navigate(DEVICES_PATH, { replace: true });
  };

  const onBulk = (action: BulkAction) => {
    switch (action) {
      case 'group':
        return setDialog('group');
      case 'remove':
        return setDialog('remove');
      case 'interactiveOn':
      case 'interactiveOff':
        return interactive.toggle(chosenKeys, action === 'interactiveOn');
    }
  };

  const interactiveFor = (device: TDeviceListEntry) => ({
    disabled: readOnly,
    pending: interactive.pendingFor(device.deviceKey),
    onChange: (next: boolean) => interactive.toggle([device.deviceKey], next),
  });

  const addButton = (testId: string) =>
    readOnly ? null : (
      <Button
        variant="contained"
        startIcon={<AddToQueueOutlined />}
        onClick={() => setDialog('add')}
        data-testid={testId}
      >
        {t('add.button')}
      </Button>
    );

  let body;
  if (list.isPending) {
    body = (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={280} />
        ))}
      </Box>
    );
  } else if (list.isError) {
    body = <LoadFailed message={t('list.loadFailed')} onRetry={() => void list.refetch()} />;
  } else if (devices.length === 0 && isFiltered(filters)) {
    body = <NoMatchingDevices onClear={() => setFilters(NO_FILTERS)} />;
  } else if (devices.length === 0) {
    body = <DevicesEmptyState add={addButton('devices-empty-add')} />;
  } else {
    const View = view === 'list' ? DeviceTable : DeviceGrid;
    body = (
      <View
        devices={devices}
        organizationId={organizationId}
        selection={selection}
        selectable={!readOnly}
        onSelect={setSelection}
        interactiveFor={interactiveFor}
      />
    );
  }

  return (
    <Box data-testid="devices-list-page" sx={{ pb: 6 }}>
      <DeviceStats stats={stats.data} />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('list.title')}
          </Typography>
          {list.data && (
            <Typography variant="body2" color="text.secondary" data-testid="device-count">
              {t('list.count', { count: devices.length })}
            </Typography>
          )}
        </Box>
        {addButton('device-add')}
      </Box>
      <DeviceToolbar
        filters={filters}
        onFilters={(next) => {
          setFilters(next);
          clearSelection();
        }}
        groups={groupRows}
        view={view}
        onView={setView}
      />
      <DeviceSelectionBar
        count={chosen.length}
        pending={interactive.pending}
        onAction={onBulk}
        onClear={clearSelection}
      />
      {body}
      <AddDeviceDialog
        open={dialog === 'add'}
        organizationId={organizationId}
        code={otp}
        onClose={closeAdd}
        onAdded={(device) => void navigate(devicePath(device.deviceKey, organizationId))}
      />
      <AddToGroupDialog
        deviceKeys={dialog === 'group' ? chosenKeys : []}
        groups={groupRows}
        onClose={() => setDialog(null)}
        onDone={(groupName, count) => {
          setDialog(null);
          clearSelection();
          show(
            groupName
              ? t('selection.grouped', { count, name: groupName })
              : t('selection.ungrouped', { count }),
          );
        }}
      />
      <RemoveDevicesDialog
        deviceKeys={dialog === 'remove' ? chosenKeys : []}
        names={chosen.map((device) => deviceName(device, t))}
        onClose={() => setDialog(null)}
        onRemoved={(count) => {
          setDialog(null);
          clearSelection();
          show(t('remove.done', { count }));
        }}
      />
      <Toast toast={toast} onClose={close} testId="devices-toast" />
    </Box>
  );
}
