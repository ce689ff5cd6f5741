import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLicenseInfo } from '../../api/licensing';
import { useSession } from '../../app/session';
import { LoadFailed } from '../../components/LoadFailed';
import { PageHeader } from '../../components/PageHeader';
import { LinkButton } from '../../components/RouterLinks';
import { canWrite, organizationIdOf } from '../licensing/licensingAccess';
import { ActionPricesCard } from './ActionPricesCard';
import { CreditBalanceCard } from './CreditBalanceCard';
import { CreditHistoryCard } from './CreditHistoryCard';
import { SubOrganizationCreditsCard } from './SubOrganizationCreditsCard';

function CreditCards({ organizationId, own }: { organizationId: number; own: boolean }) {
  const session = useSession();
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <CreditBalanceCard organizationId={organizationId} canBuy={own && canWrite(session)} />
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <ActionPricesCard organizationId={organizationId} own={own} />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <CreditHistoryCard key={organizationId} organizationId={organizationId} />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <SubOrganizationCreditsCard organizationId={organizationId} />
      </Grid>
    </Grid>
  );
}

/** A sub-organization's credits, as a parent that reaches it sees them (?organization=ID). */
function SubOrganizationCredits({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation('credits');
  const info = useLicenseInfo(organizationId);
  const name = info.data?.organizationName;
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={name ? t('subtitle', { organization: name }) : undefined}
        actions={
          name && (
            <LinkButton
              to={`/organizations/${organizationId}/license`}
              variant="outlined"
              startIcon={<ArrowBack />}
              data-testid="credits-back"
            >
              {t('back', { organization: name })}
            </LinkButton>
          )
        }
      />
      {info.isError ? (
        <LoadFailed message={t('notFound')} />
      ) : (
        <CreditCards organizationId={organizationId} own={false} />
      )}
    </>
  );
}

/**
 * /credits: the AI assistant credits of the organization acted for — balance, prices, history and its
 * sub-organizations' balances; with ?organization=ID, those of a sub-organization the caller reaches.
 */
export default function CreditsPage() {
  const { t } = useTranslation('credits');
  const session = useSession();
  const [params] = useSearchParams();
  const asked = params.get('organization');
  const organizationId = asked === null ? session.organizationId : organizationIdOf(asked);
  let content;
  if (organizationId === null) {
    content = (
      <>
        <PageHeader title={t('title')} />
        <LoadFailed message={t('notFound')} />
      </>
    );
  } else if (organizationId === session.organizationId) {
    content = (
      <>
        <PageHeader title={t('title')} subtitle={t('subtitle', { organization: session.organizationName })} />
        <CreditCards organizationId={organizationId} own />
      </>
    );
  } else content = <SubOrganizationCredits organizationId={organizationId} />;
  return <Box data-testid="credits-page">{content}</Box>;
}
