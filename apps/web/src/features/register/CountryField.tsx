import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '@placard/contract';
import { useFormMessage } from '../../components/form/formMessage';

type CountryOption = ReturnType<typeof countryOptions>[number];

interface CountryFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  /** called with the code a person picked ('' when cleared) */
  onSelect?: (country: string) => void;
}

/** Country picker: names in the reader's language, the value is the ISO alpha-2 code. */
export function CountryField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  onSelect,
}: CountryFieldProps<T, TOut>) {
  const { i18n } = useTranslation();
  const translate = useFormMessage();
  const { field, fieldState } = useController({ control, name });
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const value = options.find((option) => option.code === field.value) ?? null;

  return (
    <Autocomplete<CountryOption>
      options={options}
      value={value}
      onChange={(_event, option) => {
        field.onChange(option?.code ?? '');
        onSelect?.(option?.code ?? '');
      }}
      onBlur={field.onBlur}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.code === selected.code}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required
          error={Boolean(fieldState.error)}
          helperText={translate(fieldState.error?.message)}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, autoComplete: 'country-name' },
          }}
        />
      )}
    />
  );
}
