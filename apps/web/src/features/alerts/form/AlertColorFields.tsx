import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMessage } from '../../../components/form/formMessage';
import { ColorField } from '../../../editor/panels/properties/ColorField';
import type { AlertFormControl } from './alertFormControl';

function AlertColorField({
  control,
  name,
}: {
  control: AlertFormControl;
  name: 'backgroundColor' | 'textColor';
}) {
  const { t } = useTranslation('alerts');
  const translate = useFormMessage();
  const { field, fieldState } = useController({ control, name });
  const message = translate(fieldState.error?.message);
  return (
    <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
      <ColorField
        label={t(`form.${name}`)}
        value={field.value}
        onChange={(color) => field.onChange(color.slice(0, 7))}
        testId={`alert-form-${name}`}
      />
      {message && <FormHelperText error>{message}</FormHelperText>}
    </Box>
  );
}

/** The alert's background and text colours, each a picker beside its hex code. */
export function AlertColorFields({ control }: { control: AlertFormControl }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <AlertColorField control={control} name="backgroundColor" />
      <AlertColorField control={control} name="textColor" />
    </Box>
  );
}
