import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCanvaImport } from '@placard/contract';
import { errorMessage } from '../../components/form/formMessage';

/** How far an import has come: Canva exporting, the files being saved, done, or failed with a retry. */
export function CanvaImportProgress({
  current,
  error,
  onRetry,
  showOpen = true,
}: {
  current: TCanvaImport | undefined;
  error: unknown;
  onRetry: () => void;
  /** whether "Open My media" is offered once done */
  showOpen?: boolean;
}) {
  const { t } = useTranslation('canva');
  const failure = error
    ? errorMessage(error, t('import.failed'))
    : current?.state === 'failed'
      ? (current.error?.message ?? t('import.failed'))
      : null;
  if (failure !== null) {
    return (
      <Alert
        severity="error"
        data-testid="canva-import-error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('import.tryAgain')}
          </Button>
        }
      >
        {failure}
      </Alert>
    );
  }
  if (!current) {
    return <LinearProgress aria-label={t('import.exporting')} />;
  }
  if (current.state === 'done') {
    return (
      <Alert
        severity="success"
        data-testid="canva-import-done"
        action={
          showOpen ? (
            <Button color="inherit" size="small" component={RouterLink} to="/media/my">
              {t('import.open')}
            </Button>
          ) : undefined
        }
      >
        {t('import.done', { count: current.mediaIds.length })}
      </Alert>
    );
  }
  const saving = current.state === 'saving';
  const total = current.filesTotal ?? 0;
  const label = !saving
    ? t('import.exporting')
    : total > 1
      ? t('import.savingCount', { saved: current.filesSaved, total })
      : t('import.saving');
  return (
    <Box role="status" data-testid="canva-import-progress">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      {saving && total > 1 ? (
        <LinearProgress variant="determinate" value={(current.filesSaved / total) * 100} aria-label={label} />
      ) : (
        <LinearProgress aria-label={label} />
      )}
    </Box>
  );
}
