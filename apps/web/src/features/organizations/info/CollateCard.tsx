import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZCollateRequest, type TCollateRequest, type TOrganization } from '@placard/contract';
import { useCollateMutation } from '../../../api/organizations';
import { FormTextField } from '../../../components/form/FormTextField';
import { SectionCard } from '../../../components/SectionCard';
import { SuccessSnackbar } from '../../../components/SuccessSnackbar';
import { CardForm } from './CardForm';
import { FactList } from '../../../components/FactList';
import { FormButtons } from './FormButtons';
import { CollationVerification } from './CollationVerification';

function CollateForm({ organization, onSaved }: { organization: TOrganization; onSaved: () => void }) {
  const { t } = useTranslation('organizations');
  const collate = useCollateMutation(organization.id);
  const form = useForm<TCollateRequest, unknown, ReturnType<typeof ZCollateRequest.parse>>({
    resolver: zodResolver(ZCollateRequest),
    values: { collate: organization.collate, domain: organization.domain ?? '' },
  });
  const { control } = form;
  const on = useWatch({ control, name: 'collate' });

  return (
    <CardForm
      label={t('info.collate.title')}
      form={form}
      fields={['domain']}
      save={collate.mutateAsync}
      onSaved={() => onSaved()}
    >
      <Controller
        control={control}
        name="collate"
        render={({ field }) => (
          <FormControlLabel
            label={t('info.collate.switch')}
            control={
              <Switch
                name={field.name}
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref, 'data-testid': 'org-collate-switch' } as object }}
              />
            }
          />
        )}
      />
      <FormTextField
        control={control}
        name="domain"
        label={on ? t('info.collate.domain') : t('info.collate.domainOptional')}
        placeholder="example.com"
        helperText={t('info.collate.domainHint')}
        required={on}
        slotProps={{
          htmlInput: { 'data-testid': 'org-collate-domain', autoCapitalize: 'none', spellCheck: false },
        }}
        sx={{ maxWidth: 480 }}
      />
      <Box>
        <FormButtons pending={collate.isPending} testId="org-collate" />
      </Box>
    </CardForm>
  );
}

/**
 * The own organization's collate setting: people registering with an address on its e-mail domain
 * join it once the owner approves (POST /organizations/:id/collate). It takes effect once the domain
 * publishes the TXT record shown (POST /organizations/:id/collate/verify).
 */
export function CollateCard({ organization, editable }: { organization: TOrganization; editable: boolean }) {
  const { t } = useTranslation('organizations');
  const [saved, setSaved] = useState(false);
  return (
    <SectionCard
      title={t('info.collate.title')}
      description={t('info.collate.description')}
      testId="org-collate"
    >
      {editable ? (
        <CollateForm organization={organization} onSaved={() => setSaved(true)} />
      ) : (
        <FactList
          emptyText={t('info.notSet')}
          testId="org-collate-view"
          facts={[
            {
              key: 'collate',
              label: t('info.collate.status'),
              value: t(`info.collate.state.${organization.collationState}`),
            },
            { key: 'domain', label: t('info.collate.domain'), value: organization.domain },
          ]}
        />
      )}
      <Box sx={{ mt: 2 }}>
        <CollationVerification organization={organization} editable={editable} />
      </Box>
      <SuccessSnackbar message={saved ? t('info.collate.saved') : null} onClose={() => setSaved(false)} />
    </SectionCard>
  );
}
