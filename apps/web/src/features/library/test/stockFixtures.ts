import type { TOrganizationNode } from '@placard/contract';
import { orgNode } from '../../organizations/test/organizationNodes';

/** A sub-organization that can receive stock copies (of organization 1 unless told), for tests. */
export function organizationNode(
  overrides: Partial<TOrganizationNode> & Pick<TOrganizationNode, 'id' | 'name'>,
): TOrganizationNode {
  return orgNode(overrides.id, overrides.parentOrganizationId ?? 1, overrides);
}
