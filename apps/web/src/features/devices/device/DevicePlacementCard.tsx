import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TDeviceInfo } from '@placard/contract';
import { groupsApi, useDeviceMutation, useGroupTree } from '../../../api/devices';
import { SectionCard } from '../../../components/SectionCard';
import { AppLink } from '../../../components/RouterLinks';
import { deviceErrorMessage } from '../deviceErrors';
import { GroupSelect, groupIdOf } from '../groups/GroupSelect';
import { allGroupRows } from '../groups/groupTree';
import { InteractiveSwitch } from '../InteractiveSwitch';
import { groupPath } from '../paths';
import { useInteractiveToggle } from '../useInteractiveToggle';

const NO_GROUP = '';

/**
 * The screen's group (what it plays follows its group's schedule too) and whether it takes touches;
 * each change is sent at once.
 */
export function DevicePlacementCard({
  device,
  deviceKey,
  organizationId,
  name,
  editable,
  interactionLicensed,
}: {
  device: TDeviceInfo;
  deviceKey: string;
  organizationId: number;
  name: string;
  editable: boolean;
  /** whether the licence lets screens take touches (turning it off stays possible) */
  interactionLicensed: boolean;
}) {
  const { t } = useTranslation('devices');
  const tree = useGroupTree(organizationId);
  const rows = allGroupRows(tree.data?.results ?? []);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const place = useDeviceMutation((groupId: number | null) =>
    groupId === null ? groupsApi.removeDevice(deviceKey) : groupsApi.addDevice({ groupId, deviceKey }),
  );
  const interactive = useInteractiveToggle(organizationId, {
    onError: (message) => {
      setNotice(null);
      setError(message);
    },
  });
  const value = device.groupId === null ? NO_GROUP : String(device.groupId);
  const groupName = rows.find((row) => row.node.id === device.groupId)?.node.name;

  return (
    <SectionCard title={t('placement.title')} description={t('placement.text')} testId="device-placement">
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <GroupSelect
            label={t('fields.group')}
            value={tree.data || value === NO_GROUP ? value : NO_GROUP}
            onChange={(next) => {
              setError(null);
              setNotice(null);
              const groupId = groupIdOf(next);
              place.mutate(groupId, {
                onSuccess: () =>
                  setNotice(
                    groupId === null
                      ? t('placement.ungrouped')
                      : t('placement.grouped', {
                          name: rows.find((row) => row.node.id === groupId)?.node.name ?? '',
                        }),
                  ),
                onError: (failure) => setError(deviceErrorMessage(failure, t, t('placement.failed'))),
              });
            }}
            groups={rows}
            leading={[{ value: NO_GROUP, label: t('group.none') }]}
            disabled={!editable || place.isPending || !tree.data}
            testId="device-group-select"
          />
          {groupName && device.groupId !== null && (
            <Typography variant="body2" sx={{ mt: 0.75 }}>
              <AppLink to={groupPath(device.groupId, organizationId)} data-testid="device-group-link">
                {t('placement.openGroup', { name: groupName })}
              </AppLink>
            </Typography>
          )}
        </Box>
        <Box>
          <InteractiveSwitch
            checked={device.interactive}
            name={name}
            disabled={!editable || (!interactionLicensed && !device.interactive)}
            pending={interactive.pending}
            onChange={(next) => {
              setError(null);
              setNotice(null);
              interactive.toggle([deviceKey], next);
            }}
          />
          <Typography variant="body2" color="text.secondary">
            {interactionLicensed ? t('interactive.help') : t('interactive.notLicensed')}
          </Typography>
        </Box>
        {error && (
          <Alert severity="error" onClose={() => setError(null)} data-testid="device-placement-error">
            {error}
          </Alert>
        )}
        {notice && (
          <Alert severity="success" onClose={() => setNotice(null)} data-testid="device-placement-notice">
            {notice}
          </Alert>
        )}
      </Box>
    </SectionCard>
  );
}
