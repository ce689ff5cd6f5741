import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TOrganization } from '@placard/contract';
import { placeOf } from '../countryName';
import { LicenseChip } from '../LicenseChip';
import { OrganizationAvatar } from '../OrganizationAvatar';

/** Name, licence state and a line about where the organization sits. */
export function OrganizationHeader({ organization }: { organization: TOrganization }) {
  const { t, i18n } = useTranslation('organizations');
  const place = placeOf(organization.city, organization.country, i18n.language);
  const facts = [
    organization.isOwn ? t('header.own') : t('header.sub'),
    place,
    organization.subOrganizationCount > 0 && t('tree.subCount', { count: organization.subOrganizationCount }),
  ].filter(Boolean);
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2, minWidth: 0 }}>
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <OrganizationAvatar own={organization.isOwn} size={48} />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
          <Typography
            variant="h1"
            sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.6rem', sm: '2rem' } }}
            data-testid="organization-title"
          >
            {organization.name}
          </Typography>
          <LicenseChip state={organization.licenseData?.state} size="medium" />
          {organization.accessState === 'LIMITED_ACCESS' && (
            <Chip
              size="medium"
              variant="outlined"
              label={t('header.limited')}
              data-testid="org-limited-chip"
            />
          )}
        </Box>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {facts.join(' · ')}
        </Typography>
      </Box>
    </Box>
  );
}
