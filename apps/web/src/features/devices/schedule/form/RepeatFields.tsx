import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  REPEAT_FREQUENCIES,
  WEEKDAYS,
  type RepeatFrequency,
  type TScheduleEntryInput,
  type Weekday,
} from '@placard/contract';
import { FormTextField } from '../../../../components/form/FormTextField';
import { parseWholeNumber } from '../../../licensing/numbers';
import type { EntryFormValues } from '../scheduleForm';
import { weekdayName, weekdayOf } from '../scheduleText';

type FormControl = Control<EntryFormValues, unknown, TScheduleEntryInput>;

const UNITS = REPEAT_FREQUENCIES.filter(
  (frequency): frequency is Exclude<RepeatFrequency, 'none'> => frequency !== 'none',
);

/** Does not repeat, or every N days, weeks, months or years; for weeks, on which weekdays. */
export function RepeatFields({
  control,
  setValue,
}: {
  control: FormControl;
  setValue: UseFormSetValue<EntryFormValues>;
}) {
  const { t, i18n } = useTranslation('schedule');
  const [frequency, interval, startDate] = useWatch({
    control,
    name: ['frequency', 'interval', 'startDate'],
  });
  const repeats = frequency !== 'none';
  const count = parseWholeNumber(interval) ?? 1;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          select
          label={t('form.repeat')}
          value={repeats ? 'custom' : 'none'}
          onChange={(event) => {
            const custom = event.target.value === 'custom';
            setValue('frequency', custom ? 'weeks' : 'none', { shouldDirty: true });
            // a weekly repetition starts on the start date's weekday
            if (custom && startDate) setValue('weekdays', [weekdayOf(startDate)], { shouldDirty: true });
          }}
          sx={{ width: 200 }}
          slotProps={{ htmlInput: { 'data-testid': 'entry-repeat' } }}
        >
          <MenuItem value="none">{t('form.doesNotRepeat')}</MenuItem>
          <MenuItem value="custom">{t('form.custom')}</MenuItem>
        </TextField>
        {repeats && (
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <Typography sx={{ pt: 2 }}>{t('form.every')}</Typography>
            <FormTextField
              control={control}
              name="interval"
              label={t('form.interval')}
              required
              sx={{ width: 80 }}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'entry-interval' } }}
            />
            <Controller
              control={control}
              name="frequency"
              render={({ field }) => (
                <TextField
                  select
                  label={t('form.unit')}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  sx={{ width: 140 }}
                  slotProps={{ htmlInput: { 'data-testid': 'entry-unit' } }}
                >
                  {UNITS.map((unit) => (
                    <MenuItem key={unit} value={unit}>
                      {t(`form.units.${unit}`, { count })}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Box>
        )}
      </Box>
      {frequency === 'weeks' && (
        <Controller
          control={control}
          name="weekdays"
          render={({ field }) => (
            <Box>
              <Typography id="entry-weekdays-label" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                {t('form.weekdays')}
              </Typography>
              <ToggleButtonGroup
                value={field.value}
                onChange={(_event, days: Weekday[]) =>
                  field.onChange(WEEKDAYS.filter((d) => days.includes(d)))
                }
                aria-labelledby="entry-weekdays-label"
                size="small"
                color="primary"
                data-testid="entry-weekdays"
              >
                {WEEKDAYS.map((day) => (
                  <ToggleButton
                    key={day}
                    value={day}
                    aria-label={weekdayName(day, i18n.language, 'long')}
                    sx={{ minWidth: 48, textTransform: 'none' }}
                  >
                    {weekdayName(day, i18n.language, 'short')}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              {field.value.length === 0 && startDate && (
                <FormHelperText>
                  {t('form.noWeekdays', { day: weekdayName(weekdayOf(startDate), i18n.language, 'long') })}
                </FormHelperText>
              )}
            </Box>
          )}
        />
      )}
    </Box>
  );
}
