import { useTranslation } from 'react-i18next';
import { devicesApi, useDeviceMutation } from '../../api/devices';
import { deviceErrorMessage } from './deviceErrors';

interface Toggle {
  deviceKeys: readonly string[];
  interactive: boolean;
}

/**
 * Switches screens to take touches or not (/device/interactive/toggle). A refusal (the licence's
 * interactive limit, its screen limit) is told in the reader's language through `onError`.
 */
export function useInteractiveToggle(
  organizationId: number,
  { onError, onDone }: { onError: (message: string) => void; onDone?: (toggle: Toggle) => void },
) {
  const { t } = useTranslation('devices');
  const mutation = useDeviceMutation(({ deviceKeys, interactive }: Toggle) =>
    devicesApi.toggleInteractive({ organizationId, deviceKeys: [...deviceKeys], interactive }),
  );
  const toggle = (deviceKeys: readonly string[], interactive: boolean) =>
    mutation.mutate(
      { deviceKeys, interactive },
      {
        onSuccess: () => onDone?.({ deviceKeys, interactive }),
        onError: (error) => onError(deviceErrorMessage(error, t, t('interactive.failed'))),
      },
    );
  /** whether a change of this screen is on its way */
  const pendingFor = (deviceKey: string) =>
    mutation.isPending && (mutation.variables?.deviceKeys.includes(deviceKey) ?? false);
  return { toggle, pendingFor, pending: mutation.isPending };
}
