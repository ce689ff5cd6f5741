import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddToQueueOutlined from '@mui/icons-material/AddToQueueOutlined';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TDeviceListEntry } from '@placard/contract';
import { groupsApi, useDeviceMutation, useGroupDevices } from '../../../api/devices';
import { LoadFailed } from '../../../components/LoadFailed';
import { SectionCard } from '../../../components/SectionCard';
import { deviceErrorMessage } from '../deviceErrors';
import { deviceName } from '../deviceName';
import { DeviceStatusChip } from '../DeviceStatusChip';
import { DeviceThumbnail } from '../DeviceThumbnail';
import { devicePath } from '../paths';
import { AddDevicesDialog } from './AddDevicesDialog';

/** The screens directly in the group, each with a way out of it, and Add devices. */
export function GroupDevicesCard({
  groupId,
  groupName,
  organizationId,
  editable,
  onNotice,
}: {
  groupId: number;
  groupName: string;
  organizationId: number;
  editable: boolean;
  onNotice: (message: string) => void;
}) {
  const { t } = useTranslation('devices');
  const devices = useGroupDevices(groupId, organizationId);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const takeOut = useDeviceMutation((device: TDeviceListEntry) => groupsApi.removeDevice(device.deviceKey));
  const results = devices.data?.results ?? [];

  let body;
  if (devices.isPending) body = <Skeleton variant="rounded" height={120} />;
  else if (devices.isError) body = <LoadFailed onRetry={() => void devices.refetch()} />;
  else if (results.length === 0)
    body = (
      <Typography color="text.secondary" data-testid="group-devices-empty">
        {t('group.noDevices')}
      </Typography>
    );
  else
    body = (
      <List disablePadding aria-label={t('group.devicesTitle')} data-testid="group-devices">
        {results.map((device) => {
          const name = deviceName(device, t);
          return (
            <ListItem
              key={device.deviceKey}
              disableGutters
              divider
              data-testid="group-device"
              aria-label={name}
              secondaryAction={
                editable && (
                  <Tooltip title={t('group.takeOut', { name })}>
                    <IconButton
                      edge="end"
                      aria-label={t('group.takeOut', { name })}
                      disabled={takeOut.isPending}
                      onClick={() => {
                        setError(null);
                        takeOut.mutate(device, {
                          onSuccess: () => onNotice(t('group.tookOut', { name })),
                          onError: (failure) =>
                            setError(deviceErrorMessage(failure, t, t('group.takeOutFailed'))),
                        });
                      }}
                      data-testid="group-device-remove"
                    >
                      <RemoveCircleOutline />
                    </IconButton>
                  </Tooltip>
                )
              }
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, pr: 6 }}>
                <Box sx={{ width: 80, flexShrink: 0 }}>
                  <DeviceThumbnail url={device.thumbnailUrl} name={name} compact />
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Link
                    component={RouterLink}
                    to={devicePath(device.deviceKey, organizationId)}
                    underline="hover"
                    color="text.primary"
                    sx={{ fontWeight: 600 }}
                  >
                    {name}
                  </Link>
                  <Box sx={{ mt: 0.5 }}>
                    <DeviceStatusChip status={device.status} />
                  </Box>
                </Box>
              </Box>
            </ListItem>
          );
        })}
      </List>
    );

  return (
    <SectionCard
      title={t('group.devicesTitle')}
      description={t('group.devicesText')}
      testId="group-devices-card"
    >
      {editable && (
        <Button
          variant="outlined"
          size="small"
          startIcon={<AddToQueueOutlined />}
          onClick={() => setAdding(true)}
          sx={{ mb: 2 }}
          data-testid="group-add-devices"
        >
          {t('group.addButton')}
        </Button>
      )}
      {body}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="group-devices-error">
          {error}
        </Alert>
      )}
      <AddDevicesDialog
        open={adding}
        groupId={groupId}
        groupName={groupName}
        organizationId={organizationId}
        onClose={() => setAdding(false)}
        onAdded={(count) => {
          setAdding(false);
          onNotice(t('group.added', { count }));
        }}
      />
    </SectionCard>
  );
}
