import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TFacebookConnection } from '@placard/contract';

type Props = {
  kind: 'facebook' | 'instagram';
  connection: TFacebookConnection;
  /** the page or account the widget shows now, null when none is set yet */
  shownId: string | null;
  /** the connection's page or account, for the widget to show */
  connected: { id: string; name: string } | null;
  /** sets the widget to the connection's page or account; absent while the editor is read-only */
  onUse?: (() => void) | undefined;
};

/**
 * Where the organization's Facebook connection stands for a Facebook or Instagram widget (spec
 * section 4: connected or disconnected): the page or account it shows, or why it cannot be read and
 * who can put it right (an owner or admin, in Organizations, Add-ons). A disconnected widget keeps
 * showing its last posts.
 */
export function SocialConnectionNotice({ kind, connection, shownId, connected, onUse }: Props) {
  const { t } = useTranslation('editorProperties');
  if (!connection.configured) {
    return (
      <Alert severity="info" sx={{ py: 0 }} data-testid="social-connection" data-state="unconfigured">
        {t('social.notConfigured')}
      </Alert>
    );
  }
  if (connection.state !== 'connected') {
    const reason = connection.expired
      ? 'expired'
      : connection.state === 'choosing'
        ? 'choosing'
        : 'disconnected';
    return (
      <Alert severity="warning" sx={{ py: 0 }} data-testid="social-connection" data-state="disconnected">
        {t(`social.${reason}`)}
      </Alert>
    );
  }
  if (!connected) {
    return (
      <Alert severity="warning" sx={{ py: 0 }} data-testid="social-connection" data-state="no-instagram">
        {t('social.noInstagram')}
      </Alert>
    );
  }
  const showsConnected = shownId === connected.id;
  return (
    <Alert
      severity={showsConnected ? 'success' : 'warning'}
      sx={{ py: 0, '& .MuiAlert-message': { width: '100%' } }}
      data-testid="social-connection"
      data-state={showsConnected ? 'connected' : 'other'}
    >
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {t(showsConnected ? `social.connected.${kind}` : `social.other.${kind}`, { name: connected.name })}
      </Typography>
      {!showsConnected && onUse && (
        <Button size="small" onClick={onUse} sx={{ mt: 0.5, ml: -1 }} data-testid="social-use-connected">
          {t(`social.use.${kind}`, { name: connected.name })}
        </Button>
      )}
    </Alert>
  );
}
