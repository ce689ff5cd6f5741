import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMessage } from './formMessage';
import { timeZoneChoices, zoneLabel } from './timeZones';

interface TimeZoneFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  helperText?: string;
  testId: string;
  disabled?: boolean;
}

/** A searchable choice among the IANA time zones, each shown with its offset from UTC. */
export function TimeZoneField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  helperText,
  testId,
  disabled = false,
}: TimeZoneFieldProps<T, TOut>) {
  const { i18n } = useTranslation();
  const translate = useFormMessage();
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const options = useMemo(() => timeZoneChoices(value), [value]);
  const labels = useMemo(
    () => new Map(options.map((zone) => [zone, zoneLabel(zone, i18n.language)])),
    [options, i18n.language],
  );

  return (
    <Autocomplete<string, false, true>
      options={options}
      value={value}
      disableClearable
      onChange={(_event, zone) => field.onChange(zone)}
      onBlur={field.onBlur}
      getOptionLabel={(zone) => labels.get(zone) ?? zone}
      autoHighlight
      disabled={disabled}
      data-testid={testId}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={translate(fieldState.error?.message) ?? helperText}
        />
      )}
    />
  );
}
