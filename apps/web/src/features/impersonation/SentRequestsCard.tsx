import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import SwitchAccountOutlined from '@mui/icons-material/SwitchAccountOutlined';
import { useTranslation } from 'react-i18next';
import { useDeleteImpersonationMutation, useImpersonationRequests } from '../../api/impersonation';
import { useSession } from '../../app/session';
import { LoadFailed } from '../../components/LoadFailed';
import { SectionCard } from '../../components/SectionCard';
import { formatDateTime } from '../../components/format';
import { SuccessSnackbar } from '../../components/SuccessSnackbar';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { startImpersonation } from '../../app/impersonationMode';
import { newestFirst, sentActions } from './requestActions';
import { RequestAccessDialog } from './RequestAccessDialog';
import { RequestRow } from './RequestRow';
import { useConfirmedAction } from './useConfirmedAction';

/** Requests this organization sent to its sub-organizations, and acting as one that accepted. */
export function SentRequestsCard({ canWrite }: { canWrite: boolean }) {
  const { t, i18n } = useTranslation('impersonation');
  const session = useSession();
  const sent = useImpersonationRequests('sent');
  const accepted = useImpersonationRequests('accepted');
  const remove = useDeleteImpersonationMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const licensed = session.licenseFeatures.impersonation;
  const usable = useMemo(() => new Set((accepted.data ?? []).map((request) => request.id)), [accepted.data]);
  const confirm = useConfirmedAction(
    ({ request }) => remove.mutateAsync(request.id),
    ({ request }) => setDone(t('sent.revoked', { organization: request.recipientOrganizationName })),
    t('common:loadFailed'),
  );
  const requests = newestFirst(sent.data ?? []);
  const recipient = confirm.target?.request.recipientOrganizationName ?? '';

  return (
    <SectionCard title={t('sent.title')} description={t('sent.description')} testId="impersonation-sent">
      {canWrite && licensed && (
        <Box sx={{ mb: 2 }}>
          <Button
            startIcon={<PersonAddAltOutlined />}
            onClick={() => setDialogOpen(true)}
            data-testid="impersonation-request-button"
          >
            {t('sent.requestAccess')}
          </Button>
        </Box>
      )}
      {!licensed && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="impersonation-not-licensed">
          {t('sent.notLicensed')}
        </Alert>
      )}
      {sent.isPending && <Skeleton variant="rounded" height={96} />}
      {sent.isError && <LoadFailed onRetry={() => void sent.refetch()} />}
      {sent.data && requests.length === 0 && (
        <Typography color="text.secondary" data-testid="impersonation-sent-empty">
          {t('sent.empty')}
        </Typography>
      )}
      {requests.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('sent.title')}>
          {requests.map((request) => {
            const actions = sentActions(request, usable);
            const canStart = actions.includes('start');
            const canRevoke = canWrite && actions.includes('revoke');
            return (
              <RequestRow
                key={request.id}
                id={request.id}
                testId={`impersonation-sent-${request.id}`}
                title={request.recipientOrganizationName}
                state={request.state}
                details={
                  <>
                    {t('sent.sentAt', { date: formatDateTime(request.createdAt, i18n.language) })}
                    {request.respondedAt && (
                      <>
                        <br />
                        {t('sent.respondedAt', { date: formatDateTime(request.respondedAt, i18n.language) })}
                      </>
                    )}
                  </>
                }
                actions={
                  (canStart || canRevoke) && (
                    <>
                      {canStart && (
                        <Button
                          size="small"
                          startIcon={<SwitchAccountOutlined />}
                          onClick={() =>
                            startImpersonation(
                              request.recipientOrganizationId,
                              request.recipientOrganizationName,
                            )
                          }
                          data-testid={`impersonation-start-${request.id}`}
                        >
                          {t('sent.start')}
                        </Button>
                      )}
                      {canRevoke && (
                        <Button
                          size="small"
                          variant="outlined"
                          color="error"
                          onClick={() => confirm.ask('revoke', request)}
                          data-testid={`impersonation-revoke-${request.id}`}
                        >
                          {t('sent.revoke')}
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
      <RequestAccessDialog
        organizationId={session.organizationId}
        open={dialogOpen}
        sent={sent.data ?? []}
        onClose={() => setDialogOpen(false)}
        onSent={(request) => {
          setDialogOpen(false);
          setDone(t('request.sent', { organization: request.recipientOrganizationName }));
        }}
      />
      <ConfirmDialog
        open={confirm.open}
        title={t('sent.confirm.title', { organization: recipient })}
        text={t('sent.confirm.text', { organization: recipient })}
        confirmLabel={t('sent.confirm.button')}
        danger
        pending={confirm.running}
        error={confirm.error}
        onConfirm={() => void confirm.confirm()}
        onClose={confirm.close}
        cancelLabel={t('actions.cancel')}
        testId="impersonation"
      />
      <SuccessSnackbar message={done} onClose={() => setDone(null)} testId="impersonation-sent-done" />
    </SectionCard>
  );
}
