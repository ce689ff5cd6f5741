import { isReadOnly, type AccessState, type TSession } from '@placard/contract';

/** The tabs of /organizations/:orgId, in order (devices and groups come with the devices section). */
export const ORGANIZATION_TABS = ['info', 'license', 'addons', 'users', 'theme', 'move'] as const;
export type OrganizationTab = (typeof ORGANIZATION_TABS)[number];

type SessionFacts = Pick<TSession, 'licenseFeatures' | 'licenseStatus'>;

interface OrganizationFacts {
  accessState: AccessState;
  /** the caller's own organization */
  isOwn: boolean;
}

/** Which tabs the caller may use for this organization; the server would refuse the others. */
export function visibleTabs(organization: OrganizationFacts, session: SessionFacts): OrganizationTab[] {
  const full = organization.accessState === 'FULL_ACCESS';
  const limited = organization.accessState === 'LIMITED_ACCESS';
  return ORGANIZATION_TABS.filter((tab) => {
    switch (tab) {
      case 'info':
        return true;
      case 'license':
        return full || limited;
      case 'addons':
      case 'users':
        return full;
      case 'theme':
        return full && session.licenseFeatures.themeManagement;
      case 'move':
        return full && !organization.isOwn;
    }
  });
}

/** The tab a path segment names, or undefined. */
export function tabOf(segment: string | undefined): OrganizationTab | undefined {
  return ORGANIZATION_TABS.find((tab) => tab === segment);
}

/** Whether the caller's licence lets them create sub-organizations at all. */
export function canCreateSubOrganizations(session: SessionFacts): boolean {
  return session.licenseFeatures.subOrgUpdateAccess > 0 && !isReadOnly(session.licenseStatus);
}

/** Whether the caller may create a sub-organization under this one. */
export function canCreateUnder(accessState: AccessState, session: SessionFacts): boolean {
  return accessState === 'FULL_ACCESS' && canCreateSubOrganizations(session);
}

/** Whether the caller may change this organization's details (not while their licence is read-only). */
export function canEditOrganization(accessState: AccessState, session: SessionFacts): boolean {
  return accessState === 'FULL_ACCESS' && !isReadOnly(session.licenseStatus);
}
