import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCanvaImport } from '@placard/contract';
import { errorMessage } from '../../components/form/formMessage';

/** An import's outcome: a short message, and below it what to do next (narrow cards have no room beside). */
function Outcome({
  severity,
  message,
  action,
  testId,
}: {
  severity: 'success' | 'error';
  message: string;
  action: ReactNode;
  testId: string;
}) {
  return (
    <Box data-testid={testId}>
      <Alert severity={severity} sx={{ py: 0, px: 1, '& .MuiAlert-icon': { mr: 1 } }}>
        {message}
      </Alert>
      {action && <Box sx={{ mt: 0.5 }}>{action}</Box>}
    </Box>
  );
}

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
      <Outcome
        severity="error"
        testId="canva-import-error"
        message={failure}
        action={
          <Button size="small" variant="text" color="error" onClick={onRetry}>
            {t('import.tryAgain')}
          </Button>
        }
      />
    );
  }
  if (!current) {
    return <LinearProgress aria-label={t('import.exporting')} />;
  }
  if (current.state === 'done') {
    return (
      <Outcome
        severity="success"
        testId="canva-import-done"
        message={t('import.done', { count: current.mediaIds.length })}
        action={
          showOpen && (
            <Button size="small" variant="text" color="success" component={RouterLink} to="/media/my">
              {t('import.open')}
            </Button>
          )
        }
      />
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
