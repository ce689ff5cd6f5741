import Box from '@mui/material/Box';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { useLicenseInfo } from '../../api/licensing';
import { LoadFailed } from '../../components/LoadFailed';
import { PageHeader } from '../../components/PageHeader';
import { LinkButton } from '../../components/RouterLinks';
import { LicensingCards } from './LicensingCards';
import { useOrganizationIdParam } from './licensingAccess';

function LicensingPageContent({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation('licensing');
  const info = useLicenseInfo(organizationId);
  const name = info.data?.organizationName;
  return (
    <>
      <PageHeader
        title={t('page.title')}
        subtitle={name ? t('page.subtitle', { organization: name }) : undefined}
        actions={
          <LinkButton
            to={`/organizations/${organizationId}`}
            variant="outlined"
            startIcon={<ArrowBack />}
            data-testid="licensing-back"
          >
            {name ? t('page.back', { organization: name }) : t('page.backGeneric')}
          </LinkButton>
        }
      />
      <LicensingCards organizationId={organizationId} variant="page" />
    </>
  );
}

/** /licensing/:orgId: "Manage licensing" for one organization, every card full width. */
export default function LicensingPage() {
  const { t } = useTranslation('licensing');
  const organizationId = useOrganizationIdParam();
  return (
    <Box data-testid="licensing-page">
      {organizationId === null ? (
        <>
          <PageHeader title={t('page.title')} />
          <LoadFailed message={t('page.notFound')} />
        </>
      ) : (
        <LicensingPageContent organizationId={organizationId} />
      )}
    </Box>
  );
}
