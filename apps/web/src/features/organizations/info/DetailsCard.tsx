import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  ZUpdateOrganizationRequest,
  type TOrganization,
  type TUpdateOrganizationRequest,
} from '@placard/contract';
import { useUpdateOrganizationMutation } from '../../../api/organizations';
import { applyServerFieldErrors, errorMessage } from '../../../components/form/formMessage';
import { countryName } from '../countryName';
import { OrganizationDetailsFields } from '../OrganizationDetailsFields';
import { SuccessSnackbar } from '../SuccessSnackbar';
import { EditableCard } from './EditableCard';
import { FactList } from './FactList';
import { FormButtons } from './FormButtons';

const FIELDS = [
  'name',
  'contactEmail',
  'contactPhoneNumber',
  'description',
  'city',
  'state',
  'country',
] as const;

function DetailsForm({
  organization,
  onDone,
}: {
  organization: TOrganization;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation('organizations');
  const update = useUpdateOrganizationMutation(organization.id);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<
    TUpdateOrganizationRequest,
    unknown,
    ReturnType<typeof ZUpdateOrganizationRequest.parse>
  >({
    resolver: zodResolver(ZUpdateOrganizationRequest),
    defaultValues: {
      name: organization.name,
      contactEmail: organization.contactEmail ?? '',
      contactPhoneNumber: organization.contactPhoneNumber ?? '',
      description: organization.description ?? '',
      city: organization.city ?? '',
      state: organization.state ?? '',
      country: organization.country ?? '',
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
    <Box component="form" onSubmit={onSubmit} noValidate aria-label={t('info.details.title')}>
      <Stack spacing={2}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <OrganizationDetailsFields control={control} testIdPrefix="org-details" autoFocus />
        <FormButtons pending={update.isPending} onCancel={() => onDone(false)} testId="org-details" />
      </Stack>
    </Box>
  );
}

/** The organization's name, contact, description and place (POST /organizations/:id/update). */
export function DetailsCard({ organization, editable }: { organization: TOrganization; editable: boolean }) {
  const { t, i18n } = useTranslation('organizations');
  const [saved, setSaved] = useState(false);
  return (
    <>
      <EditableCard
        title={t('info.details.title')}
        testId="org-details"
        editable={editable}
        view={
          <FactList
            testId="org-details-view"
            facts={[
              { key: 'name', label: t('fields.name'), value: organization.name },
              {
                key: 'contactEmail',
                label: t('info.details.contactEmail'),
                value: organization.contactEmail,
              },
              { key: 'phone', label: t('info.details.phone'), value: organization.contactPhoneNumber },
              { key: 'description', label: t('info.details.description'), value: organization.description },
              { key: 'city', label: t('fields.city'), value: organization.city },
              { key: 'state', label: t('fields.state'), value: organization.state },
              {
                key: 'country',
                label: t('fields.country'),
                value: countryName(organization.country, i18n.language),
              },
            ]}
          />
        }
        renderForm={(close) => (
          <DetailsForm
            organization={organization}
            onDone={(done) => {
              close();
              setSaved(done);
            }}
          />
        )}
      />
      <SuccessSnackbar message={saved ? t('info.details.saved') : null} onClose={() => setSaved(false)} />
    </>
  );
}
