import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZSupportEmails, type TOrganization, type TSupportEmails } from '@placard/contract';
import { useUpdateSupportEmailsMutation } from '../../../api/organizations';
import { applyServerFieldErrors, errorMessage } from '../../../components/form/formMessage';
import { FormTextField } from '../../../components/form/FormTextField';
import { SuccessSnackbar } from '../SuccessSnackbar';
import { EditableCard } from './EditableCard';
import { FactList } from './FactList';
import { FormButtons } from './FormButtons';

const FIELDS = ['customerSupportEmail', 'customerContactEmail'] as const;

function SupportEmailsForm({
  organization,
  onDone,
}: {
  organization: TOrganization;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation('organizations');
  const update = useUpdateSupportEmailsMutation(organization.id);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<
    TSupportEmails,
    unknown,
    ReturnType<typeof ZSupportEmails.parse>
  >({
    resolver: zodResolver(ZSupportEmails),
    defaultValues: {
      customerSupportEmail: organization.customerSupportEmail ?? '',
      customerContactEmail: organization.customerContactEmail ?? '',
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update.mutateAsync(values);
      onDone(true);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS))
        setFailure(errorMessage(error, t('info.saveFailed')));
    }
  });
  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label={t('info.support.title')}>
      <Stack spacing={2}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Grid container spacing={2}>
          {FIELDS.map((name, index) => (
            <Grid key={name} size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name={name}
                type="email"
                autoComplete="off"
                autoFocus={index === 0}
                label={t(`info.support.${name}`)}
                slotProps={{ htmlInput: { 'data-testid': `org-support-${name}` } }}
              />
            </Grid>
          ))}
        </Grid>
        <FormButtons pending={update.isPending} onCancel={() => onDone(false)} testId="org-support" />
      </Stack>
    </Box>
  );
}

/** Where this organization's users write for help (POST /organizations/updateSupportEmails/:id). */
export function SupportEmailsCard({
  organization,
  editable,
}: {
  organization: TOrganization;
  editable: boolean;
}) {
  const { t } = useTranslation('organizations');
  const [saved, setSaved] = useState(false);
  return (
    <>
      <EditableCard
        title={t('info.support.title')}
        description={t('info.support.description')}
        testId="org-support"
        editable={editable}
        view={
          <FactList
            testId="org-support-view"
            facts={FIELDS.map((name) => ({
              key: name,
              label: t(`info.support.${name}View`),
              value: organization[name],
            }))}
          />
        }
        renderForm={(close) => (
          <SupportEmailsForm
            organization={organization}
            onDone={(done) => {
              close();
              setSaved(done);
            }}
          />
        )}
      />
      <SuccessSnackbar message={saved ? t('info.support.saved') : null} onClose={() => setSaved(false)} />
    </>
  );
}
