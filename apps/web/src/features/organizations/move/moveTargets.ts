import type { TOrganizationNode } from '@placard/contract';
import { ancestorsOf, descendantIds, type OrganizationTree } from '../tree/organizationTree';

/** A place the organization can move to, with the names above it for telling namesakes apart. */
export interface MoveTarget {
  node: TOrganizationNode;
  path: string[];
}

/**
 * Organizations `organizationId` may move under: any the caller fully manages in their tree,
 * except itself, its descendants (a loop) and its current parent (no change); filtered by name.
 */
export function moveTargets(tree: OrganizationTree, organizationId: number, query = ''): MoveTarget[] {
  const moving = tree.byId.get(organizationId);
  const excluded = descendantIds(tree, organizationId);
  excluded.add(organizationId);
  if (moving?.parentOrganizationId != null) excluded.add(moving.parentOrganizationId);
  const needle = query.trim().toLocaleLowerCase();
  const nodes = [tree.root, ...[...tree.byId.values()].filter((node) => node.id !== tree.root.id)];
  return nodes
    .filter(
      (node) =>
        !excluded.has(node.id) &&
        node.accessState === 'FULL_ACCESS' &&
        (needle === '' || node.name.toLocaleLowerCase().includes(needle)),
    )
    .map((node) => ({ node, path: ancestorsOf(tree, node.id).map((ancestor) => ancestor.name) }));
}
