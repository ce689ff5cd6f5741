import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { devicesApi, useRefreshDevices } from '../../api/devices';
import { queryKeys } from '../../api/queryKeys';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { deviceErrorMessage } from './deviceErrors';

/**
 * Asks before removing screens from the organization: each stops showing Placard's content and needs
 * a new code to come back. `names` are the screens' names (one is named in the question).
 */
export function RemoveDevicesDialog({
  deviceKeys,
  names,
  onClose,
  onRemoved,
}: {
  /** the screens to remove; none closes the dialog */
  deviceKeys: readonly string[];
  names: readonly string[];
  onClose: () => void;
  onRemoved: (count: number) => void;
}) {
  const { t } = useTranslation('devices');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const refresh = useRefreshDevices();
  // the lists are fetched again only after `onRemoved`: a removed screen's own page leaves first
  const remove = useMutation({
    mutationFn: async (keys: readonly string[]) => {
      for (const key of keys) await devicesApi.remove(key);
      return keys;
    },
  });
  const count = deviceKeys.length;
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <ConfirmDialog
      danger
      cancelLabel={t('actions.cancel')}
      open={count > 0}
      title={t('remove.title', { count })}
      text={count === 1 ? t('remove.textOne', { name: names[0] ?? '' }) : t('remove.textMany', { count })}
      confirmLabel={t('remove.confirm', { count })}
      pending={remove.isPending}
      error={error}
      onClose={close}
      onConfirm={() => {
        setError(null);
        remove.mutate(deviceKeys, {
          onSuccess: (removed) => {
            onRemoved(removed.length);
            for (const key of removed) queryClient.removeQueries({ queryKey: queryKeys.deviceInfo(key) });
            void refresh();
          },
          onError: (failure) => {
            setError(deviceErrorMessage(failure, t, t('remove.failed')));
            // some may have gone before the refusal
            void refresh();
          },
        });
      }}
      testId="remove-devices"
    />
  );
}
