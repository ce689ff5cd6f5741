import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearImpersonation,
  expiredImpersonationCookie,
  impersonationCookie,
  impersonationTarget,
  parseImpersonationTarget,
  startImpersonation,
  stopImpersonation,
  storedImpersonationName,
} from './impersonationMode';

function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

describe('impersonation mode', () => {
  afterEach(() => {
    clearImpersonation();
    vi.unstubAllGlobals();
  });

  it('writes the cookie with path=/ and SameSite=Lax, and one that removes it', () => {
    expect(impersonationCookie(42)).toBe('impersonationTargetOrganizationId=42; path=/; SameSite=Lax');
    expect(expiredImpersonationCookie()).toMatch(
      /^impersonationTargetOrganizationId=; path=\/; SameSite=Lax; Max-Age=0/,
    );
  });

  it('reads the target from a cookie string, ignoring other cookies and bad values', () => {
    expect(parseImpersonationTarget('')).toBeNull();
    expect(parseImpersonationTarget('a=1; impersonationTargetOrganizationId=17; b=2')).toBe(17);
    expect(parseImpersonationTarget('impersonationTargetOrganizationId= 5 ')).toBe(5);
    expect(parseImpersonationTarget('xImpersonationTargetOrganizationId=5')).toBeNull();
    expect(parseImpersonationTarget('impersonationTargetOrganizationId=')).toBeNull();
    expect(parseImpersonationTarget('impersonationTargetOrganizationId=0')).toBeNull();
    expect(parseImpersonationTarget('impersonationTargetOrganizationId=abc')).toBeNull();
    expect(parseImpersonationTarget('impersonationTargetOrganizationId=-3')).toBeNull();
  });

  it('starting sets the cookie and the stored name and reloads to /home', () => {
    const assign = stubLocation();
    startImpersonation(23, 'Branch Office');
    expect(impersonationTarget()).toBe(23);
    expect(localStorage.getItem('impersonationTargetOrganizationId')).toBe('Branch Office');
    expect(storedImpersonationName()).toBe('Branch Office');
    expect(assign).toHaveBeenCalledWith('/home');
  });

  it('stopping clears the cookie and the stored name and reloads to /organizations', () => {
    const assign = stubLocation();
    startImpersonation(23, 'Branch Office');
    stopImpersonation();
    expect(impersonationTarget()).toBeNull();
    expect(storedImpersonationName()).toBeNull();
    expect(assign).toHaveBeenLastCalledWith('/organizations');
  });
});
