import { useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { TDeviceGroup } from '@placard/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupsApi, useRefreshDevices } from '../../../api/devices';
import { queryKeys } from '../../../api/queryKeys';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { deviceErrorMessage } from '../deviceErrors';

/**
 * Asks before deleting a group, saying what follows: its subgroups move up a level, its screens
 * leave the group, and what it scheduled stops playing on them.
 */
export function DeleteGroupDialog({
  group,
  parentName,
  onClose,
  onDeleted,
}: {
  /** the group to delete; null closes the dialog */
  group: TDeviceGroup | null;
  /** the name of the group above it; null at the top level */
  parentName: string | null;
  onClose: () => void;
  onDeleted: (name: string) => void;
}) {
  const { t } = useTranslation('devices');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const refresh = useRefreshDevices();
  // the lists are fetched again only after `onDeleted`: a deleted group's own page leaves first
  const remove = useMutation({ mutationFn: (id: number) => groupsApi.remove(id) });
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <ConfirmDialog
      danger
      cancelLabel={t('actions.cancel')}
      open={group !== null}
      title={t('groups.deleteTitle', { name: group?.name ?? '' })}
      text={
        group && (
          <Box component="span" sx={{ display: 'grid', gap: 1 }}>
            <span>
              {group.groupCount > 0
                ? parentName
                  ? t('groups.deleteSubgroupsTo', { count: group.groupCount, name: parentName })
                  : t('groups.deleteSubgroupsTop', { count: group.groupCount })
                : t('groups.deleteNoSubgroups')}
            </span>
            <span>
              {group.deviceCount > 0
                ? t('groups.deleteDevices', { count: group.deviceCount })
                : t('groups.deleteNoDevices')}
            </span>
          </Box>
        )
      }
      confirmLabel={t('groups.deleteConfirm')}
      pending={remove.isPending}
      error={error}
      onClose={close}
      onConfirm={() => {
        if (!group) return;
        setError(null);
        remove.mutate(group.id, {
          onSuccess: () => {
            onDeleted(group.name);
            queryClient.removeQueries({ queryKey: queryKeys.deviceGroup(group.id) });
            void refresh();
          },
          onError: (failure) => setError(deviceErrorMessage(failure, t, t('groups.deleteFailed'))),
        });
      }}
      testId="delete-group"
    />
  );
}
