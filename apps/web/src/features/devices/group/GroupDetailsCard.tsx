import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { DEVICE_NAME_MAX_LENGTH, type TGroupDetails } from '@placard/contract';
import { groupsApi, useDeviceMutation } from '../../../api/devices';
import { SectionCard } from '../../../components/SectionCard';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitWithServerErrors } from '../../../components/form/useSubmitWithServerErrors';
import {
  groupFormDefaults,
  groupRenameSchema,
  type GroupFormValues,
  type TGroupUpdate,
} from '../groups/groupForm';

/** A group's name and description (/group/updateDetails; the group stays where it is). */
export function GroupDetailsCard({
  group,
  organizationId,
  editable,
  onSaved,
}: {
  group: TGroupDetails;
  organizationId: number;
  editable: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation('devices');
  const form = useForm<GroupFormValues, unknown, TGroupUpdate>({
    resolver: zodResolver(groupRenameSchema(group.id)),
    defaultValues: groupFormDefaults(group, group.parentId),
  });
  const update = useDeviceMutation((request: TGroupUpdate) =>
    groupsApi.update({ ...request, organizationId }),
  );
  const { failure, onSubmit } = useSubmitWithServerErrors(form, {
    fields: ['name', 'description'],
    fallback: t('groups.saveFailed'),
    save: async (request) => {
      await update.mutateAsync(request);
      form.reset({ ...form.getValues(), name: request.name, description: request.description });
      onSaved();
    },
  });
  return (
    <SectionCard title={t('group.detailsTitle')} testId="group-details">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        sx={{ display: 'grid', gap: 2.5 }}
      >
        <FormTextField
          control={form.control}
          name="name"
          label={t('groups.name')}
          required
          disabled={!editable}
          autoComplete="off"
          helperText={t('groups.nameHelp', { max: DEVICE_NAME_MAX_LENGTH })}
          slotProps={{ htmlInput: { 'data-testid': 'group-details-name' } }}
        />
        <FormTextField
          control={form.control}
          name="description"
          label={t('groups.description')}
          multiline
          minRows={2}
          disabled={!editable}
          slotProps={{ htmlInput: { 'data-testid': 'group-details-description' } }}
        />
        {failure && (
          <Alert severity="error" data-testid="group-details-error">
            {failure}
          </Alert>
        )}
        {editable && (
          <Box>
            <Button type="submit" loading={form.formState.isSubmitting} data-testid="group-details-save">
              {t('actions.save')}
            </Button>
          </Box>
        )}
      </Box>
    </SectionCard>
  );
}
