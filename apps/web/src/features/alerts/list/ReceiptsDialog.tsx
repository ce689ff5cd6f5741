import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { darken } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { TAlert } from '@placard/contract';
import { useAlertReceipts } from '../../../api/alerts';
import { formatTime } from '../../../components/format';
import { errorMessage } from '../../../components/form/formMessage';
import { receiptCounts, sortedReceipts, type ReceiptStatus } from './receipts';

/** Each status as a chip: shown filled in green; waiting in amber with words dark enough to read (WCAG AA). */
function statusChip(status: ReceiptStatus): Pick<ChipProps, 'color' | 'variant' | 'sx'> {
  if (status === 'shown') return { color: 'success', variant: 'filled' };
  if (status === 'waiting') {
    return {
      color: 'warning',
      variant: 'outlined',
      sx: (theme) => ({ color: darken(theme.palette.warning.main, 0.4) }),
    };
  }
  return { color: 'default', variant: 'outlined' };
}
const STATUSES: readonly ReceiptStatus[] = ['shown', 'waiting', 'offline'];

/** Where each targeted screen is with an active alert: showed it (when), offline, or still awaited; live. */
export function ReceiptsDialog({ alert, onClose }: { alert: TAlert | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('alerts');
  const receipts = useAlertReceipts(alert?.id ?? null);
  const rows = sortedReceipts(receipts.data?.receipts ?? []);
  const counts = receiptCounts(rows);
  const several = new Set(rows.map((row) => row.organizationName)).size > 1;
  return (
    <Dialog
      open={alert !== null}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="alert-receipts-title"
      data-testid="alert-receipts"
    >
      <DialogTitle id="alert-receipts-title">{t('receipts.title', { name: alert?.name ?? '' })}</DialogTitle>
      <DialogContent dividers>
        {receipts.isError && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="alert-receipts-error">
            {errorMessage(receipts.error, t('receipts.loadFailed'))}
          </Alert>
        )}
        {receipts.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
              {STATUSES.map((status) => (
                <Chip
                  key={status}
                  size="small"
                  {...statusChip(status)}
                  label={t(`receipts.count.${status}`, { count: counts[status] })}
                  data-testid={`alert-receipts-count-${status}`}
                  data-count={counts[status]}
                />
              ))}
              <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
                {t('receipts.live')}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              color="success"
              value={counts.total === 0 ? 0 : (counts.shown / counts.total) * 100}
              aria-label={t('receipts.progress', { shown: counts.shown, total: counts.total })}
              sx={{ height: 6, borderRadius: 3, mb: 1 }}
            />
            {rows.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 2 }} data-testid="alert-receipts-empty">
                {t('receipts.none')}
              </Typography>
            ) : (
              <List dense disablePadding>
                {rows.map((row) => (
                  <ListItem
                    key={row.deviceKey}
                    divider
                    disableGutters
                    data-testid="alert-receipt"
                    data-status={row.status}
                    secondaryAction={
                      <Chip
                        size="small"
                        {...statusChip(row.status)}
                        label={t(`receipts.status.${row.status}`)}
                      />
                    }
                  >
                    <ListItemText
                      primary={row.deviceName}
                      secondary={[
                        several ? row.organizationName : null,
                        row.shownAt
                          ? t('receipts.shownAt', { time: formatTime(row.shownAt, i18n.language) })
                          : t(`receipts.hint.${row.status}`),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                      slotProps={{ primary: { sx: { fontWeight: 500 } } }}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button variant="text" onClick={onClose} data-testid="alert-receipts-close">
          {t('receipts.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
