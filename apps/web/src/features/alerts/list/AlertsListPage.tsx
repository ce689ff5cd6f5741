import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddAlertOutlined from '@mui/icons-material/AddAlertOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { useTranslation } from 'react-i18next';
import { isReadOnly } from '@placard/contract';
import { useAlertList } from '../../../api/alerts';
import { useSession } from '../../../app/session';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadFailed } from '../../../components/LoadFailed';
import { LinkButton } from '../../../components/RouterLinks';
import { Toast } from '../../../components/Toast';
import { ALERTS_CREATE_PATH } from '../paths';
import { ActivationTargets } from '../fields/ActivationTargets';
import { AlertRow } from './AlertRow';
import { alertListRefreshMs } from './alertListRefresh';
import { ReceiptsDialog } from './ReceiptsDialog';
import { useAlertActions } from './useAlertActions';

function EmptyAlerts({ writable }: { writable: boolean }) {
  const { t } = useTranslation('alerts');
  return (
    <Box
      data-testid="alerts-empty"
      sx={(theme) => ({
        textAlign: 'center',
        py: { xs: 6, md: 8 },
        px: 3,
        borderRadius: 3,
        border: `2px dashed ${theme.palette.divider}`,
        bgcolor: 'background.paper',
      })}
    >
      <Box
        aria-hidden
        sx={{
          width: 72,
          height: 72,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
          '& svg': { fontSize: 36 },
        }}
      >
        <NotificationsNoneOutlined />
      </Box>
      <Typography variant="h3" sx={{ mb: 1 }}>
        {t('empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480, mx: 'auto', mb: writable ? 3 : 0 }}>
        {t('empty.body')}
      </Typography>
      {writable && (
        <LinkButton
          to={ALERTS_CREATE_PATH}
          startIcon={<AddAlertOutlined />}
          data-testid="alerts-empty-create"
        >
          {t('empty.create')}
        </LinkButton>
      )}
    </Box>
  );
}

/** /alerts/list: the organization's alerts, newest first, with what can be done with each now. */
export default function AlertsListPage() {
  const { t } = useTranslation('alerts');
  const session = useSession();
  const writable = !isReadOnly(session.licenseStatus);
  const list = useAlertList({ refreshMs: alertListRefreshMs });
  const actions = useAlertActions();
  const alerts = list.data?.results ?? [];
  const cancel = t('cancel');

  let content;
  if (list.isPending) content = <Skeleton variant="rounded" height={240} />;
  else if (list.isError)
    content = <LoadFailed message={t('loadFailed')} onRetry={() => void list.refetch()} />;
  else if (alerts.length === 0) content = <EmptyAlerts writable={writable} />;
  else {
    content = (
      <Stack
        component="ul"
        spacing={1.5}
        sx={{ m: 0, p: 0 }}
        aria-label={t('list.label')}
        data-testid="alerts-list"
      >
        {alerts.map((alert) => (
          <AlertRow key={alert.id} alert={alert} actions={actions} writable={writable} />
        ))}
      </Stack>
    );
  }

  return (
    <Box>
      {content}
      <ConfirmDialog
        open={actions.activating !== null}
        title={t('activate.title', { name: actions.activating?.name ?? '' })}
        text={
          actions.activating && (
            <>
              <Typography sx={{ mb: 1.5 }}>{t('activate.text')}</Typography>
              <ActivationTargets targets={actions.activating.targets} />
            </>
          )
        }
        confirmLabel={t('activate.confirm')}
        cancelLabel={cancel}
        danger
        pending={actions.activate.isPending}
        error={actions.errorOf(actions.activate.error)}
        onConfirm={actions.confirmActivate}
        onClose={actions.closeActivate}
        testId="alert-activate-dialog"
      />
      <ConfirmDialog
        open={actions.deleting !== null}
        title={t('remove.title')}
        text={t('remove.text', { name: actions.deleting?.name ?? '' })}
        confirmLabel={t('remove.confirm')}
        cancelLabel={cancel}
        danger
        pending={actions.remove.isPending}
        error={actions.errorOf(actions.remove.error)}
        onConfirm={actions.confirmDelete}
        onClose={actions.closeDelete}
        testId="alert-delete-dialog"
      />
      <ReceiptsDialog alert={actions.receiptsOf} onClose={actions.closeReceipts} />
      <Toast toast={actions.toast.toast} onClose={actions.toast.close} testId="alerts-toast" />
    </Box>
  );
}
