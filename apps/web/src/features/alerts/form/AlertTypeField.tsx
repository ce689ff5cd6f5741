import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, type UseFormGetValues, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ALERT_TYPE_COLORS, ALERT_TYPES, type AlertType } from '@placard/contract';
import { AlertTypeSwatch } from '../AlertTypeSwatch';
import { colorsForType, type TAlertForm } from './alertForm';
import type { AlertFormControl } from './alertFormControl';

function TypeOption({ type }: { type: AlertType }) {
  const { t } = useTranslation('alerts');
  const colors = ALERT_TYPE_COLORS[type];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <AlertTypeSwatch type={type} label="" size={26} {...colors} />
      {t(`type.${type}`)}
    </Box>
  );
}

/**
 * The alert's type, each shown with its icon in its colours. Choosing one gives the alert that type's
 * colours, except a colour the user picked.
 */
export function AlertTypeField({
  control,
  getValues,
  setValue,
}: {
  control: AlertFormControl;
  getValues: UseFormGetValues<TAlertForm>;
  setValue: UseFormSetValue<TAlertForm>;
}) {
  const { t } = useTranslation('alerts');
  const { field } = useController({ control, name: 'type' });
  return (
    <TextField
      select
      label={t('form.type')}
      name={field.name}
      value={field.value}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(event) => {
        const next = event.target.value as AlertType;
        const colors = colorsForType(
          { backgroundColor: getValues('backgroundColor'), textColor: getValues('textColor') },
          field.value,
          next,
        );
        field.onChange(next);
        setValue('backgroundColor', colors.backgroundColor, { shouldValidate: true, shouldDirty: true });
        setValue('textColor', colors.textColor, { shouldValidate: true, shouldDirty: true });
      }}
      slotProps={{
        select: {
          renderValue: (value) => <TypeOption type={value as AlertType} />,
          SelectDisplayProps: { 'data-testid': 'alert-form-type' } as object,
        },
      }}
      fullWidth
    >
      {ALERT_TYPES.map((type) => (
        <MenuItem key={type} value={type} data-testid={`alert-type-option-${type}`}>
          <TypeOption type={type} />
        </MenuItem>
      ))}
    </TextField>
  );
}
