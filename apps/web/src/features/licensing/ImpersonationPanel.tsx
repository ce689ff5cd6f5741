import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useImpersonationLog, useImpersonationRequests } from '../../api/impersonation';
import { useSession } from '../../app/session';
import { ImpersonationLogCard } from '../impersonation/ImpersonationLogCard';
import { ReceivedRequestsCard } from '../impersonation/ReceivedRequestsCard';
import { SentRequestsCard } from '../impersonation/SentRequestsCard';
import { useCanWrite } from './licensingAccess';

/**
 * Impersonation on /organizations: requests received (consent), what was done on the organization's
 * behalf, and requests sent to sub-organizations with "Act as this organization".
 */
export default function ImpersonationPanel() {
  const { t } = useTranslation('impersonation');
  const session = useSession();
  const canWrite = useCanWrite();
  const impersonating = session.impersonationMode;
  const received = useImpersonationRequests('received', !impersonating);
  const log = useImpersonationLog(!impersonating);
  // The log concerns the recipient: it shows once any request was received or anything was logged.
  const showLog = (received.data?.length ?? 0) > 0 || (log.data?.length ?? 0) > 0 || log.isError;

  return (
    <Box component="section" aria-labelledby="impersonation-panel-title" data-testid="impersonation-panel">
      <Typography variant="h2" id="impersonation-panel-title" sx={{ mb: 0.5 }}>
        {t('panel.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('panel.description')}
      </Typography>
      {impersonating ? (
        <Alert severity="info" data-testid="impersonation-panel-impersonating">
          {t('panel.whileImpersonating')}
        </Alert>
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 6 }}>
            <ReceivedRequestsCard canWrite={canWrite} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <SentRequestsCard canWrite={canWrite} />
          </Grid>
          {showLog && (
            <Grid size={{ xs: 12 }}>
              <ImpersonationLogCard
                entries={log.data}
                isPending={log.isPending}
                isError={log.isError}
                onRetry={() => void log.refetch()}
              />
            </Grid>
          )}
        </Grid>
      )}
    </Box>
  );
}
