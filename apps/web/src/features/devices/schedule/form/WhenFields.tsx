import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TScheduleEntryInput } from '@placard/contract';
import { FormTextField } from '../../../../components/form/FormTextField';
import type { EntryFormValues } from '../scheduleForm';

type FormControl = Control<EntryFormValues, unknown, TScheduleEntryInput>;

const pickerProps = (testId: string) => ({
  inputLabel: { shrink: true },
  htmlInput: { 'data-testid': testId, step: 60 },
});

/** The start date, all day, and the start and end times (24 h; 24:00 is "until the end of the day"). */
export function WhenFields({ control }: { control: FormControl }) {
  const { t } = useTranslation('schedule');
  const [allDay, untilEndOfDay] = useWatch({ control, name: ['allDay', 'untilEndOfDay'] });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormTextField
          control={control}
          name="startDate"
          type="date"
          label={t('form.startDate')}
          required
          sx={{ width: 200 }}
          slotProps={pickerProps('entry-start-date')}
        />
        <Controller
          control={control}
          name="allDay"
          render={({ field }) => (
            <FormControlLabel
              label={t('form.allDay')}
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  data-testid="entry-all-day"
                />
              }
            />
          )}
        />
      </Box>
      {!allDay && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <FormTextField
            control={control}
            name="startTime"
            type="time"
            label={t('form.startTime')}
            required
            sx={{ width: 150 }}
            slotProps={pickerProps('entry-start-time')}
          />
          {!untilEndOfDay && (
            <FormTextField
              control={control}
              name="endTime"
              type="time"
              label={t('form.endTime')}
              required
              sx={{ width: 170 }}
              slotProps={pickerProps('entry-end-time')}
            />
          )}
          <Controller
            control={control}
            name="untilEndOfDay"
            render={({ field }) => (
              <FormControlLabel
                sx={{ mt: 1, mr: 0 }}
                label={t('form.untilEndOfDay')}
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    data-testid="entry-until-end-of-day"
                  />
                }
              />
            )}
          />
        </Box>
      )}
    </Box>
  );
}
