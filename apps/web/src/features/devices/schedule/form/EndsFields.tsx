import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TScheduleEntryInput } from '@placard/contract';
import { FormTextField } from '../../../../components/form/FormTextField';
import { ENDS_CHOICES, type EndsChoice, type EntryFormValues } from '../scheduleForm';

type FormControl = Control<EntryFormValues, unknown, TScheduleEntryInput>;

/** How a repetition ends: never, on a date (inclusive), or after N occurrences. */
export function EndsFields({ control }: { control: FormControl }) {
  const { t } = useTranslation('schedule');
  const ends = useWatch({ control, name: 'ends' });
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id="entry-ends-label">
        {t('form.ends')}
      </FormLabel>
      <Controller
        control={control}
        name="ends"
        render={({ field }) => (
          <RadioGroup
            aria-labelledby="entry-ends-label"
            value={field.value}
            onChange={(event) => {
              const value = ENDS_CHOICES.find((choice) => choice === event.target.value);
              if (value) field.onChange(value satisfies EndsChoice);
            }}
            sx={{ gap: 0.25 }}
          >
            <FormControlLabel value="never" control={<Radio size="small" />} label={t('form.endsNever')} />
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap' }}>
              <FormControlLabel
                value="on"
                control={<Radio size="small" />}
                label={t('form.endsOn')}
                sx={{ minWidth: 96 }}
              />
              <FormTextField
                control={control}
                name="endDate"
                type="date"
                size="small"
                disabled={ends !== 'on'}
                slotProps={{
                  htmlInput: { 'data-testid': 'entry-end-date', 'aria-label': t('form.endDate') },
                }}
                sx={{ width: 200 }}
              />
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap' }}>
              <FormControlLabel
                value="after"
                control={<Radio size="small" />}
                label={t('form.endsAfter')}
                sx={{ minWidth: 96 }}
              />
              <FormTextField
                control={control}
                name="count"
                size="small"
                disabled={ends !== 'after'}
                slotProps={{
                  htmlInput: {
                    inputMode: 'numeric',
                    'data-testid': 'entry-count',
                    'aria-label': t('form.count'),
                  },
                }}
                sx={{ width: 96 }}
              />
              <Typography sx={{ pt: 1 }}>{t('form.occurrences')}</Typography>
            </Box>
          </RadioGroup>
        )}
      />
    </FormControl>
  );
}
