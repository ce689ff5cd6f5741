import type { TOrganization, TOrganizationNode } from '@placard/contract';

/** The caller's organization and every organization below it, indexed for drawing and searching. */
export interface OrganizationTree {
  root: TOrganizationNode;
  byId: ReadonlyMap<number, TOrganizationNode>;
  /** children of each organization, in the order the server sent them (by name) */
  children: ReadonlyMap<number, readonly TOrganizationNode[]>;
}

/** One drawn row: the organization, how deep it is drawn, and whether it can open. */
export interface TreeRow {
  node: TOrganizationNode;
  /** 0 for the caller's own organization */
  level: number;
  hasChildren: boolean;
  expanded: boolean;
}

/** The top row of the tree, from GET /organizations/:ownId. */
export function organizationToNode(organization: TOrganization): TOrganizationNode {
  return {
    id: organization.id,
    name: organization.name,
    parentOrganizationId: organization.parentOrganizationId,
    depth: 0,
    path: [],
    subOrganizationCount: organization.subOrganizationCount,
    city: organization.city,
    country: organization.country,
    ownerEmail: organization.ownerEmail,
    license: organization.licenseData,
    accessState: organization.accessState,
  };
}

/**
 * Indexes the descendants under the root. An organization whose parent is not in the list
 * (it should not happen) hangs under the root, so nothing disappears.
 */
export function buildOrganizationTree(
  root: TOrganizationNode,
  descendants: readonly TOrganizationNode[],
): OrganizationTree {
  const byId = new Map<number, TOrganizationNode>([[root.id, root]]);
  for (const node of descendants) if (node.id !== root.id) byId.set(node.id, node);
  const children = new Map<number, TOrganizationNode[]>();
  for (const node of descendants) {
    if (node.id === root.id) continue;
    const parentId =
      node.parentOrganizationId !== null && byId.has(node.parentOrganizationId)
        ? node.parentOrganizationId
        : root.id;
    const siblings = children.get(parentId);
    if (siblings) siblings.push(node);
    else children.set(parentId, [node]);
  }
  return { root, byId, children };
}

/** The rows to draw: the root, then the children of every expanded row, depth first. */
export function visibleRows(tree: OrganizationTree, expanded: ReadonlySet<number>): TreeRow[] {
  const rows: TreeRow[] = [];
  const stack: { node: TOrganizationNode; level: number }[] = [{ node: tree.root, level: 0 }];
  const seen = new Set<number>();
  while (stack.length > 0) {
    const { node, level } = stack.pop() as { node: TOrganizationNode; level: number };
    if (seen.has(node.id)) continue;
    seen.add(node.id);
    const kids = tree.children.get(node.id) ?? [];
    const isOpen = kids.length > 0 && expanded.has(node.id);
    rows.push({ node, level, hasChildren: kids.length > 0, expanded: isOpen });
    if (!isOpen) continue;
    for (let index = kids.length - 1; index >= 0; index -= 1) {
      stack.push({ node: kids[index] as TOrganizationNode, level: level + 1 });
    }
  }
  return rows;
}

/** Every organization that has children: what "expand all" opens. */
export function expandableIds(tree: OrganizationTree): Set<number> {
  return new Set(tree.children.keys());
}

/** The organization's descendants (not itself). */
export function descendantIds(tree: OrganizationTree, id: number): Set<number> {
  const found = new Set<number>();
  const pending = [...(tree.children.get(id) ?? [])];
  while (pending.length > 0) {
    const node = pending.pop() as TOrganizationNode;
    if (found.has(node.id)) continue;
    found.add(node.id);
    pending.push(...(tree.children.get(node.id) ?? []));
  }
  return found;
}

/** The organizations above one, from the root down (not itself); empty when it is not in the tree. */
export function ancestorsOf(tree: OrganizationTree, id: number): TOrganizationNode[] {
  const path: TOrganizationNode[] = [];
  const visited = new Set<number>([id]);
  let current = tree.byId.get(id);
  if (!current) return path;
  while (current && current.id !== tree.root.id) {
    const parentId: number | null = current.parentOrganizationId;
    // Like buildOrganizationTree: an unknown parent (or a loop) means "under the root".
    const known = parentId !== null && !visited.has(parentId) ? tree.byId.get(parentId) : undefined;
    const parent: TOrganizationNode = known ?? tree.root;
    visited.add(parent.id);
    path.unshift(parent);
    current = parent;
  }
  return path;
}

/** The expanded set with one organization toggled. */
export function toggled(expanded: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(expanded);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The expanded set with every organization above `id` (and `id` itself) opened, to show its children. */
export function expandedTo(tree: OrganizationTree, expanded: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(expanded);
  for (const ancestor of ancestorsOf(tree, id)) next.add(ancestor.id);
  next.add(id);
  return next;
}
