import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isReadOnly, type TIntegration, type TIntegrationWithKey } from '@placard/contract';
import { integrationsApi, useIntegrationList, useIntegrationMutation } from '../../api/integrations';
import { useSession } from '../../app/session';
import { LoadFailed } from '../../components/LoadFailed';
import { PageHeader } from '../../components/PageHeader';
import { Toast, useToast } from '../../components/Toast';
import { NotFoundCard } from '../devices/NotFoundCard';
import { idParam } from '../devices/paths';
import { ApiKeyDialog } from './ApiKeyDialog';
import { ConnectionCard } from './ConnectionCard';
import { IntegrationForm } from './IntegrationForm';
import { integrationFormOf, newIntegrationForm } from './integrationForm';
import { INTEGRATIONS_PATH, NEW_INTEGRATION } from './paths';
import { RotateKeyFlow } from './RotateKeyFlow';

/** The form reads best at this width (three provider cards side by side). */
const PAGE_WIDTH = 1040;

/**
 * /alerts/integrations/edit/{orgId}/{integrationId}: a new integration (id `new`) or one to change.
 * The organization in the address must be the one the user acts for; any other is not found.
 */
export default function IntegrationEditPage() {
  const params = useParams();
  const session = useSession();
  const organizationId = idParam(params.orgId);
  if (organizationId === null || organizationId !== session.organizationId) return <IntegrationNotFound />;
  if (params.integrationId === NEW_INTEGRATION) return <NewIntegration />;
  const integrationId = idParam(params.integrationId);
  if (integrationId === null) return <IntegrationNotFound />;
  return <IntegrationLoader integrationId={integrationId} />;
}

function IntegrationNotFound() {
  const { t } = useTranslation('integrations');
  return (
    <NotFoundCard
      title={t('notFound.title')}
      body={t('notFound.body')}
      back={INTEGRATIONS_PATH}
      backLabel={t('notFound.back')}
      testId="integration-not-found"
    />
  );
}

function NewIntegration() {
  const { t } = useTranslation('integrations');
  const session = useSession();
  const navigate = useNavigate();
  const create = useIntegrationMutation(integrationsApi.create);
  const [created, setCreated] = useState<TIntegrationWithKey | null>(null);
  const [values] = useState(newIntegrationForm);
  return (
    <Box data-testid="integration-edit-page" data-mode="create" sx={{ pb: 6, maxWidth: PAGE_WIDTH }}>
      <PageHeader title={t('create.title')} subtitle={t('create.subtitle')} />
      <IntegrationForm
        values={values}
        editable={!isReadOnly(session.licenseStatus)}
        submitLabel={t('create.submit')}
        onSave={async (input) => setCreated(await create.mutateAsync(input))}
      />
      <ApiKeyDialog
        result={created}
        reason="created"
        onClose={() => void navigate(INTEGRATIONS_PATH, { replace: true })}
      />
    </Box>
  );
}

function IntegrationLoader({ integrationId }: { integrationId: number }) {
  const { t } = useTranslation('integrations');
  const list = useIntegrationList();
  if (list.isError) return <LoadFailed message={t('errors.load')} onRetry={() => void list.refetch()} />;
  if (list.isPending) {
    return (
      <Box data-testid="integration-loading">
        <Skeleton variant="text" width={280} height={48} />
        <Skeleton variant="rounded" height={420} sx={{ mt: 2 }} />
      </Box>
    );
  }
  const integration = list.data.results.find((candidate) => candidate.id === integrationId);
  if (!integration) return <IntegrationNotFound />;
  return <IntegrationEditor integration={integration} />;
}

function IntegrationEditor({ integration }: { integration: TIntegration }) {
  const { t } = useTranslation('integrations');
  const session = useSession();
  const editable = !isReadOnly(session.licenseStatus);
  const update = useIntegrationMutation(integrationsApi.update);
  const [rotating, setRotating] = useState(false);
  const { toast, show, close } = useToast();
  const values = useMemo(() => integrationFormOf(integration), [integration]);

  return (
    <Box
      data-testid="integration-edit-page"
      data-mode="edit"
      data-integration-id={integration.id}
      sx={{ pb: 6, maxWidth: PAGE_WIDTH }}
    >
      <PageHeader title={integration.name} subtitle={t(`providers.${integration.provider}`)} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <ConnectionCard integration={integration} editable={editable} onRotate={() => setRotating(true)} />
        <IntegrationForm
          values={values}
          editable={editable}
          submitLabel={t('edit.submit')}
          onSave={async (input) => {
            await update.mutateAsync({ id: integration.id, ...input });
            show(t('saved', { name: input.name }));
          }}
        />
      </Box>
      <RotateKeyFlow integration={rotating ? integration : null} onClose={() => setRotating(false)} />
      <Toast toast={toast} onClose={close} testId="integration-toast" />
    </Box>
  );
}
