import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  INTEGRATION_NAME_MAX_LENGTH,
  INTEGRATION_POLL_MAX_MINUTES,
  INTEGRATION_POLL_MIN_MINUTES,
  type TIntegrationInput,
} from '@placard/contract';
import { FormFieldset } from '../../components/form/FormFieldset';
import { FormTextField } from '../../components/form/FormTextField';
import { useFormMessage } from '../../components/form/formMessage';
import { useSubmitWithServerErrors } from '../../components/form/useSubmitWithServerErrors';
import { LinkButton } from '../../components/RouterLinks';
import { AlertTargetsField } from '../alerts/fields/AlertTargetsField';
import { AlertDefaultsSection } from './AlertDefaultsSection';
import { INTEGRATION_SERVER_FIELDS, integrationFormSchema, type TIntegrationForm } from './integrationForm';
import { INTEGRATIONS_PATH } from './paths';
import { ProviderField } from './ProviderField';

/**
 * The integration's name, provider, screens, the defaults of the alerts it raises and, for a CAP feed,
 * its address and how often it is read. The contract's ZIntegrationInput judges it here as on the
 * server; the server's field errors land on their fields.
 */
export function IntegrationForm({
  values,
  editable,
  submitLabel,
  onSave,
}: {
  values: TIntegrationForm;
  editable: boolean;
  submitLabel: string;
  /** sends the checked input; a throw is a refusal */
  onSave: (input: TIntegrationInput) => Promise<unknown>;
}) {
  const { t } = useTranslation('integrations');
  const translate = useFormMessage();
  const form = useForm<TIntegrationForm, unknown, TIntegrationInput>({
    resolver: zodResolver(integrationFormSchema),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const { control, formState } = form;
  const provider = useWatch({ control, name: 'provider' });
  const { failure, onSubmit } = useSubmitWithServerErrors(form, {
    fields: INTEGRATION_SERVER_FIELDS,
    fallback: t('errors.save'),
    save: onSave,
  });

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-label={t('form.label')}
          data-testid="integration-form"
          sx={{ display: 'grid', gap: 3.5 }}
        >
          <FormTextField
            control={control}
            name="name"
            label={t('form.name')}
            helperText={t('form.nameHelp')}
            required
            disabled={!editable}
            slotProps={{
              htmlInput: { maxLength: INTEGRATION_NAME_MAX_LENGTH, 'data-testid': 'integration-name-input' },
            }}
            sx={{ maxWidth: { md: 560 } }}
          />
          <Controller
            control={control}
            name="provider"
            render={({ field }) => (
              <ProviderField value={field.value} onChange={field.onChange} disabled={!editable} />
            )}
          />
          {provider === 'capFeed' && (
            <FormFieldset legend={t('form.feed')} legendGap={1.5}>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 8 }}>
                  <FormTextField
                    control={control}
                    name="feedUrl"
                    label={t('form.feedUrl')}
                    helperText={t('form.feedUrlHelp')}
                    required
                    fullWidth
                    disabled={!editable}
                    placeholder="https://"
                    slotProps={{
                      htmlInput: {
                        inputMode: 'url',
                        spellCheck: false,
                        'data-testid': 'integration-feed-url',
                      },
                    }}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                  <FormTextField
                    control={control}
                    name="pollMinutes"
                    label={t('form.pollMinutes')}
                    helperText={t('form.pollMinutesHelp', {
                      min: INTEGRATION_POLL_MIN_MINUTES,
                      max: INTEGRATION_POLL_MAX_MINUTES,
                    })}
                    required
                    fullWidth
                    disabled={!editable}
                    slotProps={{
                      htmlInput: { inputMode: 'numeric', 'data-testid': 'integration-poll-minutes' },
                      input: {
                        endAdornment: <InputAdornment position="end">{t('form.minutes')}</InputAdornment>,
                      },
                    }}
                  />
                </Grid>
              </Grid>
            </FormFieldset>
          )}
          <Divider />
          <Controller
            control={control}
            name="targets"
            render={({ field, fieldState }) => (
              <AlertTargetsField
                value={field.value}
                onChange={field.onChange}
                error={translate(fieldState.error?.message)}
                testId="integration-targets"
              />
            )}
          />
          <Divider />
          <AlertDefaultsSection control={control} />
          {failure && (
            <Alert severity="error" data-testid="integration-form-error">
              {failure}
            </Alert>
          )}
          {editable && (
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
              <LinkButton to={INTEGRATIONS_PATH} variant="text">
                {t('actions.cancel')}
              </LinkButton>
              <Button type="submit" loading={formState.isSubmitting} data-testid="integration-save">
                {submitLabel}
              </Button>
            </Box>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
