import type { TDeviceGroupNode } from '@placard/contract';

/** One group as a row of the drawn tree or an option of a group picker. */
export interface GroupRow {
  node: TDeviceGroupNode;
  /** 0 at the top level */
  level: number;
  hasChildren: boolean;
  expanded: boolean;
}

/**
 * The rows to draw, depth first: every top-level group, and the subgroups of every expanded one
 * (all of them when `expanded` is 'all').
 */
export function visibleGroupRows(
  nodes: readonly TDeviceGroupNode[],
  expanded: ReadonlySet<number> | 'all',
  level = 0,
): GroupRow[] {
  return nodes.flatMap((node) => {
    const hasChildren = node.groups.length > 0;
    const open = hasChildren && (expanded === 'all' || expanded.has(node.id));
    const row: GroupRow = { node, level, hasChildren, expanded: open };
    return open ? [row, ...visibleGroupRows(node.groups, expanded, level + 1)] : [row];
  });
}

/** Every group of the tree with its depth, depth first (for pickers). */
export function allGroupRows(nodes: readonly TDeviceGroupNode[]): GroupRow[] {
  return visibleGroupRows(nodes, 'all');
}

/** The ids of the groups that have subgroups: what "expand all" opens. */
export function expandableGroupIds(nodes: readonly TDeviceGroupNode[]): Set<number> {
  return new Set(
    allGroupRows(nodes)
      .filter((row) => row.hasChildren)
      .map((row) => row.node.id),
  );
}

/** A group and every group under it. */
export function subtreeIds(nodes: readonly TDeviceGroupNode[], id: number): Set<number> {
  const found = new Set<number>();
  const collect = (node: TDeviceGroupNode) => {
    found.add(node.id);
    node.groups.forEach(collect);
  };
  const start = findGroup(nodes, id);
  if (start) collect(start);
  return found;
}

/** The group with this id anywhere in the tree. */
export function findGroup(nodes: readonly TDeviceGroupNode[], id: number): TDeviceGroupNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inside = findGroup(node.groups, id);
    if (inside) return inside;
  }
  return undefined;
}

/** How many groups the tree holds. */
export function groupCount(nodes: readonly TDeviceGroupNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + groupCount(node.groups), 0);
}

/** Where a group may move: anywhere but inside itself or one of its subgroups. */
export function moveTargets(nodes: readonly TDeviceGroupNode[], id: number): GroupRow[] {
  const excluded = subtreeIds(nodes, id);
  return allGroupRows(nodes).filter((row) => !excluded.has(row.node.id));
}

/** The group and every group above it, outermost first (empty when it is not in the tree). */
export function pathTo(nodes: readonly TDeviceGroupNode[], id: number): TDeviceGroupNode[] {
  for (const node of nodes) {
    if (node.id === id) return [node];
    const inside = pathTo(node.groups, id);
    if (inside.length > 0) return [node, ...inside];
  }
  return [];
}
