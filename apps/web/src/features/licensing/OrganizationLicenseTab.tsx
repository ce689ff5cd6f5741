import Box from '@mui/material/Box';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/LoadFailed';
import { LinkButton } from '../../components/RouterLinks';
import { LicensingCards } from './LicensingCards';
import { useOrganizationIdParam } from './licensingAccess';

/** /organizations/:orgId/license: the organization's licence, credits and prices. */
export default function OrganizationLicenseTab() {
  const { t } = useTranslation('licensing');
  const organizationId = useOrganizationIdParam();
  if (organizationId === null) return <LoadFailed message={t('page.notFound')} />;
  return (
    <Box data-testid="organization-license-tab">
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <LinkButton
          to={`/licensing/${organizationId}`}
          variant="text"
          size="small"
          endIcon={<OpenInNewOutlined />}
          data-testid="license-open-page"
        >
          {t('page.open')}
        </LinkButton>
      </Box>
      <LicensingCards organizationId={organizationId} variant="tab" />
    </Box>
  );
}
