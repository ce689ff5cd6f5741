import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TIntegrationInput } from '@placard/contract';
import { FormFieldset } from '../../components/form/FormFieldset';
import { useFormMessage } from '../../components/form/formMessage';
import { parseWholeNumber } from '../../components/form/numbers';
import { AlertDurationField } from '../alerts/fields/AlertDurationField';
import { AlertLookFields } from '../alerts/fields/AlertLookFields';
import { AlertTypeSwatch } from '../alerts/fields/AlertTypeSwatch';
import { useAlertLookFields } from '../alerts/fields/useAlertLookFields';
import type { TIntegrationForm } from './integrationForm';

type FormControl = Control<TIntegrationForm, unknown, TIntegrationInput>;

/** What an alert the integration raises gets when the provider's message does not say. */
export function AlertDefaultsSection({ control }: { control: FormControl }) {
  const { t } = useTranslation('integrations');
  const translate = useFormMessage();
  const lookFields = useAlertLookFields(control, {
    type: 'defaults.type',
    backgroundColor: 'defaults.backgroundColor',
    textColor: 'defaults.textColor',
  });
  const continuous = useController({ control, name: 'defaults.continuous' });
  const duration = useController({ control, name: 'defaults.duration' });
  const look = lookFields.value;

  return (
    <FormFieldset legend={t('form.defaults')} legendGap={0.5}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('form.defaultsHelp')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <AlertLookFields {...lookFields} testId="integration" />
        <Box
          data-testid="integration-look"
          sx={{
            display: 'flex',
            alignItems: 'center',
            alignSelf: 'start',
            gap: 1.5,
            minHeight: 56,
            px: 2,
            borderRadius: 2,
            bgcolor: look.backgroundColor,
            color: look.textColor,
          }}
        >
          <AlertTypeSwatch
            type={look.type}
            size={32}
            backgroundColor={look.textColor}
            textColor={look.backgroundColor}
          />
          <Typography sx={{ fontWeight: 700, color: 'inherit' }}>{t('form.preview')}</Typography>
        </Box>
        <AlertDurationField
          continuous={continuous.field.value}
          minutes={parseWholeNumber(duration.field.value)}
          onContinuousChange={continuous.field.onChange}
          onMinutesChange={(minutes) => duration.field.onChange(minutes == null ? '' : String(minutes))}
          onBlur={duration.field.onBlur}
          error={translate(duration.fieldState.error?.message)}
          continuousHelp={t('form.continuousHelp')}
          testId="integration"
        />
      </Box>
    </FormFieldset>
  );
}
