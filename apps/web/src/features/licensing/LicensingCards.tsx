import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import { useLicenseInfo } from '../../api/licensing';
import { useSession } from '../../app/session';
import { LoadFailed } from '../../components/LoadFailed';
import { CreditsCard } from './CreditsCard';
import { LicenseCard } from './LicenseCard';
import { LicenseEditCard } from './LicenseEditCard';
import { canAddCredits, licenseReadOnlyReason } from './licensingAccess';
import { PricingCard } from './PricingCard';
import { ReadOnlyNotice } from './ReadOnlyNotice';

export function LicensingSkeleton() {
  return (
    <Stack spacing={3} data-testid="licensing-loading" aria-busy="true">
      <Skeleton variant="rounded" height={260} />
      <Skeleton variant="rounded" height={140} />
    </Stack>
  );
}

/**
 * An organization's licence, credits and prices, and the licence form for a parent with full access.
 * 'tab' puts the licence and credits side by side on wide screens; 'page' stacks every card full width.
 */
export function LicensingCards({
  organizationId,
  variant,
}: {
  organizationId: number;
  variant: 'tab' | 'page';
}) {
  const { t } = useTranslation('licensing');
  const session = useSession();
  const info = useLicenseInfo(organizationId);

  if (info.isPending) return <LicensingSkeleton />;
  if (info.isError) {
    const notFound = isApiError(info.error) && [403, 404].includes(info.error.status);
    return (
      <LoadFailed
        message={notFound ? t('page.notFound') : undefined}
        onRetry={notFound ? undefined : () => void info.refetch()}
      />
    );
  }

  const license = info.data;
  const reason = licenseReadOnlyReason(license, session);
  const wide = variant === 'tab' ? { xs: 12, lg: 7 } : { xs: 12 };
  const side = variant === 'tab' ? { xs: 12, lg: 5 } : { xs: 12 };

  return (
    <Stack spacing={3} data-testid="licensing-cards">
      <ReadOnlyNotice reason={reason} subject="license" />
      <Grid container spacing={3}>
        <Grid size={wide}>
          <LicenseCard info={license} />
        </Grid>
        <Grid size={side}>
          <CreditsCard
            organizationId={organizationId}
            organizationName={license.organizationName}
            canAdd={canAddCredits(license, session)}
          />
        </Grid>
        {reason === null && (
          <Grid size={{ xs: 12 }}>
            <LicenseEditCard info={license} />
          </Grid>
        )}
        <Grid size={{ xs: 12 }}>
          <PricingCard organizationId={organizationId} canEdit={reason === null} />
        </Grid>
      </Grid>
    </Stack>
  );
}
