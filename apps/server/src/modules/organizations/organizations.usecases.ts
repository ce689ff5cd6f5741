import type { TTheme } from '@placard/contract';
import { AppError } from '../../platform/http/app-error.js';
import type { Deps } from '../../platform/deps.js';
import {
  ancestorIds,
  findCollatingOrganization,
  findOrganizationById,
  findRootOrganization,
  insertOrganization,
  type NewOrganization,
} from './organizations.repository.js';
import type { OrganizationRow } from './organizations.table.js';

export type { OrganizationRow };

export function createOrganization(
  deps: Pick<Deps, 'db'>,
  values: NewOrganization,
): Promise<OrganizationRow> {
  return insertOrganization(deps.db, values);
}

export function rootOrganization(deps: Pick<Deps, 'db'>): Promise<OrganizationRow | undefined> {
  return findRootOrganization(deps.db);
}

export function organizationById(deps: Pick<Deps, 'db'>, id: number): Promise<OrganizationRow | undefined> {
  return findOrganizationById(deps.db, id);
}

/** The organization whose members may join by registering with an address on its e-mail domain. */
export function collatingOrganizationFor(
  deps: Pick<Deps, 'db'>,
  email: string,
): Promise<OrganizationRow | undefined> {
  const domain = email.split('@')[1];
  return domain ? findCollatingOrganization(deps.db, domain) : Promise.resolve(undefined);
}

/** An actor may see its own organization and every organization below it. */
export async function isWithinScope(deps: Pick<Deps, 'db'>, actorOrganizationId: number, targetId: number) {
  if (actorOrganizationId === targetId) return true;
  return (await ancestorIds(deps.db, targetId)).includes(actorOrganizationId);
}

export async function themeOf(
  deps: Pick<Deps, 'db'>,
  actor: { organizationId: number },
  organizationId: number,
): Promise<TTheme> {
  const organization = await findOrganizationById(deps.db, organizationId);
  if (!organization || !(await isWithinScope(deps, actor.organizationId, organizationId))) {
    throw new AppError('NOT_FOUND');
  }
  const theme = organization.theme;
  return {
    accentColor: theme.accentColor ?? null,
    navBarColor: theme.navBarColor ?? null,
    contentColor: theme.contentColor ?? null,
    navTextColor: theme.navTextColor ?? null,
    logoUrl: theme.logoUrl ?? null,
    homeBackgroundUrl: theme.homeBackgroundUrl ?? null,
    websiteTitle: organization.websiteTitle?.trim() ? organization.websiteTitle : null,
  };
}
