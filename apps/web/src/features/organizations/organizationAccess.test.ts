import { describe, expect, it } from 'vitest';
import { PACKAGE_DEFAULTS, type LicenseFeatures, type LicenseStatus } from '@placard/contract';
import {
  canCreateSubOrganizations,
  canCreateUnder,
  canEditOrganization,
  tabOf,
  visibleTabs,
} from './organizationAccess';

function session(features: Partial<LicenseFeatures> = {}, licenseStatus: LicenseStatus = 'valid') {
  return { licenseFeatures: { ...PACKAGE_DEFAULTS.full_access.features, ...features }, licenseStatus };
}

describe('organization tabs', () => {
  it('shows every tab but move for the own organization', () => {
    expect(visibleTabs({ accessState: 'FULL_ACCESS', isOwn: true }, session())).toEqual([
      'info',
      'license',
      'addons',
      'users',
      'theme',
    ]);
  });

  it('adds move for a fully managed sub-organization', () => {
    expect(visibleTabs({ accessState: 'FULL_ACCESS', isOwn: false }, session())).toEqual([
      'info',
      'license',
      'addons',
      'users',
      'theme',
      'move',
    ]);
  });

  it('shows only info and licence with limited access', () => {
    expect(visibleTabs({ accessState: 'LIMITED_ACCESS', isOwn: false }, session())).toEqual([
      'info',
      'license',
    ]);
  });

  it('shows only info without access', () => {
    expect(visibleTabs({ accessState: 'NO_ACCESS', isOwn: false }, session())).toEqual(['info']);
  });

  it('hides the theme tab when the licence has no theme management', () => {
    expect(
      visibleTabs({ accessState: 'FULL_ACCESS', isOwn: false }, session({ themeManagement: false })),
    ).not.toContain('theme');
  });

  it('reads tab names from path segments', () => {
    expect(tabOf('users')).toBe('users');
    expect(tabOf('devices')).toBeUndefined();
    expect(tabOf(undefined)).toBeUndefined();
  });
});

describe('creating sub-organizations', () => {
  it('needs a licence allowing sub-organization updates', () => {
    expect(canCreateSubOrganizations(session({ subOrgUpdateAccess: 0 }))).toBe(false);
    expect(canCreateSubOrganizations(session({ subOrgUpdateAccess: 1 }))).toBe(true);
    expect(canCreateSubOrganizations(session({ subOrgUpdateAccess: 2 }))).toBe(true);
  });

  it('is refused while the licence is read-only', () => {
    expect(canCreateSubOrganizations(session({}, 'expired'))).toBe(false);
    expect(canCreateSubOrganizations(session({}, 'demo_expired'))).toBe(false);
  });

  it('needs full access to the parent', () => {
    expect(canCreateUnder('FULL_ACCESS', session())).toBe(true);
    expect(canCreateUnder('LIMITED_ACCESS', session())).toBe(false);
  });

  it('edits details only with full access and a valid licence', () => {
    expect(canEditOrganization('FULL_ACCESS', session())).toBe(true);
    expect(canEditOrganization('LIMITED_ACCESS', session())).toBe(false);
    expect(canEditOrganization('FULL_ACCESS', session({}, 'expired'))).toBe(false);
  });
});
