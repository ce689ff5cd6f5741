import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import PhoneAndroidOutlined from '@mui/icons-material/PhoneAndroidOutlined';
import PlaylistPlayOutlined from '@mui/icons-material/PlaylistPlayOutlined';
import TipsAndUpdatesOutlined from '@mui/icons-material/TipsAndUpdatesOutlined';
import { useTranslation } from 'react-i18next';
import { useOrganizationTheme } from '../../api/organizations';
import { useSession } from '../../app/session';
import { AppLink, LinkButton } from '../../components/RouterLinks';
import { GuideCard } from './GuideCard';

type Translate = (key: string, options: { returnObjects: true } & Record<string, unknown>) => unknown;

function steps(t: Translate, key: string, values: Record<string, string> = {}): string[] {
  const value = t(key, { returnObjects: true, ...values });
  return Array.isArray(value) ? value.map(String) : [];
}

/** /home: a welcome and four guides to get started with Placard. */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const session = useSession();
  const theme = useOrganizationTheme(session.organizationId);
  const background = theme.data?.homeBackgroundUrl;

  return (
    <Box data-testid="dashboard-page">
      <Box
        sx={{
          borderRadius: 3,
          p: { xs: 3, sm: 5 },
          mb: 3,
          color: '#FFFFFF',
          bgcolor: 'primary.main',
          backgroundImage: background
            ? `linear-gradient(rgba(20, 20, 30, 0.55), rgba(20, 20, 30, 0.55)), url("${encodeURI(background)}")`
            : 'linear-gradient(135deg, #C91E4E 0%, #8E1537 100%)',
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
        data-testid="dashboard-banner"
      >
        <Typography variant="h1" sx={{ mb: 1 }}>
          {t('welcome', { name: session.name })}
        </Typography>
        <Typography sx={{ fontSize: '1.05rem', opacity: 0.95 }}>
          {t('organization', { organization: session.organizationName })}
        </Typography>
      </Box>
      {!session.isEulaAgreed && (
        <Alert
          severity="info"
          sx={{ mb: 3, alignItems: 'center', '& .MuiAlert-action': { pt: 0 } }}
          action={<AppLink to="/account?section=eula">{t('eulaLink')}</AppLink>}
          data-testid="dashboard-eula"
        >
          {t('eulaReminder')}
        </Alert>
      )}
      <Typography variant="h2" sx={{ mb: 2 }}>
        {t('guidesTitle')}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <GuideCard
            testId="guide-howto"
            icon={<TipsAndUpdatesOutlined />}
            title={t('howto.title')}
            intro={t('howto.intro')}
            steps={steps(t, 'howto.steps')}
            action={
              <LinkButton to="/help/howto" variant="text">
                {t('howto.link')}
              </LinkButton>
            }
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <GuideCard
            testId="guide-add-device"
            icon={<PhoneAndroidOutlined />}
            title={t('addDevice.title')}
            intro={t('addDevice.intro')}
            steps={steps(t, 'addDevice.steps', { playerUrl: `${window.location.origin}/player` })}
            action={
              <>
                {session.permissions.includes('devices') && (
                  <LinkButton to="/devicemanagement/devices" variant="text">
                    {t('addDevice.add')}
                  </LinkButton>
                )}
                <LinkButton to="/android" variant="text">
                  {t('addDevice.link')}
                </LinkButton>
              </>
            }
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <GuideCard
            testId="guide-content"
            icon={<PlaylistPlayOutlined />}
            title={t('content.title')}
            intro={t('content.intro')}
            steps={steps(t, 'content.steps')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <GuideCard
            testId="guide-alerts"
            icon={<CampaignOutlined />}
            title={t('alerts.title')}
            intro={t('alerts.intro')}
            steps={steps(t, 'alerts.steps')}
          />
        </Grid>
      </Grid>
    </Box>
  );
}
