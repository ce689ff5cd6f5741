import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isReadOnly, type TDeviceInfo } from '@placard/contract';
import { devicesApi, useDeviceInfo } from '../../../api/devices';
import { isApiError } from '../../../api/client';
import { useSession } from '../../../app/session';
import { LoadFailed } from '../../../components/LoadFailed';
import { Toast, useToast } from '../../../components/Toast';
import { LastSeen } from '../DeviceFacts';
import { deviceErrorMessage } from '../deviceErrors';
import { deviceName } from '../deviceName';
import { DeviceStatusChip } from '../DeviceStatusChip';
import { NotFoundCard } from '../NotFoundCard';
import { DEVICES_PATH, idParam } from '../paths';
import { RemoveDevicesDialog } from '../RemoveDevicesDialog';
import { PageColumns } from '../PageColumns';
import { SchedulePanel } from '../schedule/SchedulePanel';
import { DeviceDetailsCard } from './DeviceDetailsCard';
import { DeviceNameHeading } from './DeviceNameHeading';
import { DevicePlacementCard } from './DevicePlacementCard';
import { DevicePreviewCard } from './DevicePreviewCard';
import { DeviceTechCard } from './DeviceTechCard';

/** /devices/{deviceKey}/{orgId}: one screen — its name, status, picture, details, group and schedule. */
export default function DevicePage() {
  const { t } = useTranslation('devices');
  const { deviceKey = '', orgId } = useParams();
  const organizationId = idParam(orgId);
  const info = useDeviceInfo(deviceKey);
  const notFound =
    organizationId === null ||
    (info.isError && isApiError(info.error) && [400, 404].includes(info.error.status)) ||
    (info.data !== undefined && info.data.id === null);

  if (notFound) {
    return (
      <NotFoundCard
        title={t('device.notFound')}
        body={t('device.notFoundBody')}
        back={DEVICES_PATH}
        backLabel={t('device.back')}
        testId="device-not-found"
      />
    );
  }
  if (info.isError)
    return <LoadFailed message={t('device.loadFailed')} onRetry={() => void info.refetch()} />;
  if (!info.data) {
    return (
      <Box data-testid="device-loading">
        <Skeleton variant="text" width={320} height={48} />
        <Skeleton variant="rounded" height={360} sx={{ mt: 2 }} />
      </Box>
    );
  }
  return <DeviceView device={info.data} deviceKey={deviceKey} organizationId={organizationId} />;
}

function DeviceView({
  device,
  deviceKey,
  organizationId,
}: {
  device: TDeviceInfo;
  deviceKey: string;
  organizationId: number;
}) {
  const { t } = useTranslation('devices');
  const session = useSession();
  const navigate = useNavigate();
  const editable = !isReadOnly(session.licenseStatus);
  const name = deviceName(device, t);
  const [removing, setRemoving] = useState(false);
  const [identifying, setIdentifying] = useState(false);
  const { toast, show, close } = useToast();

  const identify = async () => {
    setIdentifying(true);
    try {
      await devicesApi.identify(deviceKey);
      show(t('identify.sent'));
    } catch (error) {
      show(deviceErrorMessage(error, t, t('identify.failed')), 'error');
    } finally {
      setIdentifying(false);
    }
  };

  return (
    <Box data-testid="device-page" data-device-key={deviceKey} sx={{ pb: 6 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 3 }}>
        <Box sx={{ flex: '1 1 360px', minWidth: 0 }}>
          <DeviceNameHeading
            device={device}
            deviceKey={deviceKey}
            editable={editable}
            onRenamed={() => show(t('rename.done'))}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 1 }}>
            <DeviceStatusChip status={device.status} size="medium" />
            <LastSeen lastSeenAt={device.lastSeenAt} />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
              <PlayCircleOutline fontSize="small" aria-hidden />
              <Typography variant="body2" color="text.secondary" data-testid="device-playing">
                {device.showing
                  ? t('playing.named', { name: device.showing.playlistName })
                  : t('playing.nothing')}
              </Typography>
            </Box>
          </Box>
        </Box>
        {editable && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<CampaignOutlined />}
              onClick={() => void identify()}
              loading={identifying}
              disabled={device.offline}
              data-testid="device-identify"
            >
              {t('identify.button')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutline />}
              onClick={() => setRemoving(true)}
              data-testid="device-remove"
            >
              {t('remove.button')}
            </Button>
          </Box>
        )}
      </Box>
      {device.offline && (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="device-offline-note">
          {t('device.offlineNote')}
        </Alert>
      )}
      <PageColumns
        left={
          <>
            <DevicePreviewCard
              deviceKey={deviceKey}
              name={name}
              offline={device.offline}
              canRefresh={editable}
            />
            <DeviceTechCard device={device} />
          </>
        }
        right={
          <>
            <DeviceDetailsCard
              key={`${device.deviceType}|${device.description}|${device.timezone ?? ''}`}
              device={device}
              deviceKey={deviceKey}
              editable={editable}
              onSaved={() => show(t('details.saved'))}
            />
            <DevicePlacementCard
              device={device}
              deviceKey={deviceKey}
              organizationId={organizationId}
              name={name}
              editable={editable}
              interactionLicensed={session.licenseFeatures.interaction}
            />
          </>
        }
      />
      <Box sx={{ mt: 3 }}>
        <SchedulePanel target={{ type: 'device', deviceKey }} />
      </Box>
      <RemoveDevicesDialog
        deviceKeys={removing ? [deviceKey] : []}
        names={[name]}
        onClose={() => setRemoving(false)}
        onRemoved={() => void navigate(DEVICES_PATH, { replace: true })}
      />
      <Toast toast={toast} onClose={close} testId="device-toast" />
    </Box>
  );
}
