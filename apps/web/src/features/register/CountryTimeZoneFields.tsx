import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { countryTimeZones, defaultTimeZone } from '@placard/contract';
import { TimeZoneField } from '../../components/form/TimeZoneField';
import { browserTimeZone } from '../../components/form/timeZones';
import { CountryField } from './CountryField';

interface CountryTimeZoneFieldsProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  countryLabel: string;
  timeZoneLabel: string;
  timeZoneHelp: string;
  /** prefix of the fields' data-testid: "{prefix}-country", "{prefix}-timezone" */
  testIdPrefix: string;
}

/**
 * An organization's country and time zone (fields `country` and `timezone`): choosing a country that
 * does not use the chosen zone moves it to the country's main zone (the browser's, when the country
 * uses it), which stays editable.
 */
export function CountryTimeZoneFields<T extends FieldValues, TOut>({
  control,
  countryLabel,
  timeZoneLabel,
  timeZoneHelp,
  testIdPrefix,
}: CountryTimeZoneFieldsProps<T, TOut>) {
  const { field: timezone } = useController({ control, name: 'timezone' as Path<T> });
  const followCountry = (country: string) => {
    if (!country || countryTimeZones(country).includes(String(timezone.value))) return;
    timezone.onChange(defaultTimeZone(country, browserTimeZone()));
  };
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Box data-testid={`${testIdPrefix}-country`}>
          <CountryField
            control={control}
            name={'country' as Path<T>}
            label={countryLabel}
            onSelect={followCountry}
          />
        </Box>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TimeZoneField
          control={control}
          name={'timezone' as Path<T>}
          label={timeZoneLabel}
          helperText={timeZoneHelp}
          testId={`${testIdPrefix}-timezone`}
        />
      </Grid>
    </>
  );
}
