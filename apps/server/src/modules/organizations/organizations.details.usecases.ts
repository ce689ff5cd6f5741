import type {
  TOrganization,
  TOrganizationDetailsData,
  TParentPath,
  TSupportEmailsData,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { requireOrganization, type Actor } from './access.usecases.js';
import { ancestorPath, countChildren, updateOrganizationRow } from './organizations.repository.js';
import { presentOrganization } from './organizations.usecases.js';

export async function getOrganization(deps: Deps, actor: Actor, id: number): Promise<TOrganization> {
  return presentOrganization(deps, await requireOrganization(deps, actor, id));
}

export async function updateOrganization(
  deps: Deps,
  actor: Actor,
  id: number,
  input: TOrganizationDetailsData,
): Promise<TOrganization> {
  const found = await requireOrganization(deps, actor, id, 'FULL_ACCESS');
  const row = await updateOrganizationRow(deps.db, id, {
    name: input.name,
    city: input.city,
    state: input.state,
    country: input.country,
    ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
    ...(input.contactEmail !== undefined ? { contactEmail: input.contactEmail } : {}),
    ...(input.contactPhoneNumber !== undefined ? { contactPhoneNumber: input.contactPhoneNumber } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.address !== undefined ? { address: input.address } : {}),
  });
  return presentOrganization(deps, found, row);
}

export async function supportEmailsOf(deps: Deps, actor: Actor, id: number) {
  const { organization } = await requireOrganization(deps, actor, id);
  return {
    customerSupportEmail: organization.customerSupportEmail,
    customerContactEmail: organization.customerContactEmail,
  };
}

export async function updateSupportEmails(deps: Deps, actor: Actor, id: number, input: TSupportEmailsData) {
  await requireOrganization(deps, actor, id, 'FULL_ACCESS');
  const row = await updateOrganizationRow(deps.db, id, input);
  return { customerSupportEmail: row.customerSupportEmail, customerContactEmail: row.customerContactEmail };
}

/** From the caller's organization down to this one, for breadcrumbs. */
export async function parentPathOf(deps: Deps, actor: Actor, id: number): Promise<TParentPath> {
  const found = await requireOrganization(deps, actor, id);
  const chain = await ancestorPath(deps.db, id);
  return chain.slice(0, found.depth + 1).reverse();
}

export async function isParent(deps: Deps, actor: Actor, id: number): Promise<boolean> {
  await requireOrganization(deps, actor, id);
  return (await countChildren(deps.db, id)) > 0;
}
