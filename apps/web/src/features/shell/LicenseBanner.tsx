import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { isReadOnly } from '@placard/contract';
import { useSession } from '../../app/session';

/**
 * A persistent warning while the organization's licence has expired (the session is view-only: pages
 * hide what would change anything), and a notice while it is about to end.
 */
export function LicenseBanner() {
  const { t } = useTranslation();
  const session = useSession();
  if (isReadOnly(session.licenseStatus)) {
    return (
      <Alert
        severity="warning"
        variant="filled"
        sx={{ borderRadius: 0 }}
        data-testid="license-banner"
        data-status={session.licenseStatus}
      >
        <AlertTitle sx={{ mb: 0.25 }}>
          {session.licenseStatus === 'demo_expired'
            ? t('licensing:banner.demoExpired')
            : t('license.expired')}
        </AlertTitle>
        {t('licensing:banner.readOnly')}
      </Alert>
    );
  }
  if (session.licenseState === 'expiring_soon') {
    return (
      <Alert severity="info" sx={{ borderRadius: 0 }} data-testid="license-expiring-banner">
        {t('licensing:banner.expiringSoon')}
      </Alert>
    );
  }
  return null;
}
