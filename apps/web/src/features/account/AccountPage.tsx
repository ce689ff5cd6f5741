import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can } from '@placard/contract';
import { useSession } from '../../app/session';
import { ContentView } from '../../components/ContentView';
import { PageHeader } from '../../components/PageHeader';
import { CreditsEntryCard } from '../credits/CreditsEntryCard';
import { EmailCard } from './EmailCard';
import { EulaCard } from './EulaCard';
import { EulaSection } from './EulaSection';
import { LanguageCard } from './LanguageCard';
import { NameCard } from './NameCard';
import { PasswordCard } from './PasswordCard';

const SECTIONS = ['details', 'eula', 'privacy-policy'] as const;
type AccountSection = (typeof SECTIONS)[number];

function sectionOf(value: string | null): AccountSection {
  return SECTIONS.find((section) => section === value) ?? 'details';
}

const TAB_LABELS: Record<AccountSection, string> = {
  details: 'tabs.details',
  eula: 'tabs.eula',
  'privacy-policy': 'tabs.privacyPolicy',
};

function AccountDetails() {
  const session = useSession();
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <NameCard />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <LanguageCard />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <EmailCard />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <PasswordCard />
      </Grid>
      {/* the organization's AI assistant credits, for those who manage its licence */}
      {can(session.role.name, 'sidebar_organizations') && (
        <Grid size={{ xs: 12 }}>
          <CreditsEntryCard organizationId={session.organizationId} />
        </Grid>
      )}
      <Grid size={{ xs: 12 }}>
        <EulaCard />
      </Grid>
    </Grid>
  );
}

/** /account: details (default), ?section=eula and ?section=privacy-policy. */
export default function AccountPage() {
  const { t } = useTranslation('account');
  const session = useSession();
  const [params] = useSearchParams();
  const section = sectionOf(params.get('section'));

  return (
    <Box data-testid="account-page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle', {
          role: t(`common:roles.${session.role.name}`),
          organization: session.organizationName,
        })}
      />
      <Tabs
        value={section}
        aria-label={t('tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {SECTIONS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(TAB_LABELS[value])}
            component={RouterLink}
            to={value === 'details' ? '/account' : `/account?section=${value}`}
            data-testid={`account-tab-${value}`}
          />
        ))}
      </Tabs>
      {section === 'details' && <AccountDetails />}
      {section === 'eula' && <EulaSection />}
      {section === 'privacy-policy' && (
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <ContentView content="privacyPolicy" titleLevel="h2" testId="privacy-policy-text" />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
