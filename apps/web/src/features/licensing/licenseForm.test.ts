import { describe, expect, it } from 'vitest';
import { PACKAGE_DEFAULTS, type TLicenseInfo, type TPackageInfo } from '@placard/contract';
import {
  endOfLocalDay,
  exceedsDeviceLimit,
  grantedSwitches,
  licenseFormFromInfo,
  licenseFormFromPackage,
  licenseFormSchema,
  licenseUpdateRequest,
  toDateInput,
  updateLocalTime,
  usagePercent,
  type TLicenseForm,
} from './licenseForm';

const NOW = new Date(2025, 5, 10, 9, 30); // 10 June 2025, 09:30 local

function info(overrides: Partial<TLicenseInfo> = {}): TLicenseInfo {
  return {
    organizationId: 7,
    organizationName: 'Branch',
    package: 'location_1y',
    state: 'active',
    licenseStatus: 'valid',
    validFrom: new Date(2025, 0, 1).toISOString(),
    validityExpiresAt: new Date(2025, 11, 31, 23, 59, 59, 999).toISOString(),
    numDevices: 10,
    numUsers: 10,
    validityDays: 365,
    interactiveDeviceLimit: 2,
    usedUsers: 3,
    usedDevices: 4,
    trialExtended: false,
    ...PACKAGE_DEFAULTS.location_1y.features,
    accessState: 'FULL_ACCESS',
    canUpdate: true,
    canExtendTrial: false,
    ...overrides,
  };
}

function packageInfo(type: keyof typeof PACKAGE_DEFAULTS): TPackageInfo {
  const { features, ...limits } = PACKAGE_DEFAULTS[type];
  return { name: type, type, ...limits, ...features };
}

const schema = licenseFormSchema(() => NOW);

describe('dates of the licence form', () => {
  it('updateLocalTime is 23:59:59.999 of the current local day, as ISO', () => {
    const iso = updateLocalTime(NOW);
    const parsed = new Date(iso);
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect([parsed.getFullYear(), parsed.getMonth(), parsed.getDate()]).toEqual([2025, 5, 10]);
    expect([parsed.getHours(), parsed.getMinutes(), parsed.getSeconds(), parsed.getMilliseconds()]).toEqual([
      23, 59, 59, 999,
    ]);
  });

  it('does not change the date it is given', () => {
    const now = new Date(NOW.getTime());
    updateLocalTime(now);
    expect(now.getTime()).toBe(NOW.getTime());
  });

  it('an end date is the end of that local day; a non-date is null', () => {
    const end = new Date(endOfLocalDay('2026-02-28') ?? '');
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMilliseconds()]).toEqual(
      [2026, 1, 28, 23, 999],
    );
    expect(endOfLocalDay('2026-02-30')).toBeNull();
    expect(endOfLocalDay('')).toBeNull();
    expect(endOfLocalDay('tomorrow')).toBeNull();
    expect(toDateInput(new Date(2025, 0, 5))).toBe('2025-01-05');
  });
});

describe('licence form mapping', () => {
  it('fills the form from the current licence, keeping its end date', () => {
    const form = licenseFormFromInfo(info());
    expect(form).toMatchObject({
      package: 'location_1y',
      numDevices: '10',
      devicesUnlimited: false,
      numUsers: '10',
      interactiveDeviceLimit: '2',
      durationMode: 'date',
      validityExpiresAt: '2025-12-31',
      daysUnlimited: false,
      subOrgUpdateAccess: 1,
      themeManagement: true,
      aiAssistant: false,
    });
  });

  it('shows null limits and no end date as unlimited', () => {
    const form = licenseFormFromInfo(
      info({ numDevices: null, numUsers: null, interactiveDeviceLimit: null, validityExpiresAt: null }),
    );
    expect(form).toMatchObject({
      numDevices: '',
      devicesUnlimited: true,
      usersUnlimited: true,
      interactiveUnlimited: true,
      durationMode: 'days',
      daysUnlimited: true,
    });
  });

  it('choosing a package takes its defaults and a duration in days', () => {
    const current = licenseFormFromInfo(info());
    const trial = licenseFormFromPackage(packageInfo('trial'), current);
    expect(trial).toMatchObject({
      package: 'trial',
      numDevices: '2',
      numUsers: '3',
      interactiveDeviceLimit: '0',
      durationMode: 'days',
      validityDays: '30',
      daysUnlimited: false,
      subOrgUpdateAccess: 0,
      themeManagement: false,
      newsAddOn: true,
    });
    const full = licenseFormFromPackage(packageInfo('full_access'), current);
    expect(full).toMatchObject({
      devicesUnlimited: true,
      usersUnlimited: true,
      interactiveUnlimited: true,
      daysUnlimited: true,
      subOrgUpdateAccess: 2,
    });
  });

  it('turns the form into licence data: numbers, null for unlimited, days or an end date', () => {
    const form: TLicenseForm = {
      ...licenseFormFromPackage(packageInfo('custom'), licenseFormFromInfo(info())),
      numDevices: ' 12 ',
      usersUnlimited: true,
      validityDays: '90',
    };
    const data = schema.parse(form);
    expect(data).toMatchObject({
      package: 'custom',
      numDevices: 12,
      numUsers: null,
      interactiveDeviceLimit: 2,
      validityDays: 90,
      subOrgUpdateAccess: 1,
      impersonation: true,
    });
    expect(data).not.toHaveProperty('validityExpiresAt');

    const byDate = schema.parse({ ...form, durationMode: 'date', validityExpiresAt: '2026-03-01' });
    expect(byDate).not.toHaveProperty('validityDays');
    const end = new Date(byDate.validityExpiresAt ?? '');
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours()]).toEqual([2026, 2, 1, 23]);

    expect(schema.parse({ ...form, daysUnlimited: true })).toMatchObject({ validityDays: null });
  });

  it('requires each limit unless unlimited, and days or an end date', () => {
    const form: TLicenseForm = {
      ...licenseFormFromInfo(info()),
      numDevices: '',
      numUsers: ' ',
      durationMode: 'days',
      validityDays: '',
    };
    const result = schema.safeParse(form);
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );
    expect(issues).toEqual({
      numDevices: 'validation.required',
      numUsers: 'validation.required',
      validityDays: 'validation.required',
    });
    expect(
      schema.safeParse({ ...form, devicesUnlimited: true, usersUnlimited: true, daysUnlimited: true })
        .success,
    ).toBe(true);
  });

  it('rejects a duration of 0 days, a negative or fractional count, and an end date in the past', () => {
    const form = licenseFormFromInfo(info());
    const issue = (values: Partial<TLicenseForm>) =>
      schema.safeParse({ ...form, ...values }).error?.issues[0];
    expect(issue({ durationMode: 'days', validityDays: '0' })).toMatchObject({
      path: ['validityDays'],
      message: 'validation.tooSmall|{"min":1}',
    });
    expect(issue({ numUsers: '-1' })).toMatchObject({ path: ['numUsers'] });
    expect(issue({ numUsers: '1.5' })).toMatchObject({ path: ['numUsers'] });
    expect(issue({ validityExpiresAt: '2025-06-09' })).toMatchObject({
      path: ['validityExpiresAt'],
      message: 'validation.tooSmall|{"min":"2025-06-10"}',
    });
    expect(schema.safeParse({ ...form, validityExpiresAt: '2025-06-10' }).success).toBe(true);
    expect(issue({ validityExpiresAt: '' })).toMatchObject({ message: 'validation.required' });
  });

  it("says 'Exceeded device limit' when interactive devices exceed devices", () => {
    const form = { ...licenseFormFromInfo(info()), numDevices: '3', interactiveDeviceLimit: '4' };
    expect(schema.safeParse(form).error?.issues[0]).toMatchObject({
      path: ['interactiveDeviceLimit'],
      message: 'errors.DEVICE_LIMIT_EXCEEDED',
    });
    expect(exceedsDeviceLimit(form)).toBe(true);
    expect(exceedsDeviceLimit({ ...form, interactiveDeviceLimit: '3' })).toBe(false);
    expect(exceedsDeviceLimit({ ...form, devicesUnlimited: true })).toBe(false);
    expect(schema.safeParse({ ...form, devicesUnlimited: true }).success).toBe(true);
  });

  it('builds the update request with the end of today as updateLocalTime', () => {
    const body = licenseUpdateRequest(7, { weatherAddOn: false }, NOW);
    expect(body).toEqual({
      data: { weatherAddOn: false, organizationId: 7, updateLocalTime: updateLocalTime(NOW) },
    });
  });
});

describe('licence card helpers', () => {
  it('lists the switches a licence grants', () => {
    expect(grantedSwitches(PACKAGE_DEFAULTS.trial.features)).toEqual(['newsAddOn', 'weatherAddOn']);
  });

  it('measures usage against a limit', () => {
    expect(usagePercent(3, 10)).toBe(30);
    expect(usagePercent(12, 10)).toBe(100);
    expect(usagePercent(3, null)).toBeNull();
    expect(usagePercent(0, 0)).toBe(0);
    expect(usagePercent(1, 0)).toBe(100);
  });
});
