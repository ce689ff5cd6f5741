import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ALERT_DURATION_MAX_MINUTES, ALERT_DURATION_MIN_MINUTES } from '@placard/contract';
import { useFormMessage } from '../../../components/form/formMessage';
import { parseWholeNumber } from '../../../components/form/numbers';
import type { AlertFormControl } from './alertFormControl';

/** A timed alert's first duration when the switch leaves continuous. */
const DEFAULT_MINUTES = 15;

/** How long the alert lasts: minutes, or "Continuous" until someone deactivates it. */
export function AlertDurationField({ control }: { control: AlertFormControl }) {
  const { t } = useTranslation('alerts');
  const translate = useFormMessage();
  const continuous = useController({ control, name: 'continuous' });
  const duration = useController({ control, name: 'duration' });
  const [lastMinutes, setLastMinutes] = useState<number>(DEFAULT_MINUTES);
  const value = duration.field.value as number | null | undefined;
  const message = translate(duration.fieldState.error?.message);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }}>
      <FormControlLabel
        sx={{ ml: 0 }}
        control={
          <Switch
            checked={continuous.field.value}
            onChange={(event) => {
              const on = event.target.checked;
              continuous.field.onChange(on);
              if (on) {
                if (typeof value === 'number' && !Number.isNaN(value)) setLastMinutes(value);
                duration.field.onChange(null);
              } else {
                duration.field.onChange(lastMinutes);
              }
            }}
            slotProps={{ input: { 'data-testid': 'alert-form-continuous' } as object }}
          />
        }
        label={t('form.continuous')}
      />
      <TextField
        type="number"
        label={t('form.duration')}
        name={duration.field.name}
        inputRef={duration.field.ref}
        value={continuous.field.value ? '' : Number.isNaN(value) ? '' : (value ?? '')}
        disabled={continuous.field.value}
        onChange={(event) => duration.field.onChange(parseWholeNumber(event.target.value))}
        onBlur={duration.field.onBlur}
        error={Boolean(message)}
        helperText={
          message ?? (continuous.field.value ? t('form.durationContinuous') : t('form.durationHelp'))
        }
        slotProps={{
          htmlInput: {
            min: ALERT_DURATION_MIN_MINUTES,
            max: ALERT_DURATION_MAX_MINUTES,
            step: 1,
            inputMode: 'numeric',
            'data-testid': 'alert-form-duration',
          },
        }}
        sx={{ width: '100%', maxWidth: 320 }}
      />
    </Box>
  );
}
