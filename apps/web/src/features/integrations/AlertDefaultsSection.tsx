import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TIntegrationInput } from '@placard/contract';
import { FormFieldset } from '../../components/form/FormFieldset';
import { FormTextField } from '../../components/form/FormTextField';
import { useFormMessage } from '../../components/form/formMessage';
import { ColorField } from '../../editor/panels/properties/ColorField';
import { AlertTypeBadge } from '../alerts/AlertTypeBadge';
import { AlertTypeField } from '../alerts/AlertTypeField';
import { colorsForType, type TIntegrationForm } from './integrationForm';

type FormControl = Control<TIntegrationForm, unknown, TIntegrationInput>;

/** A colour of the raised alerts, with the contract's refusal under it. */
function DefaultColor({
  control,
  name,
  label,
}: {
  control: FormControl;
  name: 'defaults.backgroundColor' | 'defaults.textColor';
  label: string;
}) {
  const translate = useFormMessage();
  const testId = name === 'defaults.backgroundColor' ? 'integration-background' : 'integration-text-color';
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Box>
          <ColorField label={label} value={field.value} onChange={field.onChange} testId={testId} />
          {fieldState.error && (
            <FormHelperText error sx={{ ml: 6 }}>
              {translate(fieldState.error.message)}
            </FormHelperText>
          )}
        </Box>
      )}
    />
  );
}

/** What an alert the integration raises gets when the provider's message does not say. */
export function AlertDefaultsSection({
  control,
  setValue,
}: {
  control: FormControl;
  setValue: UseFormSetValue<TIntegrationForm>;
}) {
  const { t } = useTranslation('integrations');
  const defaults = useWatch({ control, name: 'defaults' });

  return (
    <FormFieldset legend={t('form.defaults')} legendGap={0.5}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('form.defaultsHelp')}
      </Typography>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            control={control}
            name="defaults.type"
            render={({ field }) => (
              <AlertTypeField
                label={t('form.type')}
                value={field.value}
                testId="integration-type"
                onChange={(type) => {
                  const colors = colorsForType(defaults, type);
                  field.onChange(type);
                  setValue('defaults.backgroundColor', colors.backgroundColor, { shouldValidate: true });
                  setValue('defaults.textColor', colors.textColor, { shouldValidate: true });
                }}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Box
            data-testid="integration-look"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              height: '100%',
              minHeight: 56,
              px: 2,
              borderRadius: 2,
              bgcolor: defaults.backgroundColor,
              color: defaults.textColor,
            }}
          >
            <AlertTypeBadge
              type={defaults.type}
              size={32}
              backgroundColor={defaults.textColor}
              textColor={defaults.backgroundColor}
            />
            <Typography sx={{ fontWeight: 700, color: 'inherit' }}>{t('form.preview')}</Typography>
          </Box>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DefaultColor control={control} name="defaults.backgroundColor" label={t('form.background')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DefaultColor control={control} name="defaults.textColor" label={t('form.textColor')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="defaults.continuous"
            render={({ field }) => (
              <FormControlLabel
                sx={{ m: 0, gap: 1, alignItems: 'flex-start' }}
                control={
                  <Switch
                    checked={field.value}
                    onChange={(_event, checked) => field.onChange(checked)}
                    onBlur={field.onBlur}
                    slotProps={{
                      input: {
                        ref: field.ref,
                        'aria-describedby': 'integration-continuous-help',
                        'data-testid': 'integration-continuous',
                      } as object,
                    }}
                  />
                }
                label={
                  <Box sx={{ pt: 0.75 }}>
                    <Typography sx={{ fontWeight: 600 }}>{t('form.continuous')}</Typography>
                    <Typography variant="body2" color="text.secondary" id="integration-continuous-help">
                      {t('form.continuousHelp')}
                    </Typography>
                  </Box>
                }
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {!defaults.continuous && (
            <FormTextField
              control={control}
              name="defaults.duration"
              label={t('form.duration')}
              helperText={t('form.durationHelp')}
              fullWidth
              slotProps={{
                htmlInput: { inputMode: 'numeric', 'data-testid': 'integration-duration' },
                input: { endAdornment: <InputAdornment position="end">{t('form.minutes')}</InputAdornment> },
              }}
            />
          )}
        </Grid>
      </Grid>
    </FormFieldset>
  );
}
