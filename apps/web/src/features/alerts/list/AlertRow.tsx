import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TAlert, TAlertActor } from '@placard/contract';
import { formatDateTime } from '../../../components/format';
import { AlertTypeSwatch } from '../fields/AlertTypeSwatch';
import { alertEditPath } from '../paths';
import { AlertStateChip } from './AlertStateChip';
import { durationText } from './alertDuration';
import type { AlertActions } from './useAlertActions';

/** Who did it: a person's name, or the integration's marked as such. */
function useActorName() {
  const { t } = useTranslation('alerts');
  return (actor: TAlertActor | null) =>
    actor === null
      ? null
      : actor.kind === 'integration'
        ? t('audit.integration', { name: actor.name })
        : actor.name;
}

/** The audit of an alert: when it was activated and by whom, when it ended and by whom (or by itself). */
function auditLines(
  alert: TAlert,
  t: (key: string, options?: Record<string, unknown>) => string,
  language: string,
  actorName: ReturnType<typeof useActorName>,
): string[] {
  const lines: string[] = [];
  if (alert.activatedAt) {
    lines.push(
      t('audit.activated', {
        time: formatDateTime(alert.activatedAt, language),
        by: actorName(alert.activatedBy) ?? t('audit.unknown'),
      }),
    );
  }
  if (alert.state === 'active' && alert.endsAt) {
    lines.push(t('audit.endsAt', { time: formatDateTime(alert.endsAt, language) }));
  }
  if (alert.state === 'deactivated') {
    const ended = alert.deactivatedAt ?? alert.endsAt;
    const by = actorName(alert.deactivatedBy);
    if (ended) {
      lines.push(
        by
          ? t('audit.deactivated', { time: formatDateTime(ended, language), by })
          : t('audit.ended', { time: formatDateTime(ended, language) }),
      );
    }
  }
  return lines;
}

/**
 * One alert: its type, name, state and how long it lasts, who activated and ended it, and what can be done
 * with it now. An active alert opens its delivery receipts; a parent's broadcast only says where it is from.
 */
export function AlertRow({
  alert,
  actions,
  writable,
}: {
  alert: TAlert;
  actions: AlertActions;
  /** the licence lets the organization change alerts (ending one is always possible) */
  writable: boolean;
}) {
  const { t, i18n } = useTranslation('alerts');
  const navigate = useNavigate();
  const actorName = useActorName();
  const active = alert.state === 'active';
  const audit = auditLines(alert, t, i18n.language, actorName);
  const deactivating = actions.deactivate.isPending && actions.deactivate.variables === alert.id;

  const summary = (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        minWidth: 0,
        textAlign: 'left',
        width: '100%',
      }}
    >
      <AlertTypeSwatch
        type={alert.type}
        label={t(`type.${alert.type}`)}
        backgroundColor={alert.backgroundColor}
        textColor={alert.textColor}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.25 }}>
          <Typography
            component="h3"
            sx={{ fontWeight: 700, fontSize: '1rem', overflowWrap: 'anywhere' }}
            data-testid="alert-name"
          >
            {alert.name}
          </Typography>
          <AlertStateChip state={alert.state} />
          {alert.readOnly && (
            <Chip
              size="small"
              variant="outlined"
              label={t('origin', { organization: alert.origin.organizationName })}
              data-testid="alert-origin"
            />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {[
            t(`type.${alert.type}`),
            durationText(t, alert),
            alert.integration ? t('raisedBy', { name: alert.integration.name }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {audit.map((line) => (
          <Typography key={line} variant="body2" color="text.secondary" data-testid="alert-audit">
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );

  return (
    <Paper
      variant="outlined"
      component="li"
      data-testid="alert-row"
      data-alert-id={alert.id}
      data-state={alert.state}
      sx={(theme) => ({
        listStyle: 'none',
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: { xs: 1.5, sm: 2 },
        p: 2,
        borderRadius: 2,
        // an active alert stands out by a red frame and a bar inside its left edge, its content unmoved
        ...(active && {
          borderColor: theme.palette.error.main,
          boxShadow: `inset 4px 0 0 ${theme.palette.error.main}`,
        }),
      })}
    >
      {active && !alert.readOnly ? (
        <ButtonBase
          onClick={() => actions.openReceipts(alert)}
          aria-label={t('receipts.open', { name: alert.name })}
          data-testid="alert-open-receipts"
          sx={{ flex: 1, minWidth: 0, borderRadius: 1, justifyContent: 'flex-start' }}
        >
          {summary}
        </ButtonBase>
      ) : (
        <Box sx={{ flex: 1, minWidth: 0 }}>{summary}</Box>
      )}
      {!alert.readOnly && (
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}
        >
          {active ? (
            <>
              <Button
                variant="outlined"
                startIcon={<SensorsOutlined />}
                onClick={() => actions.openReceipts(alert)}
                data-testid="alert-receipts-button"
              >
                {t('receipts.button')}
              </Button>
              <Button
                color="error"
                startIcon={<StopCircleOutlined />}
                onClick={() => actions.deactivateNow(alert)}
                loading={deactivating}
                data-testid="alert-deactivate"
              >
                {t('deactivate.button')}
              </Button>
            </>
          ) : (
            <>
              <Button
                startIcon={<CampaignOutlined />}
                onClick={() => actions.openActivate(alert)}
                disabled={!writable}
                data-testid="alert-activate"
              >
                {t('activate.button')}
              </Button>
              <Tooltip title={t('edit')}>
                <span>
                  <IconButton
                    onClick={() => void navigate(alertEditPath(alert.id))}
                    disabled={!writable}
                    aria-label={t('editNamed', { name: alert.name })}
                    data-testid="alert-edit"
                  >
                    <EditOutlined />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={t('remove.button')}>
                <span>
                  <IconButton
                    onClick={() => actions.openDelete(alert)}
                    disabled={!writable}
                    aria-label={t('remove.named', { name: alert.name })}
                    data-testid="alert-delete"
                  >
                    <DeleteOutlined />
                  </IconButton>
                </span>
              </Tooltip>
            </>
          )}
        </Box>
      )}
    </Paper>
  );
}
