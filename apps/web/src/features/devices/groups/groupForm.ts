import { z } from 'zod';
import { ZGroupCreateRequest, ZGroupUpdateRequest, type TDeviceGroup } from '@placard/contract';
import { checkWithContract } from '../../../components/form/checkWithContract';
import { groupIdOf } from './GroupSelect';

/** The group form: name, description and, for a new group, its parent (an id as text; '' is the top). */
export interface GroupFormValues {
  name: string;
  description: string;
  parent: string;
}

export type TGroupCreate = z.output<typeof ZGroupCreateRequest>;
export type TGroupUpdate = z.output<typeof ZGroupUpdateRequest>;

const ZGroupFormFields = z.object({ name: z.string(), description: z.string(), parent: z.string() });

/** A new group's schema; its output is the create request, checked as the server checks it. */
export const groupCreateSchema = ZGroupFormFields.transform((values, ctx) =>
  checkWithContract(
    ZGroupCreateRequest,
    { name: values.name, description: values.description, parentId: groupIdOf(values.parent) },
    ctx,
  ),
);

/** A renamed group's schema; it stays where it is. */
export const groupRenameSchema = (id: number) =>
  ZGroupFormFields.transform((values, ctx) =>
    checkWithContract(ZGroupUpdateRequest, { id, name: values.name, description: values.description }, ctx),
  );

export function groupFormDefaults(group: TDeviceGroup | null, parentId: number | null): GroupFormValues {
  return {
    name: group?.name ?? '',
    description: group?.description ?? '',
    parent: parentId === null ? '' : String(parentId),
  };
}
