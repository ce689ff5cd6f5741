import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import HubOutlined from '@mui/icons-material/HubOutlined';
import { useTranslation } from 'react-i18next';
import { isReadOnly, type TIntegration } from '@placard/contract';
import { integrationsApi, useIntegrationList, useIntegrationMutation } from '../../api/integrations';
import { useSession } from '../../app/session';
import { LoadFailed } from '../../components/LoadFailed';
import { PageHeader } from '../../components/PageHeader';
import { LinkButton } from '../../components/RouterLinks';
import { Toast, useToast } from '../../components/Toast';
import { errorMessage } from '../../components/form/formMessage';
import { DeleteIntegrationDialog } from './DeleteIntegrationDialog';
import { IntegrationCard, type IntegrationCommand } from './IntegrationCard';
import { integrationEditPath, NEW_INTEGRATION } from './paths';
import { RotateKeyFlow } from './RotateKeyFlow';
import { useDownloadIntegration } from './useDownloadIntegration';

/** An empty list: what an integration is for, and the way to make the first. */
function EmptyState({ newPath, editable }: { newPath: string; editable: boolean }) {
  const { t } = useTranslation('integrations');
  return (
    <Card data-testid="integrations-empty">
      <CardContent sx={{ textAlign: 'center', py: 6, px: 3 }}>
        <HubOutlined color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('empty.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto', mb: 3 }}>
          {t('empty.body')}
        </Typography>
        {editable && (
          <LinkButton to={newPath} startIcon={<Add />} data-testid="integrations-create-first">
            {t('empty.create')}
          </LinkButton>
        )}
      </CardContent>
    </Card>
  );
}

/** /alerts/integrations: the organization's integrations, through which service providers raise alerts. */
export default function IntegrationsPage() {
  const { t } = useTranslation('integrations');
  const session = useSession();
  const editable = !isReadOnly(session.licenseStatus);
  const list = useIntegrationList();
  const { toast, show, close } = useToast();
  const [rotating, setRotating] = useState<TIntegration | null>(null);
  const [deleting, setDeleting] = useState<TIntegration | null>(null);
  const download = useDownloadIntegration();
  const toggle = useIntegrationMutation((integration: TIntegration) =>
    integration.state === 'enabled'
      ? integrationsApi.disable(integration.id)
      : integrationsApi.enable(integration.id),
  );
  const newPath = integrationEditPath(session.organizationId, NEW_INTEGRATION);

  const onCommand = (command: IntegrationCommand, integration: TIntegration) => {
    if (command === 'rotate') setRotating(integration);
    else if (command === 'delete') setDeleting(integration);
    else if (command === 'download') {
      download.mutate(integration.id, {
        onError: (error) => show(errorMessage(error, t('errors.download')), 'error'),
      });
    } else {
      toggle.mutate(integration, {
        onSuccess: (changed) =>
          show(t(changed.state === 'enabled' ? 'enabled' : 'disabled', { name: changed.name })),
        onError: (error) => show(errorMessage(error, t('errors.toggle')), 'error'),
      });
    }
  };

  const integrations = list.data?.results ?? [];
  return (
    <Box data-testid="integrations-page" sx={{ pb: 6 }}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          editable &&
          integrations.length > 0 && (
            <LinkButton to={newPath} startIcon={<Add />} data-testid="integrations-create">
              {t('actions.new')}
            </LinkButton>
          )
        }
      />
      {!editable && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="integrations-read-only">
          {t('readOnly')}
        </Alert>
      )}
      {list.isError && <LoadFailed message={t('errors.load')} onRetry={() => void list.refetch()} />}
      {list.isPending && (
        <Stack spacing={2} data-testid="integrations-loading">
          <Skeleton variant="rounded" height={150} />
          <Skeleton variant="rounded" height={150} />
        </Stack>
      )}
      {list.isSuccess && integrations.length === 0 && <EmptyState newPath={newPath} editable={editable} />}
      {integrations.length > 0 && (
        <Stack
          component="ul"
          spacing={2}
          sx={{ p: 0, m: 0 }}
          aria-label={t('title')}
          data-testid="integrations-list"
        >
          {integrations.map((integration) => (
            <IntegrationCard
              key={integration.id}
              integration={integration}
              editable={editable}
              busy={toggle.isPending && toggle.variables.id === integration.id}
              onCommand={onCommand}
            />
          ))}
        </Stack>
      )}
      <RotateKeyFlow integration={rotating} onClose={() => setRotating(null)} />
      <DeleteIntegrationDialog
        integration={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(name) => {
          setDeleting(null);
          show(t('deleted', { name }));
        }}
      />
      <Toast toast={toast} onClose={close} testId="integrations-toast" />
    </Box>
  );
}
