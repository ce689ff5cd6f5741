import {
  PACKAGE_DEFAULTS,
  ZLicenseFeatures,
  licenseStateAt,
  licenseStatusAt,
  subOrgAccessLevel,
  type LicenseFeatures,
  type LicensePackage,
  type LicenseProperties,
  type LicenseState,
  type LicenseStatus,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { findLicense, insertLicense } from './licensing.repository.js';
import type { LicenseRow } from './licensing.table.js';

export const DAY_MS = 86_400_000;

/** A stored licence's switches, with its package's defaults for any switch added since it was written. */
export function featuresOf(row: Pick<LicenseRow, 'package' | 'features'>): LicenseFeatures {
  const stored: Partial<LicenseFeatures> = row.features;
  const defaults = PACKAGE_DEFAULTS[row.package].features;
  return ZLicenseFeatures.parse({
    ...defaults,
    ...stored,
    subOrgUpdateAccess: subOrgAccessLevel(stored.subOrgUpdateAccess ?? defaults.subOrgUpdateAccess),
  });
}

function licenseOfPackage(
  deps: Pick<Deps, 'db' | 'now'>,
  organizationId: number,
  pkg: LicensePackage,
): Promise<LicenseRow> {
  const now = deps.now();
  const defaults = PACKAGE_DEFAULTS[pkg];
  return insertLicense(deps.db, {
    organizationId,
    package: pkg,
    numDevices: defaults.numDevices,
    numUsers: defaults.numUsers,
    validityDays: defaults.validityDays,
    interactiveDeviceLimit: defaults.interactiveDeviceLimit,
    validFrom: now,
    validityExpiresAt:
      defaults.validityDays === null ? null : new Date(now.getTime() + defaults.validityDays * DAY_MS),
    features: defaults.features,
  });
}

/** A self-registered organization starts on a 30-day trial with 2 devices and 3 users (spec section 9). */
export function createTrialLicense(
  deps: Pick<Deps, 'db' | 'now'>,
  organizationId: number,
): Promise<LicenseRow> {
  return licenseOfPackage(deps, organizationId, 'trial');
}

/** The platform's root organization: unlimited and never expiring. */
export function createFullAccessLicense(
  deps: Pick<Deps, 'db' | 'now'>,
  organizationId: number,
): Promise<LicenseRow> {
  return licenseOfPackage(deps, organizationId, 'full_access');
}

/** Everything a request needs to know about its organization's licence, derived at read time. */
export type LicenseContext = {
  status: LicenseStatus;
  state: LicenseState;
  level: string;
  properties: LicenseProperties;
  features: LicenseFeatures;
  numUsers: number | null;
  numDevices: number | null;
  interactiveDeviceLimit: number | null;
};

/** An organization without a licence row is treated as an expired trial. */
export function licenseContext(row: LicenseRow | null | undefined, now: Date): LicenseContext {
  const features = row ? featuresOf(row) : PACKAGE_DEFAULTS.trial.features;
  return {
    status: row ? licenseStatusAt(row.package, row.validityExpiresAt, now) : 'expired',
    state: row ? licenseStateAt(row.package, row.validityExpiresAt, now) : 'expired',
    level: row?.package ?? 'none',
    features,
    numUsers: row ? row.numUsers : 0,
    numDevices: row ? row.numDevices : 0,
    interactiveDeviceLimit: row ? row.interactiveDeviceLimit : 0,
    properties: {
      allowCanva: features.canvaAddOn,
      interactionEnabled: features.interaction,
      isShoContentPlatformEditor: false,
      widgets: {
        weather: features.weatherAddOn,
        news: features.newsAddOn,
        facebook: features.facebookAddOn,
        instagram: features.instagramAddOn,
      },
    },
  };
}

export async function licenseContextOf(
  deps: Pick<Deps, 'db' | 'now'>,
  organizationId: number,
): Promise<LicenseContext> {
  return licenseContext(await findLicense(deps.db, organizationId), deps.now());
}

/** An organization's licence row, if it has one. */
export function licenseOf(deps: Pick<Deps, 'db'>, organizationId: number): Promise<LicenseRow | undefined> {
  return findLicense(deps.db, organizationId);
}
