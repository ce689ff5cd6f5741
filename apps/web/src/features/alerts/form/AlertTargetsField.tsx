import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session';
import { useFormMessage } from '../../../components/form/formMessage';
import type { TargetChoice } from '../targetChoices';
import { useTargetChoices } from '../useTargetChoices';
import type { AlertFormControl } from './alertFormControl';

function TargetPicker({
  label,
  choices,
  value,
  onChange,
  loading,
  testId,
}: {
  label: string;
  choices: TargetChoice[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  loading: boolean;
  testId: string;
}) {
  const { t } = useTranslation('alerts');
  const chosen = new Set(value);
  return (
    <Autocomplete
      multiple
      options={choices}
      value={choices.filter((choice) => chosen.has(choice.id))}
      onChange={(_event, next) => onChange(next.map((choice) => choice.id))}
      getOptionLabel={(choice) => choice.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      noOptionsText={t('form.targetsNone')}
      renderOption={({ key, ...props }, choice) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{choice.label}</Typography>
            {choice.detail && (
              <Typography variant="caption" color="text.secondary">
                {choice.detail}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId },
          }}
        />
      )}
    />
  );
}

/** Where the alert shows: every screen of the organization, or the chosen groups, screens and sub-organizations. */
export function AlertTargetsField({ control }: { control: AlertFormControl }) {
  const { t } = useTranslation('alerts');
  const translate = useFormMessage();
  const session = useSession();
  const { field, fieldState } = useController({ control, name: 'targets' });
  const choices = useTargetChoices();
  const targets = field.value;
  const message = translate(fieldState.error?.message ?? fieldState.error?.root?.message);
  const set = (change: Partial<typeof targets>) => field.onChange({ ...targets, ...change });

  return (
    <Box>
      <RadioGroup
        value={targets.all ? 'all' : 'chosen'}
        onChange={(event) => set({ all: event.target.value === 'all' })}
        aria-label={t('form.targets')}
      >
        <FormControlLabel
          value="all"
          control={<Radio />}
          label={t('form.targetsAll', { organization: session.organizationName })}
          data-testid="alert-form-targets-all"
        />
        <FormControlLabel
          value="chosen"
          control={<Radio />}
          label={t('form.targetsChosen')}
          data-testid="alert-form-targets-chosen"
        />
      </RadioGroup>
      {!targets.all && (
        <Stack spacing={2} sx={{ mt: 1.5, pl: { sm: 4 } }}>
          <TargetPicker
            label={t('form.groups')}
            choices={choices.groups}
            value={targets.groupIds ?? []}
            onChange={(groupIds) => set({ groupIds })}
            loading={choices.loading}
            testId="alert-form-groups"
          />
          <TargetPicker
            label={t('form.screens')}
            choices={choices.screens}
            value={targets.deviceIds ?? []}
            onChange={(deviceIds) => set({ deviceIds })}
            loading={choices.loading}
            testId="alert-form-screens"
          />
          {choices.organizations.length > 0 && (
            <TargetPicker
              label={t('form.organizations')}
              choices={choices.organizations}
              value={targets.organizationIds ?? []}
              onChange={(organizationIds) => set({ organizationIds })}
              loading={false}
              testId="alert-form-organizations"
            />
          )}
        </Stack>
      )}
      {message && (
        <FormHelperText error sx={{ mx: 0 }} data-testid="alert-form-targets-error">
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
