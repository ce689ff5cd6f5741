import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ALERT_DURATION_MAX_MINUTES, ALERT_DURATION_MIN_MINUTES } from '@placard/contract';
import { parseWholeNumber } from '../../../components/form/numbers';

/** A timed alert's first duration when the switch leaves continuous. */
const DEFAULT_MINUTES = 15;

/**
 * How long an alert lasts: "Continuous" (until it ends otherwise, as `continuousHelp` says), or
 * minutes. The parts are `{testId}-continuous` and `{testId}-duration`.
 */
export function AlertDurationField({
  continuous,
  minutes,
  onContinuousChange,
  onMinutesChange,
  onBlur,
  error,
  continuousHelp,
  testId,
}: {
  continuous: boolean;
  /** as typed: undefined while empty, NaN when not a whole number */
  minutes: number | null | undefined;
  onContinuousChange: (continuous: boolean) => void;
  onMinutesChange: (minutes: number | null | undefined) => void;
  onBlur?: () => void;
  /** the translated message of the duration's check */
  error?: string | undefined;
  continuousHelp: string;
  testId: string;
}) {
  const { t } = useTranslation('alerts');
  const [lastMinutes, setLastMinutes] = useState<number>(
    typeof minutes === 'number' && !Number.isNaN(minutes) ? minutes : DEFAULT_MINUTES,
  );
  const helpId = `${testId}-continuous-help`;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
      <FormControlLabel
        sx={{ m: 0, gap: 1, alignItems: 'flex-start' }}
        control={
          <Switch
            checked={continuous}
            onChange={(_event, on) => {
              onContinuousChange(on);
              if (on) {
                if (typeof minutes === 'number' && !Number.isNaN(minutes)) setLastMinutes(minutes);
                onMinutesChange(null);
              } else {
                onMinutesChange(lastMinutes);
              }
            }}
            slotProps={{
              input: { 'aria-describedby': helpId, 'data-testid': `${testId}-continuous` } as object,
            }}
          />
        }
        label={
          <Box sx={{ pt: 0.75 }}>
            <Typography sx={{ fontWeight: 600 }}>{t('form.continuous')}</Typography>
            <Typography variant="body2" color="text.secondary" id={helpId}>
              {continuousHelp}
            </Typography>
          </Box>
        }
      />
      {!continuous && (
        <TextField
          type="number"
          label={t('form.duration')}
          value={typeof minutes === 'number' && !Number.isNaN(minutes) ? minutes : ''}
          onChange={(event) => onMinutesChange(parseWholeNumber(event.target.value))}
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={error ?? t('form.durationHelp')}
          slotProps={{
            htmlInput: {
              min: ALERT_DURATION_MIN_MINUTES,
              max: ALERT_DURATION_MAX_MINUTES,
              step: 1,
              inputMode: 'numeric',
              'data-testid': `${testId}-duration`,
            },
            input: { endAdornment: <InputAdornment position="end">{t('form.minutes')}</InputAdornment> },
          }}
          sx={{ width: '100%', maxWidth: 320 }}
        />
      )}
    </Box>
  );
}
