import type { TDeviceGroupNode, TDeviceListEntry, TOrganizationNode } from '@placard/contract';

/** Something an alert may target, with the words that name it in a picker. */
export interface TargetChoice {
  id: number;
  label: string;
  /** where it is: a group's parents, a sub-organization's path */
  detail?: string;
}

/** Every group of a tree, depth first, each with the groups above it. */
export function groupChoices(
  tree: readonly TDeviceGroupNode[],
  above: readonly string[] = [],
): TargetChoice[] {
  return tree.flatMap((group) => [
    { id: group.id, label: group.name, ...(above.length > 0 ? { detail: above.join(' › ') } : {}) },
    ...groupChoices(group.groups, [...above, group.name]),
  ]);
}

/** The organization's screens, by name. */
export function screenChoices(
  screens: readonly TDeviceListEntry[],
  nameOf: (screen: TDeviceListEntry) => string,
): TargetChoice[] {
  return screens
    .map((screen) => ({
      id: screen.id,
      label: nameOf(screen),
      ...(screen.groupName ? { detail: screen.groupName } : {}),
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The sub-organizations whose screens the licence lets the organization reach: those it fully manages. */
export function organizationChoices(nodes: readonly TOrganizationNode[]): TargetChoice[] {
  return nodes
    .filter((node) => node.depth > 0 && node.accessState === 'FULL_ACCESS')
    .map((node) => ({
      id: node.id,
      label: node.name,
      ...(node.path.length > 0 ? { detail: node.path.join(' › ') } : {}),
    }));
}

/** The names of the chosen ids, in the order of the choices; an id no longer there is left out. */
export function chosenLabels(choices: readonly TargetChoice[], ids: readonly number[]): string[] {
  const chosen = new Set(ids);
  return choices.filter((choice) => chosen.has(choice.id)).map((choice) => choice.label);
}
