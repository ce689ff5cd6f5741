import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZSupportEmails, type TOrganization, type TSupportEmails } from '@placard/contract';
import { useUpdateSupportEmailsMutation } from '../../../api/organizations';
import { FormTextField } from '../../../components/form/FormTextField';
import { CardForm } from './CardForm';
import { EditableCard } from './EditableCard';
import { FactList } from '../../../components/FactList';
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
  const form = useForm<TSupportEmails, unknown, ReturnType<typeof ZSupportEmails.parse>>({
    resolver: zodResolver(ZSupportEmails),
    defaultValues: {
      customerSupportEmail: organization.customerSupportEmail ?? '',
      customerContactEmail: organization.customerContactEmail ?? '',
    },
  });
  return (
    <CardForm
      label={t('info.support.title')}
      form={form}
      fields={FIELDS}
      save={update.mutateAsync}
      onSaved={() => onDone(true)}
    >
      <Grid container spacing={2}>
        {FIELDS.map((name, index) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
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
    </CardForm>
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
  return (
    <EditableCard
      title={t('info.support.title')}
      description={t('info.support.description')}
      testId="org-support"
      editable={editable}
      view={
        <FactList
          emptyText={t('info.notSet')}
          testId="org-support-view"
          facts={FIELDS.map((name) => ({
            key: name,
            label: t(`info.support.${name}View`),
            value: organization[name],
          }))}
        />
      }
      renderForm={(done) => <SupportEmailsForm organization={organization} onDone={done} />}
      savedMessage={t('info.support.saved')}
    />
  );
}
