import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFieldset } from '../../../components/form/FormFieldset';
import { useFormMessage } from '../../../components/form/formMessage';
import { AlertDurationField } from '../fields/AlertDurationField';
import { AlertLookFields } from '../fields/AlertLookFields';
import { AlertTargetsField } from '../fields/AlertTargetsField';
import { useAlertLookFields } from '../fields/useAlertLookFields';
import type { AlertFormControl } from './alertFormControl';

/** The alert's type and colours, its duration and its screens, each under its legend. */
export function AlertSettingsFields({ control }: { control: AlertFormControl }) {
  const { t } = useTranslation('alerts');
  const translate = useFormMessage();
  const look = useAlertLookFields(control, {
    type: 'type',
    backgroundColor: 'backgroundColor',
    textColor: 'textColor',
  });
  const continuous = useController({ control, name: 'continuous' });
  const duration = useController({ control, name: 'duration' });
  const targets = useController({ control, name: 'targets' });
  const targetsError = targets.fieldState.error;

  return (
    <>
      <FormFieldset legend={t('form.look')}>
        <AlertLookFields {...look} testId="alert-form" />
      </FormFieldset>
      <FormFieldset legend={t('form.durationTitle')}>
        <AlertDurationField
          continuous={continuous.field.value}
          minutes={duration.field.value}
          onContinuousChange={continuous.field.onChange}
          onMinutesChange={duration.field.onChange}
          onBlur={duration.field.onBlur}
          error={translate(duration.fieldState.error?.message)}
          continuousHelp={t('form.durationContinuous')}
          testId="alert-form"
        />
      </FormFieldset>
      <AlertTargetsField
        value={targets.field.value}
        onChange={targets.field.onChange}
        error={translate(targetsError?.message ?? targetsError?.root?.message)}
        testId="alert-form-targets"
      />
    </>
  );
}
