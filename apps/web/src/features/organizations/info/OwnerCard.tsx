import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZUpdateOwnerRequest, type TOrganization, type TUpdateOwnerRequest } from '@placard/contract';
import { useUpdateOwnerMutation } from '../../../api/organizations';
import { OwnerFields } from '../OwnerFields';
import { CardForm } from './CardForm';
import { EditableCard } from './EditableCard';
import { FactList } from '../../../components/FactList';
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
  const form = useForm<TUpdateOwnerRequest, unknown, ReturnType<typeof ZUpdateOwnerRequest.parse>>({
    resolver: zodResolver(ZUpdateOwnerRequest),
    defaultValues: { ownerName: organization.ownerName ?? '', ownerEmail: organization.ownerEmail ?? '' },
  });
  return (
    <CardForm
      label={t('info.owner.title')}
      form={form}
      fields={['ownerName', 'ownerEmail']}
      save={update.mutateAsync}
      onSaved={() => onDone(true)}
    >
      <OwnerFields control={form.control} testIdPrefix="org" />
      <FormButtons pending={update.isPending} onCancel={() => onDone(false)} testId="org-owner" />
    </CardForm>
  );
}

/** Who owns the organization (POST /organizations/:id/updateOwner). */
export function OwnerCard({ organization, editable }: { organization: TOrganization; editable: boolean }) {
  const { t } = useTranslation('organizations');
  return (
    <EditableCard
      title={t('info.owner.title')}
      description={t('info.owner.description')}
      testId="org-owner"
      editable={editable}
      view={
        <FactList
          emptyText={t('info.notSet')}
          testId="org-owner-view"
          facts={[
            { key: 'name', label: t('fields.ownerName'), value: organization.ownerName },
            { key: 'email', label: t('fields.ownerEmail'), value: organization.ownerEmail },
          ]}
        />
      }
      renderForm={(done) => <OwnerForm organization={organization} onDone={done} />}
      savedMessage={t('info.owner.saved')}
    />
  );
}
