import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  ZUpdateOrganizationRequest,
  type TOrganization,
  type TUpdateOrganizationRequest,
} from '@placard/contract';
import { useUpdateOrganizationMutation } from '../../../api/organizations';
import { zoneLabel } from '../../../components/form/timeZones';
import { countryName } from '../countryName';
import { ORGANIZATION_DETAILS_FIELDS, OrganizationDetailsFields } from '../OrganizationDetailsFields';
import { CardForm } from './CardForm';
import { EditableCard } from './EditableCard';
import { FactList } from '../../../components/FactList';
import { FormButtons } from './FormButtons';

function DetailsForm({
  organization,
  onDone,
}: {
  organization: TOrganization;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation('organizations');
  const update = useUpdateOrganizationMutation(organization.id);
  const form = useForm<
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
      timezone: organization.timezone,
    },
  });
  return (
    <CardForm
      label={t('info.details.title')}
      form={form}
      fields={ORGANIZATION_DETAILS_FIELDS}
      save={update.mutateAsync}
      onSaved={() => onDone(true)}
    >
      <OrganizationDetailsFields control={form.control} testIdPrefix="org-details" autoFocus />
      <FormButtons pending={update.isPending} onCancel={() => onDone(false)} testId="org-details" />
    </CardForm>
  );
}

/** The organization's name, contact, description and place (POST /organizations/:id/update). */
export function DetailsCard({ organization, editable }: { organization: TOrganization; editable: boolean }) {
  const { t, i18n } = useTranslation('organizations');
  return (
    <EditableCard
      title={t('info.details.title')}
      testId="org-details"
      editable={editable}
      view={
        <FactList
          emptyText={t('info.notSet')}
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
            {
              key: 'timezone',
              label: t('fields.timezone'),
              value: zoneLabel(organization.timezone, i18n.language),
            },
          ]}
        />
      }
      renderForm={(done) => <DetailsForm organization={organization} onDone={done} />}
      savedMessage={t('info.details.saved')}
    />
  );
}
