import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TIntegration, TIntegrationWithKey } from '@placard/contract';
import { integrationsApi, useIntegrationMutation } from '../../api/integrations';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorMessage } from '../../components/form/formMessage';
import { ApiKeyDialog } from './ApiKeyDialog';

/**
 * Rotate key: asks first (the provider's current key stops working at once), then shows the new key
 * once. `integration` opens it; `onClose` is called when it is over.
 */
export function RotateKeyFlow({
  integration,
  onClose,
}: {
  integration: TIntegration | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('integrations');
  const rotate = useIntegrationMutation(integrationsApi.rotateKey);
  const [result, setResult] = useState<TIntegrationWithKey | null>(null);

  const close = () => {
    rotate.reset();
    onClose();
  };

  return (
    <>
      <ConfirmDialog
        open={integration !== null && result === null}
        title={t('rotate.title', { name: integration?.name ?? '' })}
        text={t('rotate.text')}
        confirmLabel={t('rotate.confirm')}
        cancelLabel={t('actions.cancel')}
        danger
        pending={rotate.isPending}
        error={rotate.isError ? errorMessage(rotate.error, t('errors.rotate')) : null}
        onConfirm={() => integration && rotate.mutate(integration.id, { onSuccess: setResult })}
        onClose={close}
        testId="integration-rotate"
      />
      <ApiKeyDialog
        result={result}
        reason="rotated"
        onClose={() => {
          setResult(null);
          close();
        }}
      />
    </>
  );
}
