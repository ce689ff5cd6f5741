import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import type { TIntegrationWithKey } from '@placard/contract';
import { CopyableCode } from '../../components/CopyableCode';
import { errorMessage } from '../../components/form/formMessage';
import { useDownloadIntegration } from './useDownloadIntegration';

/**
 * An integration's API key, shown this once (after creation or a new key), with its endpoint and the
 * JSON description to hand to the provider. Closing it is the only way on: the key is gone after.
 */
export function ApiKeyDialog({
  result,
  reason,
  onClose,
}: {
  result: TIntegrationWithKey | null;
  reason: 'created' | 'rotated';
  onClose: () => void;
}) {
  const { t } = useTranslation('integrations');
  const download = useDownloadIntegration();
  const integration = result?.integration;
  return (
    <Dialog
      open={result !== null}
      aria-labelledby="integration-key-title"
      aria-describedby="integration-key-warning"
      maxWidth="sm"
      fullWidth
      data-testid="integration-key-dialog"
    >
      <DialogTitle id="integration-key-title">
        {t(reason === 'created' ? 'keyDialog.createdTitle' : 'keyDialog.rotatedTitle', {
          name: integration?.name ?? '',
        })}
      </DialogTitle>
      <DialogContent>
        <Alert severity="warning" id="integration-key-warning" sx={{ mb: 2.5 }}>
          {t('keyDialog.warning')}
        </Alert>
        <Typography variant="subtitle2" component="p" sx={{ mb: 0.75 }}>
          {t('keyDialog.key')}
        </Typography>
        {result && (
          <CopyableCode
            value={result.apiKey}
            testId="integration-api-key"
            copyLabel={t('actions.copy')}
            copiedLabel={t('actions.copied')}
            sx={{ display: 'flex', justifyContent: 'space-between' }}
          />
        )}
        <Typography variant="subtitle2" component="p" sx={{ mt: 2.5, mb: 0.75 }}>
          {t('keyDialog.endpoint')}
        </Typography>
        {integration && (
          <CopyableCode
            value={integration.endpoint}
            testId="integration-key-endpoint"
            copyLabel={t('actions.copy')}
            copiedLabel={t('actions.copied')}
            sx={{ display: 'flex', justifyContent: 'space-between' }}
          />
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('keyDialog.howTo')}
        </Typography>
        {download.isError && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="integration-key-download-error">
            {errorMessage(download.error, t('errors.download'))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          loading={download.isPending}
          onClick={() => integration && download.mutate(integration.id)}
          data-testid="integration-key-download"
        >
          {t('actions.download')}
        </Button>
        <Button onClick={onClose} data-testid="integration-key-done">
          {t('keyDialog.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
