import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import {
  Controller,
  useFormState,
  useWatch,
  type Control,
  type UseFormGetValues,
  type UseFormSetValue,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  isScheduleDate,
  REPEAT_FREQUENCIES,
  WEEKDAYS,
  type RepeatFrequency,
  type TScheduleEntryInput,
  type Weekday,
} from '@placard/contract';
import { FormTextField } from '../../../../components/form/FormTextField';
import { parseWholeNumber } from '../../../../components/form/numbers';
import type { EntryFormValues } from '../scheduleForm';
import { weekdayName, weekdayOf } from '../scheduleText';
import {
  dayOfMonth,
  presetOf,
  presetValues,
  REPEAT_PRESETS,
  weekdaysAfterMove,
  type RepeatPreset,
} from './repeatPresets';

type FormControl = Control<EntryFormValues, unknown, TScheduleEntryInput>;

const UNITS = REPEAT_FREQUENCIES.filter(
  (frequency): frequency is Exclude<RepeatFrequency, 'none'> => frequency !== 'none',
);

/**
 * Does not repeat, a preset (every day, every weekday, every week on the start date's weekday, every
 * month on its day of the month) or Custom: every N days, weeks, months or years, for weeks on which
 * weekdays. A preset fills the fields below it; fields that match a preset show it.
 */
export function RepeatFields({
  control,
  setValue,
  getValues,
}: {
  control: FormControl;
  setValue: UseFormSetValue<EntryFormValues>;
  getValues: UseFormGetValues<EntryFormValues>;
}) {
  const { t, i18n } = useTranslation('schedule');
  const [frequency, interval, weekdays, startDate] = useWatch({
    control,
    name: ['frequency', 'interval', 'weekdays', 'startDate'],
  });
  // Custom stays chosen once picked, even while its fields happen to match a preset
  const [customChosen, setCustomChosen] = useState(false);
  const preset = customChosen ? 'custom' : presetOf({ frequency, interval, weekdays, startDate });
  const repeats = frequency !== 'none';
  const count = parseWholeNumber(interval) ?? 1;

  // "every week on Tuesday" follows the start date to its new weekday
  const shownStart = useRef(startDate);
  useEffect(() => {
    const from = shownStart.current;
    shownStart.current = startDate;
    if (customChosen) return;
    const moved = weekdaysAfterMove(getValues(), from, startDate);
    if (moved) setValue('weekdays', moved, { shouldDirty: true });
  }, [startDate, customChosen, getValues, setValue]);

  // after a refused submit the fields are checked again as they change, preset or not
  const { isSubmitted } = useFormState({ control });
  const choose = (chosen: RepeatPreset) => {
    const values = presetValues(chosen, startDate, getValues());
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    setValue('frequency', values.frequency, options);
    setValue('interval', values.interval, options);
    setValue('weekdays', values.weekdays, options);
    setCustomChosen(chosen === 'custom');
  };
  const label = (option: RepeatPreset) => {
    switch (option) {
      case 'none':
        return t('form.doesNotRepeat');
      case 'custom':
        return t('form.custom');
      case 'weekly':
        return isScheduleDate(startDate)
          ? t('form.presets.weekly', { day: weekdayName(weekdayOf(startDate), i18n.language, 'long') })
          : t('form.presets.weeklyPlain');
      case 'monthly': {
        const day = dayOfMonth(startDate);
        return day === null ? t('form.presets.monthlyPlain') : t('form.presets.monthly', { day });
      }
      default:
        return t(`form.presets.${option}`);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          select
          label={t('form.repeat')}
          value={preset}
          onChange={(event) => {
            const chosen = REPEAT_PRESETS.find((option) => option === event.target.value);
            if (chosen) choose(chosen);
          }}
          sx={{ width: { xs: '100%', sm: 320 } }}
          slotProps={{ htmlInput: { 'data-testid': 'entry-repeat' } }}
        >
          {REPEAT_PRESETS.map((option) => (
            <MenuItem key={option} value={option} data-testid={`entry-repeat-${option}`}>
              {label(option)}
            </MenuItem>
          ))}
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
