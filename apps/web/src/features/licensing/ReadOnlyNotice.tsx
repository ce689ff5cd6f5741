import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { ReadOnlyReason } from './licensingAccess';

/** Says why the licence, add-ons or prices can only be viewed. */
export function ReadOnlyNotice({
  reason,
  subject,
}: {
  reason: ReadOnlyReason | null;
  subject: 'license' | 'addons';
}) {
  const { t } = useTranslation('licensing');
  if (!reason) return null;
  return (
    <Alert
      severity={reason === 'expired' ? 'warning' : 'info'}
      data-testid={`${subject}-read-only`}
      data-reason={reason}
    >
      {t(`readOnly.${subject}.${reason}`)}
    </Alert>
  );
}
