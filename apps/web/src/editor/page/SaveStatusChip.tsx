import Chip from '@mui/material/Chip';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import CloudSyncOutlined from '@mui/icons-material/CloudSyncOutlined';
import { useTranslation } from 'react-i18next';
import type { SaveQueueState } from '../state';

/** Saved / Saving… / Not saved, retrying — always visible while editing. */
export function SaveStatusChip({ state, onRetry }: { state: SaveQueueState; onRetry: () => void }) {
  const { t } = useTranslation('editor');
  if (state.status === 'failed') {
    return (
      <Chip
        size="small"
        color="error"
        icon={<CloudOffOutlined />}
        label={t('save.failed')}
        onClick={onRetry}
        data-testid="save-status"
        data-status="failed"
      />
    );
  }
  const saving = state.status === 'saving';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={saving ? 'default' : 'success'}
      icon={saving ? <CloudSyncOutlined /> : <CloudDoneOutlined />}
      label={saving ? t('save.saving') : t('save.saved')}
      data-testid="save-status"
      data-status={state.status}
      aria-live="polite"
    />
  );
}
