import Box from '@mui/material/Box';
import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { DEVICE_NAME_MAX_LENGTH, type TDeviceGroup } from '@placard/contract';
import { groupsApi, useDeviceMutation } from '../../../api/devices';
import { FormDialog } from '../../../components/FormDialog';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitWithServerErrors } from '../../../components/form/useSubmitWithServerErrors';
import { withDeviceMessage } from '../deviceErrors';
import {
  groupCreateSchema,
  groupFormDefaults,
  groupRenameSchema,
  type GroupFormValues,
  type TGroupCreate,
  type TGroupUpdate,
} from './groupForm';
import { GroupSelect } from './GroupSelect';
import type { GroupRow } from './groupTree';

/** New group (name, description, parent) or Rename (name and description of `group`). */
export type GroupFormTarget =
  { kind: 'create'; parentId: number | null } | { kind: 'rename'; group: TDeviceGroup };

export function GroupFormDialog({
  target,
  rows,
  onClose,
  onSaved,
}: {
  /** what the dialog does; null closes it */
  target: GroupFormTarget | null;
  rows: readonly GroupRow[];
  onClose: () => void;
  /** the group's id, name and parent once saved */
  onSaved: (id: number, name: string, parentId: number | null) => void;
}) {
  if (!target) return null;
  return target.kind === 'create' ? (
    <CreateGroupForm parentId={target.parentId} rows={rows} onClose={onClose} onSaved={onSaved} />
  ) : (
    <RenameGroupForm group={target.group} onClose={onClose} onSaved={onSaved} />
  );
}

function GroupFields<TOut>({
  control,
  rows,
}: {
  control: Control<GroupFormValues, unknown, TOut>;
  /** the groups to choose the parent among; null: no parent field */
  rows: readonly GroupRow[] | null;
}) {
  const { t } = useTranslation('devices');
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <FormTextField
        control={control}
        name="name"
        label={t('groups.name')}
        required
        autoFocus
        autoComplete="off"
        helperText={t('groups.nameHelp', { max: DEVICE_NAME_MAX_LENGTH })}
        slotProps={{ htmlInput: { 'data-testid': 'group-name' } }}
      />
      <FormTextField
        control={control}
        name="description"
        label={t('groups.description')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { 'data-testid': 'group-description' } }}
      />
      {rows && (
        <Controller
          control={control}
          name="parent"
          render={({ field }) => (
            <GroupSelect
              label={t('groups.parent')}
              value={field.value}
              onChange={field.onChange}
              groups={rows}
              leading={[{ value: '', label: t('groups.topLevel') }]}
              testId="group-parent"
            />
          )}
        />
      )}
    </Box>
  );
}

function CreateGroupForm({
  parentId,
  rows,
  onClose,
  onSaved,
}: {
  parentId: number | null;
  rows: readonly GroupRow[];
  onClose: () => void;
  onSaved: (id: number, name: string, parentId: number | null) => void;
}) {
  const { t } = useTranslation('devices');
  const form = useForm<GroupFormValues, unknown, TGroupCreate>({
    resolver: zodResolver(groupCreateSchema),
    defaultValues: groupFormDefaults(null, parentId),
  });
  const create = useDeviceMutation((request: TGroupCreate) => groupsApi.create(request));
  const { failure, onSubmit } = useSubmitWithServerErrors(form, {
    fields: ['name', 'description'],
    fallback: t('groups.createFailed'),
    save: async (request) => {
      try {
        const created = await create.mutateAsync(request);
        onSaved(created.id, request.name, request.parentId);
      } catch (error) {
        throw withDeviceMessage(error, t);
      }
    },
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      titleId="group-form-title"
      title={t('groups.createTitle')}
      text={t('groups.createText')}
      maxWidth="sm"
      onSubmit={(event) => void onSubmit(event)}
      failure={failure}
      failureTestId="group-form-error"
      pending={form.formState.isSubmitting}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('groups.createSubmit')}
      submitTestId="group-form-submit"
    >
      <GroupFields control={form.control} rows={rows} />
    </FormDialog>
  );
}

function RenameGroupForm({
  group,
  onClose,
  onSaved,
}: {
  group: TDeviceGroup;
  onClose: () => void;
  onSaved: (id: number, name: string, parentId: number | null) => void;
}) {
  const { t } = useTranslation('devices');
  const form = useForm<GroupFormValues, unknown, TGroupUpdate>({
    resolver: zodResolver(groupRenameSchema(group.id)),
    defaultValues: groupFormDefaults(group, group.parentId),
  });
  const update = useDeviceMutation((request: TGroupUpdate) => groupsApi.update(request));
  const { failure, onSubmit } = useSubmitWithServerErrors(form, {
    fields: ['name', 'description'],
    fallback: t('groups.saveFailed'),
    save: async (request) => {
      await update.mutateAsync(request);
      onSaved(group.id, request.name, group.parentId);
    },
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      titleId="group-form-title"
      title={t('groups.renameTitle', { name: group.name })}
      text={t('groups.renameText')}
      maxWidth="sm"
      onSubmit={(event) => void onSubmit(event)}
      failure={failure}
      failureTestId="group-form-error"
      pending={form.formState.isSubmitting}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
      submitTestId="group-form-submit"
    >
      <GroupFields control={form.control} rows={null} />
    </FormDialog>
  );
}
