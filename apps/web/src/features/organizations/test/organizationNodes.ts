import type { TOrganizationNode } from '@placard/contract';

/** A tree node for tests; only the id, name and parent matter unless given. */
export function orgNode(
  id: number,
  parentOrganizationId: number | null,
  overrides: Partial<TOrganizationNode> = {},
): TOrganizationNode {
  return {
    id,
    name: `Org ${id}`,
    parentOrganizationId,
    depth: 1,
    path: [],
    subOrganizationCount: 0,
    city: null,
    country: null,
    ownerEmail: null,
    license: null,
    accessState: 'FULL_ACCESS',
    ...overrides,
  };
}
