import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** Shown when a page's text or data could not be fetched, with a retry. */
export function LoadFailed({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      data-testid="load-failed"
      action={
        onRetry && (
          <Button color="inherit" variant="text" size="small" onClick={onRetry}>
            {t('actions.tryAgain')}
          </Button>
        )
      }
    >
      {message ?? t('loadFailed')}
    </Alert>
  );
}
