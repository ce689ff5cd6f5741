import {
  PACKAGE_DEFAULTS,
  type LicensePackage,
  type TLicenseInfo,
  type TPackageInfo,
} from '@placard/contract';

/** A licence as POST /license/info answers, for component tests (organization 2, a child of 1). */
export function licenseInfo(overrides: Partial<TLicenseInfo> = {}): TLicenseInfo {
  return {
    organizationId: 2,
    organizationName: 'North',
    package: 'location_1y',
    state: 'active',
    licenseStatus: 'valid',
    validFrom: '2025-01-01T00:00:00.000Z',
    validityExpiresAt: '2099-12-31T22:59:59.999Z',
    numDevices: 10,
    numUsers: null,
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

export function packageInfo(type: LicensePackage): TPackageInfo {
  const { features, ...limits } = PACKAGE_DEFAULTS[type];
  return { name: type, type, ...limits, ...features };
}

export const PACKAGES: TPackageInfo[] = (['trial', 'custom', 'location_1y', 'single_device_1y'] as const).map(
  packageInfo,
);
