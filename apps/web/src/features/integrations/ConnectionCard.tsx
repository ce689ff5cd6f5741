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
import { FeedErrorAlert } from './FeedErrorAlert';
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
      <Box
        sx={{
          display: 'grid',
          columnGap: 3,
          rowGap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'auto minmax(0, 1fr) auto' },
          alignItems: 'start',
        }}
      >
        <Box>
          <Typography variant="subtitle2" component="p" sx={{ mb: 0.75 }}>
            {t('connection.state')}
          </Typography>
          <IntegrationStateChip state={integration.state} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
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
          <Typography
            component="code"
            sx={{ fontFamily: 'monospace', fontSize: '0.95rem', display: 'block', py: 0.75 }}
            data-testid="integration-key-hint"
          >
            {t('facts.keyHint', { hint: integration.keyHint })}
          </Typography>
        </Box>
      </Box>
      <FeedErrorAlert integration={integration} />
      {download.isError && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="integration-download-error">
          {errorMessage(download.error, t('errors.download'))}
        </Alert>
      )}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          mt: 2.5,
          pt: 2,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 280px' }}>
          {t('connection.keyText')}
        </Typography>
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
            startIcon={<KeyOutlined />}
            onClick={onRotate}
            data-testid="integration-rotate-key"
          >
            {t('actions.rotate')}
          </Button>
        )}
      </Box>
    </SectionCard>
  );
}
