import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';

/** Says that a change sent to the server did not go through. */
export function CallFailed({ failed }: { failed: boolean }) {
  const { t } = useTranslation('editorProperties');
  if (!failed) return null;
  return (
    <Typography role="alert" variant="caption" color="error">
      {t('callFailed')}
    </Typography>
  );
}
