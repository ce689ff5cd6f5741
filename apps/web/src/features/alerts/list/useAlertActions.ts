import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAlert } from '@placard/contract';
import { alertsApi, useAlertMutation } from '../../../api/alerts';
import { errorMessage } from '../../../components/form/formMessage';
import { useToast } from '../../../components/Toast';

/**
 * What the list does with an alert: activation and deletion ask first (their dialogs show a refusal);
 * deactivation acts at once, its refusal in the snackbar.
 */
export function useAlertActions() {
  const { t } = useTranslation('alerts');
  const toast = useToast();
  const [activating, setActivating] = useState<TAlert | null>(null);
  const [deleting, setDeleting] = useState<TAlert | null>(null);
  const [receiptsOf, setReceiptsOf] = useState<TAlert | null>(null);
  const activate = useAlertMutation(alertsApi.activate);
  const deactivate = useAlertMutation(alertsApi.deactivate);
  const remove = useAlertMutation(alertsApi.remove);

  return {
    toast,
    activating,
    deleting,
    receiptsOf,
    activate,
    deactivate,
    remove,
    openActivate: (alert: TAlert) => {
      activate.reset();
      setActivating(alert);
    },
    closeActivate: () => setActivating(null),
    confirmActivate: () => {
      if (!activating) return;
      activate.mutate(activating.id, {
        onSuccess: (active) => {
          setActivating(null);
          toast.show(t('activate.done', { name: active.name }));
          setReceiptsOf(active);
        },
      });
    },
    openDelete: (alert: TAlert) => {
      remove.reset();
      setDeleting(alert);
    },
    closeDelete: () => setDeleting(null),
    confirmDelete: () => {
      if (!deleting) return;
      remove.mutate(deleting.id, {
        onSuccess: () => {
          toast.show(t('remove.done', { name: deleting.name }));
          setDeleting(null);
        },
      });
    },
    deactivateNow: (alert: TAlert) =>
      deactivate.mutate(alert.id, {
        onSuccess: (ended) => toast.show(t('deactivate.done', { name: ended.name })),
        onError: (error) => toast.show(errorMessage(error, t('errors.actionFailed')), 'error'),
      }),
    openReceipts: setReceiptsOf,
    closeReceipts: () => setReceiptsOf(null),
    errorOf: (error: unknown) => (error ? errorMessage(error, t('errors.actionFailed')) : null),
  };
}

export type AlertActions = ReturnType<typeof useAlertActions>;
