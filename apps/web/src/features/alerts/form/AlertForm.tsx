import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ALERT_NAME_MAX_LENGTH, ALERT_TEXT_MAX_LENGTH, ZAlertInput, type TAlert } from '@placard/contract';
import { alertsApi, useAlertMutation } from '../../../api/alerts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessage } from '../../../components/form/formMessage';
import { FormFieldset } from '../../../components/form/FormFieldset';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitWithServerErrors } from '../../../components/form/useSubmitWithServerErrors';
import { ActivationTargets } from '../fields/ActivationTargets';
import { ALERTS_LIST_PATH } from '../paths';
import { alertRequest, type TAlertForm, type TAlertRequest } from './alertForm';
import { AlertPreview } from './AlertPreview';
import { AlertSettingsFields } from './AlertSettingsFields';

const FIELDS = [
  'name',
  'description',
  'instructions',
  'type',
  'continuous',
  'duration',
  'backgroundColor',
  'textColor',
  'targets',
] as const;

/**
 * An alert's texts, type, duration, colours and targets beside a live preview; saving makes it (or
 * changes the one given) and returns to the list, "Save and activate" asks first and shows it at once.
 */
export function AlertForm({
  initial,
  editing,
  readOnly,
}: {
  initial: TAlertForm;
  /** the alert being changed; null makes a new one */
  editing: TAlert | null;
  /** the licence is read-only: nothing can be saved */
  readOnly: boolean;
}) {
  const { t } = useTranslation('alerts');
  const navigate = useNavigate();
  const form = useForm<TAlertForm, unknown, TAlertRequest>({
    resolver: zodResolver(ZAlertInput),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { control } = form;
  const values = useWatch({ control }) as TAlertForm;
  const save = useAlertMutation((request: TAlertRequest) =>
    editing ? alertsApi.update({ ...request, id: editing.id }) : alertsApi.create(request),
  );
  const activate = useAlertMutation(alertsApi.activate);
  const [confirming, setConfirming] = useState<TAlertRequest | null>(null);
  /** which button sent the form: Save and activate asks first */
  const andActivate = useRef(false);
  /** the alert Save and activate made, so that a failed activation is tried again without a copy */
  const [savedId, setSavedId] = useState<number | null>(null);

  const { failure, setFailure, onSubmit } = useSubmitWithServerErrors(form, {
    fields: FIELDS,
    fallback: t('errors.saveFailed'),
    save: async (checked) => {
      const request = alertRequest(checked);
      if (andActivate.current) {
        setConfirming(request);
        return;
      }
      await save.mutateAsync(request);
      await navigate(ALERTS_LIST_PATH);
    },
  });

  const saveAndActivate = async () => {
    if (!confirming) return;
    setFailure(null);
    try {
      const id = savedId ?? (await save.mutateAsync(confirming)).id;
      setSavedId(id);
      await activate.mutateAsync(id);
      await navigate(ALERTS_LIST_PATH);
    } catch {
      // the dialog shows the refusal
    }
  };
  const confirmError = save.error ?? activate.error;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Box
            component="form"
            noValidate
            onSubmit={onSubmit}
            aria-label={editing ? t('form.editTitle') : t('form.createTitle')}
            data-testid="alert-form"
          >
            <Stack spacing={3}>
              <Typography variant="h2" sx={{ fontSize: '1.25rem' }} data-testid="alert-form-title">
                {editing ? t('form.editTitle') : t('form.createTitle')}
              </Typography>
              <FormFieldset legend={t('form.message')}>
                <Stack spacing={2}>
                  <FormTextField
                    control={control}
                    name="name"
                    label={t('form.name')}
                    required
                    fullWidth
                    slotProps={{
                      htmlInput: { maxLength: ALERT_NAME_MAX_LENGTH, 'data-testid': 'alert-form-name' },
                    }}
                  />
                  <FormTextField
                    control={control}
                    name="description"
                    label={t('form.description')}
                    helperText={t('form.descriptionHelp')}
                    required
                    fullWidth
                    multiline
                    minRows={2}
                    slotProps={{
                      htmlInput: {
                        maxLength: ALERT_TEXT_MAX_LENGTH,
                        'data-testid': 'alert-form-description',
                      },
                    }}
                  />
                  <FormTextField
                    control={control}
                    name="instructions"
                    label={t('form.instructions')}
                    helperText={t('form.instructionsHelp')}
                    required
                    fullWidth
                    multiline
                    minRows={3}
                    slotProps={{
                      htmlInput: {
                        maxLength: ALERT_TEXT_MAX_LENGTH,
                        'data-testid': 'alert-form-instructions',
                      },
                    }}
                  />
                </Stack>
              </FormFieldset>
              <AlertSettingsFields control={control} />
              {failure && (
                <Alert severity="error" data-testid="alert-form-error">
                  {failure}
                </Alert>
              )}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
                <Button
                  type="submit"
                  onClick={() => (andActivate.current = false)}
                  loading={save.isPending && !confirming}
                  disabled={readOnly}
                  data-testid="alert-form-save"
                >
                  {editing ? t('form.saveChanges') : t('form.save')}
                </Button>
                <Button
                  type="submit"
                  variant="outlined"
                  color="error"
                  startIcon={<CampaignOutlined />}
                  onClick={() => (andActivate.current = true)}
                  disabled={readOnly}
                  data-testid="alert-form-save-activate"
                >
                  {t('form.saveAndActivate')}
                </Button>
                <Button
                  variant="text"
                  onClick={() => void navigate(ALERTS_LIST_PATH)}
                  data-testid="alert-form-cancel"
                >
                  {t('cancel')}
                </Button>
              </Box>
            </Stack>
          </Box>
        </CardContent>
      </Card>
      <Card sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <AlertPreview alert={values} />
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirming !== null}
        title={t('activate.title', { name: confirming?.name ?? '' })}
        text={
          confirming && (
            <>
              <Box component="p" sx={{ mt: 0, mb: 1.5 }}>
                {t('activate.text')}
              </Box>
              <ActivationTargets targets={confirming.targets} />
            </>
          )
        }
        confirmLabel={t('activate.confirm')}
        cancelLabel={t('cancel')}
        danger
        pending={save.isPending || activate.isPending}
        error={confirmError ? errorMessage(confirmError, t('errors.actionFailed')) : null}
        onConfirm={() => void saveAndActivate()}
        onClose={() => {
          if (savedId !== null) {
            void navigate(ALERTS_LIST_PATH);
            return;
          }
          save.reset();
          activate.reset();
          setConfirming(null);
        }}
        testId="alert-activate-dialog"
      />
    </Box>
  );
}
