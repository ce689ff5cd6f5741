import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZUpdateOwnerRequest, type TOrganization, type TUpdateOwnerRequest } from '@placard/contract';
import { useUpdateOwnerMutation } from '../../../api/organizations';
import { EmailField } from '../../../components/form/EmailField';
import { applyServerFieldErrors, errorMessage } from '../../../components/form/formMessage';
import { FormTextField } from '../../../components/form/FormTextField';
import { SuccessSnackbar } from '../SuccessSnackbar';
import { EditableCard } from './EditableCard';
import { FactList } from './FactList';
import { FormButtons } from './FormButtons';

function OwnerForm({
  organization,
  onDone,
}: {
  organization: TOrganization;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation('organizations');
  const update = useUpdateOwnerMutation(organization.id);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<
    TUpdateOwnerRequest,
    unknown,
    ReturnType<typeof ZUpdateOwnerRequest.parse>
  >({
    resolver: zodResolver(ZUpdateOwnerRequest),
    defaultValues: { ownerName: organization.ownerName ?? '', ownerEmail: organization.ownerEmail ?? '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update.mutateAsync(values);
      onDone(true);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['ownerName', 'ownerEmail'])) {
        setFailure(errorMessage(error, t('info.saveFailed')));
      }
    }
  });
  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label={t('info.owner.title')}>
      <Stack spacing={2}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="ownerName"
              label={t('fields.ownerName')}
              autoFocus
              required
              slotProps={{ htmlInput: { 'data-testid': 'org-owner-name' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <EmailField
              control={control}
              name="ownerEmail"
              label={t('fields.ownerEmail')}
              slotProps={{ htmlInput: { 'data-testid': 'org-owner-email' } }}
            />
          </Grid>
        </Grid>
        <FormButtons pending={update.isPending} onCancel={() => onDone(false)} testId="org-owner" />
      </Stack>
    </Box>
  );
}

/** Who owns the organization (POST /organizations/:id/updateOwner). */
export function OwnerCard({ organization, editable }: { organization: TOrganization; editable: boolean }) {
  const { t } = useTranslation('organizations');
  const [saved, setSaved] = useState(false);
  return (
    <>
      <EditableCard
        title={t('info.owner.title')}
        description={t('info.owner.description')}
        testId="org-owner"
        editable={editable}
        view={
          <FactList
            testId="org-owner-view"
            facts={[
              { key: 'name', label: t('fields.ownerName'), value: organization.ownerName },
              { key: 'email', label: t('fields.ownerEmail'), value: organization.ownerEmail },
            ]}
          />
        }
        renderForm={(close) => (
          <OwnerForm
            organization={organization}
            onDone={(done) => {
              close();
              setSaved(done);
            }}
          />
        )}
      />
      <SuccessSnackbar message={saved ? t('info.owner.saved') : null} onClose={() => setSaved(false)} />
    </>
  );
}
