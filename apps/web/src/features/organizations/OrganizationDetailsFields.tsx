import Grid from '@mui/material/Grid';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TOrganizationDetails } from '@placard/contract';
import { FormTextField } from '../../components/form/FormTextField';
import { CountryTimeZoneFields } from '../register/CountryTimeZoneFields';

type DetailsField = keyof TOrganizationDetails;

/** The fields OrganizationDetailsFields shows, in order (the address is not asked for). */
export const ORGANIZATION_DETAILS_FIELDS = [
  'name',
  'contactEmail',
  'contactPhoneNumber',
  'description',
  'city',
  'state',
  'country',
  'timezone',
] as const satisfies readonly DetailsField[];

interface OrganizationDetailsFieldsProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** prefix of each input's data-testid, e.g. "suborg" gives "suborg-name" */
  testIdPrefix: string;
  autoFocus?: boolean;
}

const TEST_IDS: Record<Exclude<DetailsField, 'address' | 'country' | 'timezone'>, string> = {
  name: 'name',
  contactEmail: 'contact-email',
  contactPhoneNumber: 'phone',
  description: 'description',
  city: 'city',
  state: 'state',
};

/** Name, contact, description and place of an organization (new sub-organization and details card). */
export function OrganizationDetailsFields<T extends FieldValues, TOut>({
  control,
  testIdPrefix,
  autoFocus = false,
}: OrganizationDetailsFieldsProps<T, TOut>) {
  const { t } = useTranslation('organizations');
  const field = (name: Exclude<DetailsField, 'address' | 'country' | 'timezone'>) => ({
    control,
    name: name as Path<T>,
    label: t(`fields.${name}`),
    slotProps: { htmlInput: { 'data-testid': `${testIdPrefix}-${TEST_IDS[name]}` } },
  });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12 }}>
        <FormTextField {...field('name')} autoComplete="organization" autoFocus={autoFocus} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField {...field('contactEmail')} type="email" autoComplete="email" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField {...field('contactPhoneNumber')} type="tel" autoComplete="tel" />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <FormTextField {...field('description')} multiline minRows={2} maxRows={6} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField {...field('city')} autoComplete="address-level2" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField {...field('state')} autoComplete="address-level1" required />
      </Grid>
      <CountryTimeZoneFields
        control={control}
        countryLabel={t('fields.country')}
        timeZoneLabel={t('fields.timezone')}
        timeZoneHelp={t('fields.timezoneHelp')}
        testIdPrefix={testIdPrefix}
      />
    </Grid>
  );
}
