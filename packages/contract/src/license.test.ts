import { describe, expect, it } from 'vitest';
import { LICENSE_PACKAGES, isReadOnly, licenseStatusAt } from './license.js';

const now = new Date('2026-11-21T10:00:00Z');
const past = new Date('2026-11-20T10:00:00Z');
const future = new Date('2026-12-21T10:00:00Z');

describe('licenseStatusAt', () => {
  it('calls a trial past its end demo_expired', () => {
    expect(licenseStatusAt('trial', past, now)).toBe('demo_expired');
  });

  it('calls a paid licence past its end expired', () => {
    for (const pkg of LICENSE_PACKAGES.filter((p) => p !== 'trial')) {
      expect(licenseStatusAt(pkg, past, now), pkg).toBe('expired');
    }
  });

  it('calls a licence without an end date valid', () => {
    expect(licenseStatusAt('full_access', null, now)).toBe('valid');
    expect(licenseStatusAt('trial', null, now)).toBe('valid');
  });

  it('calls a licence valid until its end', () => {
    expect(licenseStatusAt('trial', future, now)).toBe('valid');
    expect(licenseStatusAt('location_1y', new Date(now.getTime() + 1), now)).toBe('valid');
  });

  it('ends a licence at the very moment of its end date', () => {
    expect(licenseStatusAt('trial', now, now)).toBe('demo_expired');
    expect(licenseStatusAt('single_device_3y', now, now)).toBe('expired');
  });
});

describe('isReadOnly', () => {
  it('makes expired and demo-expired licences view-only', () => {
    expect(isReadOnly('valid')).toBe(false);
    expect(isReadOnly('expired')).toBe(true);
    expect(isReadOnly('demo_expired')).toBe(true);
  });
});
