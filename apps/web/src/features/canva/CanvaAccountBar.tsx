import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import { useTranslation } from 'react-i18next';
import type { TCanvaConnection } from '@placard/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorMessage } from '../../components/form/formMessage';
import { useDisconnectCanva } from './canvaApi';
import { CreateDesignDialog } from './CreateDesignDialog';

/** The connected account: whose it is, "Create in Canva", and disconnecting (with a try-again). */
export function CanvaAccountBar({
  connection,
  onDisconnected,
}: {
  connection: TCanvaConnection;
  onDisconnected: () => void;
}) {
  const { t } = useTranslation('canva');
  const disconnect = useDisconnectCanva();
  const [confirming, setConfirming] = useState(false);
  const [creating, setCreating] = useState(false);
  const failed = disconnect.error
    ? errorMessage(disconnect.error, t('errors:CANVA_DISCONNECT_FAILED'))
    : null;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        mb: 2,
      }}
    >
      <CheckCircleRounded color="success" fontSize="small" />
      <Typography sx={{ flex: 1, minWidth: 200 }} data-testid="canva-account">
        {connection.displayName
          ? t('account.connectedAs', { name: connection.displayName })
          : t('account.connected')}
      </Typography>
      <Button
        variant="contained"
        startIcon={<AddRounded />}
        onClick={() => setCreating(true)}
        data-testid="canva-create"
      >
        {t('create.button')}
      </Button>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<LinkOffRounded />}
        onClick={() => {
          disconnect.reset();
          setConfirming(true);
        }}
        data-testid="canva-disconnect"
      >
        {t('account.disconnect')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('account.disconnectTitle')}
        text={t('account.disconnectText')}
        confirmLabel={failed ? t('account.tryAgain') : t('account.disconnect')}
        cancelLabel={t('account.cancel')}
        danger
        pending={disconnect.isPending}
        error={failed}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              onDisconnected();
            },
          })
        }
        onClose={() => setConfirming(false)}
        testId="canva-disconnect-dialog"
      />
      <CreateDesignDialog open={creating} onClose={() => setCreating(false)} />
    </Box>
  );
}
