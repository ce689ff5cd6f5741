import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  useAcceptImpersonationMutation,
  useDeleteImpersonationMutation,
  useImpersonationRequests,
} from '../../api/impersonation';
import { useSession } from '../../app/session';
import { LoadFailed } from '../../components/LoadFailed';
import { SectionCard } from '../../components/SectionCard';
import { formatDateTime } from '../../components/format';
import { SuccessSnackbar } from '../../components/SuccessSnackbar';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { canAccept, newestFirst, receivedActions } from './requestActions';
import { RequestRow } from './RequestRow';
import { useConfirmedAction } from './useConfirmedAction';

/** Requests from the parent organization to act as this one: consent is given or refused here. */
export function ReceivedRequestsCard({ canWrite }: { canWrite: boolean }) {
  const { t, i18n } = useTranslation('impersonation');
  const session = useSession();
  const received = useImpersonationRequests('received');
  const accept = useAcceptImpersonationMutation();
  const remove = useDeleteImpersonationMutation();
  const [done, setDone] = useState<string | null>(null);
  const owner = canAccept(session.role.name);
  const confirm = useConfirmedAction(
    ({ action, request }) =>
      action === 'accept' ? accept.mutateAsync(request.id) : remove.mutateAsync(request.id),
    ({ action, request }) =>
      setDone(t(`received.done.${action}`, { organization: request.senderOrganizationName })),
    t('common:loadFailed'),
  );
  const requests = newestFirst(received.data ?? []);
  const hasPending = requests.some((request) => request.state === 'pending');
  const action = confirm.target?.action;
  const sender = confirm.target?.request.senderOrganizationName ?? '';

  return (
    <SectionCard
      title={t('received.title')}
      description={t('received.description')}
      testId="impersonation-received"
    >
      {received.isPending && <Skeleton variant="rounded" height={96} />}
      {received.isError && <LoadFailed onRetry={() => void received.refetch()} />}
      {received.data && requests.length === 0 && (
        <Typography color="text.secondary" data-testid="impersonation-received-empty">
          {t('received.empty')}
        </Typography>
      )}
      {hasPending && !owner && canWrite && (
        <Alert
          severity="info"
          sx={{ mb: 1 }}
          id="impersonation-owner-only"
          data-testid="impersonation-owner-only"
        >
          {t('received.ownerOnly', { organization: session.organizationName })}
        </Alert>
      )}
      {requests.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('received.title')}>
          {requests.map((request) => {
            const actions = canWrite ? receivedActions(request) : [];
            return (
              <RequestRow
                key={request.id}
                id={request.id}
                testId={`impersonation-received-${request.id}`}
                title={request.senderOrganizationName}
                state={request.state}
                details={
                  <>
                    {t('received.sentBy', { name: request.senderName, email: request.senderEmail })}
                    <br />
                    {t('received.sentAt', { date: formatDateTime(request.createdAt, i18n.language) })}
                  </>
                }
                actions={
                  actions.length > 0 && (
                    <>
                      {actions.includes('accept') && (
                        <Button
                          size="small"
                          disabled={!owner}
                          aria-describedby={owner ? undefined : 'impersonation-owner-only'}
                          onClick={() => confirm.ask('accept', request)}
                          data-testid={`impersonation-accept-${request.id}`}
                        >
                          {t('received.accept')}
                        </Button>
                      )}
                      {actions.includes('reject') && (
                        <Button
                          size="small"
                          variant="outlined"
                          color="error"
                          onClick={() => confirm.ask('reject', request)}
                          data-testid={`impersonation-reject-${request.id}`}
                        >
                          {t('received.reject')}
                        </Button>
                      )}
                      {actions.includes('withdraw') && (
                        <Button
                          size="small"
                          variant="outlined"
                          color="error"
                          onClick={() => confirm.ask('withdraw', request)}
                          data-testid={`impersonation-withdraw-${request.id}`}
                        >
                          {t('received.withdraw')}
                        </Button>
                      )}
                    </>
                  )
                }
              />
            );
          })}
        </Box>
      )}
      <ConfirmDialog
        open={confirm.open}
        title={action ? t(`received.confirm.${action}.title`, { organization: sender }) : ''}
        text={action ? t(`received.confirm.${action}.text`, { organization: sender }) : ''}
        confirmLabel={action ? t(`received.confirm.${action}.button`) : ''}
        danger={action !== 'accept'}
        pending={confirm.running}
        error={confirm.error}
        onConfirm={() => void confirm.confirm()}
        onClose={confirm.close}
        cancelLabel={t('actions.cancel')}
        testId="impersonation"
      />
      <SuccessSnackbar message={done} onClose={() => setDone(null)} testId="impersonation-received-done" />
    </SectionCard>
  );
}
