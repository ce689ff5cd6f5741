import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session';
import { useOrganizationOutlet } from '../layout/organizationOutlet';
import { canEditOrganization } from '../organizationAccess';
import { SuccessSnackbar } from '../../../components/SuccessSnackbar';
import { CollateCard } from './CollateCard';
import { DangerZoneCard } from './DangerZoneCard';
import { DetailsCard } from './DetailsCard';
import { OwnerCard } from './OwnerCard';
import { SupportEmailsCard } from './SupportEmailsCard';

/** /organizations/:orgId/info: details, owner, support e-mails, collate (own) and deletion (sub-organizations). */
export default function OrganizationInfoPage() {
  const { t } = useTranslation('organizations');
  const session = useSession();
  const organization = useOrganizationOutlet();
  const location = useLocation();
  const [flash, setFlash] = useState<string | null>(() =>
    (location.state as { moved?: boolean } | null)?.moved
      ? t('move.done', { name: organization.name })
      : null,
  );
  const editable = canEditOrganization(organization.accessState, session);
  const deletable = !organization.isOwn && editable;

  return (
    <>
      {!editable && (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="org-read-only">
          {organization.accessState === 'FULL_ACCESS' ? t('info.readOnlyLicense') : t('info.readOnlyAccess')}
        </Alert>
      )}
      <Grid container spacing={3} data-testid="org-info">
        <Grid size={{ xs: 12, lg: 6 }}>
          <DetailsCard organization={organization} editable={editable} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12 }}>
              <OwnerCard organization={organization} editable={editable} />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <SupportEmailsCard organization={organization} editable={editable} />
            </Grid>
          </Grid>
        </Grid>
        {organization.isOwn && (
          <Grid size={{ xs: 12 }}>
            <CollateCard organization={organization} editable={editable} />
          </Grid>
        )}
        {deletable && (
          <Grid size={{ xs: 12 }}>
            <DangerZoneCard organization={organization} />
          </Grid>
        )}
      </Grid>
      <SuccessSnackbar message={flash} onClose={() => setFlash(null)} testId="org-flash" />
    </>
  );
}
