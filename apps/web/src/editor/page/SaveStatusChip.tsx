import Chip from '@mui/material/Chip';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import CloudSyncOutlined from '@mui/icons-material/CloudSyncOutlined';
import { useTranslation } from 'react-i18next';
import type { AutosaveState } from './useAutosave';

/** Saved / Saving… / Not saved, retrying / Not saved — always visible while editing. */
export function SaveStatusChip({ state, onRetry }: { state: AutosaveState; onRetry: () => void }) {
  const { t } = useTranslation('editor');
  if (state.status === 'refused') {
    return (
      <Chip
        size="small"
        color="error"
        icon={<CloudOffOutlined />}
        label={t('save.refused')}
        data-testid="save-status"
        data-status="refused"
      />
    );
  }
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
