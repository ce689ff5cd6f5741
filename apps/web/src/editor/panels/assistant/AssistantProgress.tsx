import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The assistant at work: how much of its answer has come, a second attempt, and a way to stop it. */
export function AssistantProgress({
  characters,
  attempt,
  onCancel,
}: {
  characters: number;
  attempt: number;
  onCancel: () => void;
}) {
  const { t } = useTranslation('assistant');
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="assistant-progress"
      sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', gap: 1 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('running')}
      </Typography>
      <LinearProgress />
      <Typography variant="caption" color="text.secondary">
        {characters > 0 ? t('received', { count: characters }) : t('waiting')}
      </Typography>
      {attempt > 1 && (
        <Typography variant="caption" color="warning.main">
          {t('retrying')}
        </Typography>
      )}
      <Box>
        <Button size="small" variant="outlined" onClick={onCancel} data-testid="assistant-cancel">
          {t('cancel')}
        </Button>
      </Box>
    </Box>
  );
}
