import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { useTranslation } from 'react-i18next';
import type { TIntegration } from '@placard/contract';
import { CopyableCode } from '../../components/CopyableCode';
import { SectionCard } from '../../components/SectionCard';
import { errorMessage } from '../../components/form/formMessage';
import { IntegrationStateChip } from './IntegrationStateChip';
import { useDownloadIntegration } from './useDownloadIntegration';

/** How the provider reaches the integration: its endpoint and key, a new key, the JSON description. */
export function ConnectionCard({
  integration,
  editable,
  onRotate,
}: {
  integration: TIntegration;
  editable: boolean;
  onRotate: () => void;
}) {
  const { t } = useTranslation('integrations');
  const download = useDownloadIntegration();
  return (
    <SectionCard
      title={t('connection.title')}
      description={t('connection.text')}
      testId="integration-connection"
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
            {t('connection.state')}
          </Typography>
          <IntegrationStateChip state={integration.state} />
        </Box>
        <Box>
          <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
            {t('keyDialog.endpoint')}
          </Typography>
          <CopyableCode
            value={integration.endpoint}
            testId="integration-endpoint"
            copyLabel={t('actions.copy')}
            copiedLabel={t('actions.copied')}
            sx={{ display: 'flex', justifyContent: 'space-between' }}
          />
        </Box>
        <Box>
          <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
            {t('facts.key')}
          </Typography>
          <Typography component="code" sx={{ fontFamily: 'monospace' }} data-testid="integration-key-hint">
            {t('facts.keyHint', { hint: integration.keyHint })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('connection.keyText')}
          </Typography>
        </Box>
        {download.isError && (
          <Alert severity="error" data-testid="integration-download-error">
            {errorMessage(download.error, t('errors.download'))}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            loading={download.isPending}
            onClick={() => download.mutate(integration.id)}
            data-testid="integration-download"
          >
            {t('actions.download')}
          </Button>
          {editable && (
            <Button
              variant="outlined"
              color="warning"
              startIcon={<KeyOutlined />}
              onClick={onRotate}
              data-testid="integration-rotate-key"
            >
              {t('actions.rotate')}
            </Button>
          )}
        </Box>
      </Box>
    </SectionCard>
  );
}
