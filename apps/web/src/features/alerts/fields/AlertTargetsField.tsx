import type { ReactNode } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import TvOutlined from '@mui/icons-material/TvOutlined';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session';
import { FormFieldset } from '../../../components/form/FormFieldset';
import type { TargetChoice } from './targetChoices';
import { useTargetChoices } from './useTargetChoices';

/** The screens an alert shows on, as a form holds them (the contract's ZAlertTargets before its checks). */
export interface AlertTargetsValue {
  all: boolean;
  groupIds?: number[] | undefined;
  deviceIds?: number[] | undefined;
  organizationIds?: number[] | undefined;
}

/** A picker of several groups, screens or sub-organizations, each option with where it is. */
function TargetPicker({
  label,
  helperText,
  icon,
  choices,
  value,
  onChange,
  loading,
  error,
  testId,
}: {
  label: string;
  helperText?: string;
  icon: ReactNode;
  choices: TargetChoice[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  loading: boolean;
  error: boolean;
  testId: string;
}) {
  const { t } = useTranslation('alerts');
  const chosen = new Set(value);
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={choices}
      value={choices.filter((choice) => chosen.has(choice.id))}
      onChange={(_event, next) => onChange(next.map((choice) => choice.id))}
      getOptionLabel={(choice) => choice.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      noOptionsText={t('form.targetsNone')}
      loadingText={t('form.targetsLoading')}
      renderOption={({ key, ...props }, choice, { selected }) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
          <Checkbox size="small" checked={selected} sx={{ p: 0.5 }} tabIndex={-1} />
          {icon}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {choice.label}
            </Typography>
            {choice.detail && (
              <Typography variant="caption" color="text.secondary" noWrap component="p">
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
          helperText={helperText}
          error={error}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId },
          }}
        />
      )}
    />
  );
}

/**
 * Where an alert shows, under its legend: every screen of the organization, or the chosen groups (with
 * their subgroups), screens and sub-organizations. The parts are `{testId}-all`, `{testId}-chosen`,
 * `{testId}-groups`, `{testId}-screens`, `{testId}-organizations` and `{testId}-error`.
 */
export function AlertTargetsField({
  value,
  onChange,
  error,
  testId,
}: {
  value: AlertTargetsValue;
  onChange: (value: AlertTargetsValue) => void;
  /** the translated message of the targets' check */
  error?: string | undefined;
  testId: string;
}) {
  const { t } = useTranslation('alerts');
  const session = useSession();
  const choices = useTargetChoices();
  const errorId = `${testId}-error`;
  const set = (change: Partial<AlertTargetsValue>) => onChange({ ...value, ...change });

  return (
    <FormFieldset legend={t('form.targets')} legendGap={1}>
      <RadioGroup
        value={value.all ? 'all' : 'chosen'}
        onChange={(_event, next) => set({ all: next === 'all' })}
        aria-describedby={error ? errorId : undefined}
      >
        <FormControlLabel
          value="all"
          control={<Radio slotProps={{ input: { 'data-testid': `${testId}-all` } as object }} />}
          label={t('form.targetsAll', { organization: session.organizationName })}
        />
        <FormControlLabel
          value="chosen"
          control={<Radio slotProps={{ input: { 'data-testid': `${testId}-chosen` } as object }} />}
          label={t('form.targetsChosen')}
        />
      </RadioGroup>
      {!value.all && (
        <Stack spacing={2} sx={{ mt: 1.5, pl: { sm: 4 } }}>
          <TargetPicker
            label={t('form.groups')}
            helperText={t('form.groupsHelp')}
            icon={<FolderOutlined fontSize="small" color="action" aria-hidden />}
            choices={choices.groups}
            value={value.groupIds ?? []}
            onChange={(groupIds) => set({ groupIds })}
            loading={choices.loading}
            error={Boolean(error)}
            testId={`${testId}-groups`}
          />
          <TargetPicker
            label={t('form.screens')}
            icon={<TvOutlined fontSize="small" color="action" aria-hidden />}
            choices={choices.screens}
            value={value.deviceIds ?? []}
            onChange={(deviceIds) => set({ deviceIds })}
            loading={choices.loading}
            error={Boolean(error)}
            testId={`${testId}-screens`}
          />
          {choices.organizations.length > 0 && (
            <TargetPicker
              label={t('form.organizations')}
              icon={<AccountTreeOutlined fontSize="small" color="action" aria-hidden />}
              choices={choices.organizations}
              value={value.organizationIds ?? []}
              onChange={(organizationIds) => set({ organizationIds })}
              loading={false}
              error={Boolean(error)}
              testId={`${testId}-organizations`}
            />
          )}
        </Stack>
      )}
      {error && (
        <FormHelperText error id={errorId} data-testid={errorId} role="alert" sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </FormFieldset>
  );
}
