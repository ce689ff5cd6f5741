import { useMemo } from 'react';
import { useAllSubOrganizations, useOrganization } from '../../../api/organizations';
import { buildOrganizationTree, organizationToNode } from './organizationTree';

/** Loads an organization and every organization below it; `tree` is null until both have come. */
export function useOrganizationTree(organizationId: number) {
  const own = useOrganization(organizationId);
  const descendants = useAllSubOrganizations(organizationId);
  const tree = useMemo(
    () =>
      own.data && descendants.data
        ? buildOrganizationTree(organizationToNode(own.data), descendants.data)
        : null,
    [own.data, descendants.data],
  );
  return { own, descendants, tree };
}
