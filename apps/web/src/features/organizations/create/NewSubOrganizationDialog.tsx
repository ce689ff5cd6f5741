import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useForm, type FieldErrors, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { TOrganization } from '@placard/contract';
import { isApiError } from '../../../api/client';
import { useCreateSubOrganizationMutation } from '../../../api/organizations';
import { applyServerFieldErrors, errorMessage } from '../../../components/form/formMessage';
import { OrganizationDetailsFields } from '../OrganizationDetailsFields';
import {
  emptySubOrganizationForm,
  stepOfFields,
  SUB_ORGANIZATION_FIELDS,
  SUB_ORGANIZATION_STEPS,
  ZSubOrganizationForm,
  type TSubOrganizationForm,
  type TSubOrganizationRequest,
} from './subOrganizationForm';
import { SubOrganizationLicenseStep } from './SubOrganizationLicenseStep';
import { SubOrganizationOwnerStep } from './SubOrganizationOwnerStep';

export interface ParentChoice {
  id: number;
  name: string;
}

const LAST_STEP = SUB_ORGANIZATION_STEPS.length - 1;

/** The names of the fields that failed, nested ones as "licenseData.numDevices". */
function failedFields(errors: FieldErrors<TSubOrganizationForm>): string[] {
  const names = Object.keys(errors).filter((name) => name !== 'licenseData');
  const license = errors.licenseData;
  if (license) {
    names.push('licenseData.package');
    names.push(...Object.keys(license).map((name) => `licenseData.${name}`));
  }
  return names;
}

function SubOrganizationStepper({
  parent,
  titleId,
  onCancel,
  onCreated,
}: {
  parent: ParentChoice;
  titleId: string;
  onCancel: () => void;
  onCreated: (organization: TOrganization) => void;
}) {
  const { t } = useTranslation('organizations');
  const [step, setStep] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateSubOrganizationMutation();
  const form = useForm<TSubOrganizationForm, unknown, TSubOrganizationRequest>({
    resolver: zodResolver(ZSubOrganizationForm),
    defaultValues: emptySubOrganizationForm(parent.id),
    mode: 'onTouched',
  });

  const next = async () => {
    const fields = SUB_ORGANIZATION_STEPS[step]?.fields ?? [];
    if (await form.trigger(fields as readonly Path<TSubOrganizationForm>[])) setStep(step + 1);
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        onCreated(await create.mutateAsync(values));
      } catch (error) {
        if (applyServerFieldErrors(error, form.setError, SUB_ORGANIZATION_FIELDS) && isApiError(error)) {
          setStep(stepOfFields(Object.keys(error.fields)) ?? step);
        }
        setFailure(errorMessage(error, t('create.failed')));
      }
    },
    (errors) => setStep(stepOfFields(failedFields(errors)) ?? step),
  );

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        if (step < LAST_STEP) {
          event.preventDefault();
          void next();
        } else void submit(event);
      }}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
      data-testid="suborg-form"
    >
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('create.under', { name: parent.name })}
        </Typography>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {SUB_ORGANIZATION_STEPS.map(({ key }) => (
            <Step key={key}>
              <StepLabel>{t(`create.steps.${key}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="suborg-error">
            {failure}
          </Alert>
        )}
        {step === 0 && <OrganizationDetailsFields control={form.control} testIdPrefix="suborg" autoFocus />}
        {step === 1 && <SubOrganizationOwnerStep control={form.control} />}
        {step === 2 && <SubOrganizationLicenseStep form={form} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Button variant="text" onClick={onCancel} disabled={create.isPending} sx={{ mr: 'auto' }}>
          {t('actions.cancel')}
        </Button>
        {step > 0 && (
          <Button
            variant="outlined"
            onClick={() => setStep(step - 1)}
            disabled={create.isPending}
            data-testid="suborg-back"
          >
            {t('actions.back')}
          </Button>
        )}
        {step < LAST_STEP ? (
          <Button type="submit" data-testid="suborg-next">
            {t('actions.next')}
          </Button>
        ) : (
          <Button type="submit" loading={create.isPending} data-testid="suborg-submit">
            {t('create.submit')}
          </Button>
        )}
      </DialogActions>
    </Box>
  );
}

/** "New sub-organization": details, owner and licence in three steps (POST …/suborganizations/create). */
export function NewSubOrganizationDialog({
  parent,
  onClose,
  onCreated,
}: {
  /** the organization to create under; null keeps the dialog closed */
  parent: ParentChoice | null;
  onClose: () => void;
  onCreated: (organization: TOrganization) => void;
}) {
  const { t } = useTranslation('organizations');
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open={parent !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      data-testid="suborg-dialog"
    >
      <DialogTitle id={titleId}>{t('create.title')}</DialogTitle>
      {parent && (
        <SubOrganizationStepper
          key={parent.id}
          parent={parent}
          titleId={titleId}
          onCancel={onClose}
          onCreated={onCreated}
        />
      )}
    </Dialog>
  );
}
