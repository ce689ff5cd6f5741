import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { isReadOnly } from '@placard/contract';
import { useSession } from '../../app/session';

/** A persistent warning while the organization's licence has expired (the session is view-only). */
export function LicenseBanner() {
  const { t } = useTranslation();
  const session = useSession();
  if (!isReadOnly(session.licenseStatus)) return null;
  return (
    <Alert severity="warning" variant="filled" sx={{ borderRadius: 0 }} data-testid="license-banner">
      {t('license.expired')}
    </Alert>
  );
}
