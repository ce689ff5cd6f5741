import { useOutletContext } from 'react-router';
import type { TOrganization } from '@placard/contract';

/** What /organizations/:orgId hands its tabs: the organization, with the caller's access to it. */
export interface OrganizationOutletContext {
  organization: TOrganization;
}

/** The organization of the page a tab is shown in (inside /organizations/:orgId only). */
export function useOrganizationOutlet(): TOrganization {
  return useOutletContext<OrganizationOutletContext>().organization;
}
