import type { TOrganizationNode } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import {
  accessStateOf,
  requireOrganization,
  type Actor,
  type OrganizationAccess,
} from './access.usecases.js';
import { ancestorPath, subtreeRows, type TreeRow } from './organizations.repository.js';
import { licenseSummary } from './organizations.usecases.js';
import { inTreeOrder, nameMatches } from './tree-order.js';

/** Names between the caller's organization (excluded) and `found` (included), outermost first. */
async function pathPrefix(deps: Pick<Deps, 'db'>, found: OrganizationAccess): Promise<string[]> {
  if (found.depth === 0) return [];
  const chain = await ancestorPath(deps.db, found.organization.id);
  return chain
    .slice(0, found.depth)
    .reverse()
    .map((entry) => entry.name);
}

function toNode(actor: Actor, found: OrganizationAccess, prefix: string[], now: Date) {
  return ({ row, path }: { row: TreeRow; path: string[] }): TOrganizationNode => {
    const depth = found.depth + row.depth;
    return {
      id: row.id,
      name: row.name,
      parentOrganizationId: row.parentOrganizationId,
      depth,
      path: prefix.length > 0 ? [...prefix, ...path] : path,
      subOrganizationCount: row.subOrganizationCount,
      city: row.city,
      country: row.country,
      ownerEmail: row.ownerEmail,
      license: licenseSummary(row, now),
      accessState: accessStateOf(actor, depth),
    };
  };
}

async function nodesBelow(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  id: number,
  options: { directOnly?: boolean; search?: string; includeTop?: boolean },
): Promise<TOrganizationNode[]> {
  const found = await requireOrganization(deps, actor, id);
  const [prefix, rows] = await Promise.all([
    pathPrefix(deps, found),
    subtreeRows(deps.db, id, options.directOnly ? 1 : undefined),
  ]);
  let ordered = inTreeOrder(rows, id);
  if (options.search) {
    const search = options.search;
    ordered = ordered.filter((entry) => nameMatches(entry.row.name, search));
  }
  const top = options.includeTop ? rows.find((row) => row.id === id) : undefined;
  if (top) ordered.unshift({ row: top, path: [] });
  return ordered.map(toNode(actor, found, prefix, deps.now()));
}

/** Direct sub-organizations, or with a search every sub-organization at any level whose name matches. */
export function subOrganizations(deps: Deps, actor: Actor, id: number, search?: string) {
  return nodesBelow(deps, actor, id, search ? { search } : { directOnly: true });
}

/** Every sub-organization at any level, in tree order. */
export function allSubOrganizations(deps: Deps, actor: Actor, id: number) {
  return nodesBelow(deps, actor, id, {});
}

/** The listed organizations the caller may reach (its own included), in tree order; others are left out. */
export async function listOfOrganizations(deps: Deps, actor: Actor, ids: readonly number[]) {
  const wanted = new Set(ids);
  const nodes = await nodesBelow(deps, actor, actor.user.organizationId, { includeTop: true });
  return nodes.filter((node) => wanted.has(node.id));
}
