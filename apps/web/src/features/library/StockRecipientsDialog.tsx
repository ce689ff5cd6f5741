import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../app/session';
import { errorMessage } from '../../components/form/formMessage';
import { useLibraryMutation, type LibraryApi, type StockHolder } from './libraryApi';
import type { LibraryEntry } from './libraryTarget';
import { useLibraryText } from './libraryText';

interface StockRecipientsDialogProps {
  api: LibraryApi;
  /** the item whose stock copies are managed (null: the dialog is closed) */
  item: LibraryEntry | null;
  onClose: () => void;
  onWithdrawn: (count: number) => void;
}

/**
 * Who holds stock copies of one of my items: each organization (and the platform) with Withdraw, and
 * Withdraw from all for owners and admins (unshare_all_stock_media).
 */
export function StockRecipientsDialog(props: StockRecipientsDialogProps) {
  return props.item ? <RecipientsList {...props} item={props.item} /> : null;
}

function RecipientsList({
  api,
  item,
  onClose,
  onWithdrawn,
}: StockRecipientsDialogProps & { item: LibraryEntry }) {
  const { t } = useLibraryText();
  const session = useSession();
  const recipients = useQuery({
    queryKey: api.stockRecipientsKey(item.id),
    queryFn: () => api.stockRecipients(item.id),
    staleTime: 0,
  });
  const withdraw = useLibraryMutation(api, (holder: StockHolder) => api.stockUnshare(item.id, holder));
  const withdrawAll = useLibraryMutation(api, () => api.stockUnshareAll(item.id));
  const [confirmingAll, setConfirmingAll] = useState(false);
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const mayWithdrawAll = session.permissions.includes('unshare_all_stock_media');
  const data = recipients.data;
  const total = (data?.recipients.length ?? 0) + (data?.platform ? 1 : 0);
  const pending = withdraw.isPending || withdrawAll.isPending;
  const failure = withdraw.error ?? withdrawAll.error;

  const withdrawFrom = (key: string, from: StockHolder) => {
    setWithdrawing(key);
    withdraw.mutate(from, { onSuccess: (result) => onWithdrawn(result.count) });
  };

  const row = (key: string, name: string, icon: ReactNode, from: StockHolder) => (
    <ListItem
      key={key}
      divider
      data-testid={`stock-recipient-${key}`}
      secondaryAction={
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={pending}
          loading={withdraw.isPending && withdrawing === key}
          onClick={() => withdrawFrom(key, from)}
          aria-label={t('stock.withdrawFrom', { name })}
          data-testid={`stock-withdraw-${key}`}
        >
          {t('stock.withdraw')}
        </Button>
      }
    >
      <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
      <ListItemText primary={name} slotProps={{ primary: { noWrap: true, sx: { pr: 12 } } }} />
    </ListItem>
  );

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="stock-recipients-title"
      data-testid="stock-recipients-dialog"
    >
      <DialogTitle id="stock-recipients-title" sx={{ overflowWrap: 'anywhere' }}>
        {t('stock.recipientsTitle', { name: item.name })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>{t('stock.recipientsText')}</DialogContentText>
        {recipients.isPending && <Skeleton variant="rounded" height={96} />}
        {recipients.isError && (
          <Alert severity="error">{errorMessage(recipients.error, t('errors.loadFailed'))}</Alert>
        )}
        {data && total === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }} data-testid="stock-recipients-empty">
            {t('stock.noRecipients')}
          </Typography>
        )}
        {data && total > 0 && (
          <List dense aria-label={t('stock.recipientsLabel')} data-testid="stock-recipients">
            {data.platform &&
              row('platform', t('stock.platform'), <PublicOutlined fontSize="small" />, { platform: true })}
            {data.recipients.map((recipient) =>
              row(String(recipient.organizationId), recipient.name, <BusinessOutlined fontSize="small" />, {
                organizationId: recipient.organizationId,
              }),
            )}
          </List>
        )}
        {confirmingAll && (
          <Alert
            severity="warning"
            sx={{ mt: 2 }}
            data-testid="stock-withdraw-all-confirm"
            action={
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button size="small" variant="text" color="inherit" onClick={() => setConfirmingAll(false)}>
                  {t('actions.cancel')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  loading={withdrawAll.isPending}
                  onClick={() =>
                    withdrawAll.mutate(undefined, {
                      onSuccess: (result) => {
                        setConfirmingAll(false);
                        onWithdrawn(result.count);
                      },
                    })
                  }
                  data-testid="stock-withdraw-all-submit"
                >
                  {t('stock.withdrawAllSubmit')}
                </Button>
              </Box>
            }
          >
            {t('stock.withdrawAllConfirm', { count: total })}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="stock-withdraw-error">
            {errorMessage(failure, t('errors.withdrawFailed'))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {mayWithdrawAll && total > 0 && !confirmingAll && (
          <Button
            variant="text"
            color="error"
            disabled={pending}
            onClick={() => setConfirmingAll(true)}
            data-testid="stock-withdraw-all"
            sx={{ mr: 'auto' }}
          >
            {t('stock.withdrawAll')}
          </Button>
        )}
        <Button variant="text" onClick={onClose} disabled={pending}>
          {t('actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
