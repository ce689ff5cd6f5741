import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import { Trans, useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { stopImpersonation, storedImpersonationName } from '../../app/impersonationMode';

/** While acting as another organization: who is acted for, on whose behalf, and a way back. */
export function ImpersonationBanner() {
  const { t } = useTranslation('impersonation');
  const session = useSession();
  if (!session.impersonationMode) return null;
  const target =
    session.impersonation?.targetOrganizationName ?? storedImpersonationName() ?? session.organizationName;
  const home = session.impersonation?.homeOrganizationName ?? '';
  return (
    <Alert
      severity="warning"
      variant="filled"
      role="region"
      aria-label={t('banner.label')}
      icon={<SupervisorAccountOutlined fontSize="inherit" />}
      data-testid="impersonation-banner"
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          onClick={stopImpersonation}
          data-testid="impersonation-stop"
          sx={{ whiteSpace: 'nowrap', borderColor: 'currentColor', fontWeight: 700 }}
        >
          {t('banner.stop')}
        </Button>
      }
      sx={(theme) => ({
        borderRadius: 0,
        position: 'sticky',
        top: { xs: 56, sm: 64 },
        zIndex: theme.zIndex.appBar - 1,
        alignItems: 'center',
        borderBottom: '3px solid',
        borderColor: 'warning.dark',
        '& .MuiAlert-action': { pt: 0, mr: 0 },
      })}
    >
      <Trans
        t={t}
        i18nKey={home ? 'banner.text' : 'banner.textNoHome'}
        values={{ target, home }}
        components={{ b: <strong /> }}
      />
    </Alert>
  );
}
