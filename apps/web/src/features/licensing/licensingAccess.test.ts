import { describe, expect, it } from 'vitest';
import { canAddCredits, licenseReadOnlyReason, organizationIdOf } from './licensingAccess';

const session = { licenseStatus: 'valid' as const, organizationId: 1 };

describe('licensing access', () => {
  it('reads :orgId as a positive whole number', () => {
    expect(organizationIdOf('42')).toBe(42);
    expect(organizationIdOf('0')).toBeNull();
    expect(organizationIdOf('4x')).toBeNull();
    expect(organizationIdOf(undefined)).toBeNull();
  });

  it('says why a licence is read-only', () => {
    const child = { organizationId: 2, accessState: 'FULL_ACCESS' as const, canUpdate: true };
    expect(licenseReadOnlyReason(child, session)).toBeNull();
    expect(licenseReadOnlyReason(child, { ...session, licenseStatus: 'expired' })).toBe('expired');
    expect(licenseReadOnlyReason({ ...child, organizationId: 1, canUpdate: false }, session)).toBe('own');
    expect(
      licenseReadOnlyReason({ ...child, accessState: 'LIMITED_ACCESS', canUpdate: false }, session),
    ).toBe('limited');
    expect(licenseReadOnlyReason({ ...child, canUpdate: false }, session)).toBe('notParent');
  });

  it('adds credits to other organizations with full or limited access, never while read-only', () => {
    expect(canAddCredits({ organizationId: 2, accessState: 'LIMITED_ACCESS' }, session)).toBe(true);
    expect(canAddCredits({ organizationId: 2, accessState: 'FULL_ACCESS' }, session)).toBe(true);
    expect(canAddCredits({ organizationId: 1, accessState: 'FULL_ACCESS' }, session)).toBe(false);
    expect(canAddCredits({ organizationId: 2, accessState: 'NO_ACCESS' }, session)).toBe(false);
    expect(
      canAddCredits(
        { organizationId: 2, accessState: 'FULL_ACCESS' },
        { ...session, licenseStatus: 'demo_expired' },
      ),
    ).toBe(false);
  });
});
