import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES, type ErrorCode } from '@placard/contract';
import { LoadFailed } from '../../components/LoadFailed';
import { SuccessSnackbar } from '../../components/SuccessSnackbar';
import { CanvaAccountBar } from './CanvaAccountBar';
import { useCanvaStatus } from './canvaApi';
import { CanvaConnectCard } from './CanvaConnectCard';
import { CanvaDesignGrid } from './CanvaDesignGrid';

const isErrorCode = (code: string | null): code is ErrorCode =>
  code !== null && (ERROR_CODES as readonly string[]).includes(code);

/**
 * /media/canva: the user's own Canva account. Not connected, it offers to connect (and says why the
 * last attempt failed, to try again); connected, it lists the designs to import or edit in Canva. Canva
 * sends the browser back here (?connected=1, or ?error=<code>).
 */
export default function CanvaPage() {
  const { t } = useTranslation('canva');
  const status = useCanvaStatus();
  const [params, setParams] = useSearchParams();
  const returned = params.get('error');
  const [notice, setNotice] = useState<string | null>(() =>
    params.get('connected') ? t('connect.connected') : null,
  );
  const failure = isErrorCode(returned) ? t(`errors:${returned}`) : null;
  const clearReturn = () => setParams({}, { replace: true });

  if (!status.available && !status.isPending) {
    return status.isError ? (
      <LoadFailed onRetry={() => void status.refetch()} />
    ) : (
      <Alert severity="info" data-testid="canva-not-available">
        {t('notAvailable')}
      </Alert>
    );
  }
  return (
    <>
      {status.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : status.data?.connection ? (
        <>
          <CanvaAccountBar
            connection={status.data.connection}
            onDisconnected={() => setNotice(t('account.disconnected'))}
          />
          <CanvaDesignGrid />
        </>
      ) : (
        <CanvaConnectCard failure={failure} />
      )}
      <SuccessSnackbar
        message={notice}
        onClose={() => {
          setNotice(null);
          clearReturn();
        }}
        testId="canva-notice"
      />
    </>
  );
}
