import { useTranslation } from 'react-i18next';
import type { TIntegration } from '@placard/contract';
import { integrationsApi, useIntegrationMutation } from '../../api/integrations';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorMessage } from '../../components/form/formMessage';

/** Deletes a disabled integration after asking; alerts it raised stay. */
export function DeleteIntegrationDialog({
  integration,
  onClose,
  onDeleted,
}: {
  integration: TIntegration | null;
  onClose: () => void;
  onDeleted: (name: string) => void;
}) {
  const { t } = useTranslation('integrations');
  const remove = useIntegrationMutation(integrationsApi.remove);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={integration !== null}
      title={t('delete.title', { name: integration?.name ?? '' })}
      text={t('delete.text')}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('actions.cancel')}
      danger
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, t('errors.delete')) : null}
      onConfirm={() =>
        integration &&
        remove.mutate(integration.id, {
          onSuccess: () => {
            remove.reset();
            onDeleted(integration.name);
          },
        })
      }
      onClose={close}
      testId="integration-delete"
    />
  );
}
