import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { useSession } from '../../../app/session';

/** Whether the organization's licence offers touch interactions (hot corners, jump to slide, popups). */
export function useTouchLicensed(): boolean {
  return useSession().licenseFeatures.interaction;
}

/**
 * Said in place of the touch controls when the licence has no interaction; `kept` when the slide already
 * has some (a licence changed since): they keep working, and may be removed but not changed.
 */
export function TouchNotLicensed({ kept }: { kept: boolean }) {
  const { t } = useTranslation('editorProperties');
  return (
    <Alert severity="info" role="note" sx={{ py: 0 }} data-testid="touch-not-licensed">
      {t(kept ? 'touch.keptNotLicensed' : 'touch.notLicensed')}
    </Alert>
  );
}
