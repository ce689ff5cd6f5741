import {
  TRIAL_DAYS,
  TRIAL_DEVICES,
  TRIAL_USERS,
  licenseStatusAt,
  type LicenseProperties,
  type LicenseStatus,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { findLicense, insertLicense } from './licensing.repository.js';
import type { LicenseFeatures, LicenseRow } from './licensing.table.js';

const DAY_MS = 86_400_000;

const TRIAL_FEATURES: LicenseFeatures = {
  subOrgUpdateAccess: 0,
  themeManagement: false,
  impersonation: false,
  customTitle: false,
  interaction: false,
  aiAssistant: false,
  newsAddOn: true,
  weatherAddOn: true,
  facebookAddOn: false,
  canvaAddOn: false,
  instagramAddOn: false,
};

const FULL_FEATURES: LicenseFeatures = {
  subOrgUpdateAccess: 2,
  themeManagement: true,
  impersonation: true,
  customTitle: true,
  interaction: true,
  aiAssistant: true,
  newsAddOn: true,
  weatherAddOn: true,
  facebookAddOn: true,
  canvaAddOn: true,
  instagramAddOn: true,
};

/** A self-registered organization starts on a 30-day trial with 2 devices and 3 users (spec section 9). */
export function createTrialLicense(
  deps: Pick<Deps, 'db' | 'now'>,
  organizationId: number,
): Promise<LicenseRow> {
  const now = deps.now();
  return insertLicense(deps.db, {
    organizationId,
    package: 'trial',
    numDevices: TRIAL_DEVICES,
    numUsers: TRIAL_USERS,
    validityDays: TRIAL_DAYS,
    validFrom: now,
    validityExpiresAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
    features: TRIAL_FEATURES,
  });
}

/** The platform's root organization: unlimited and never expiring. */
export function createFullAccessLicense(
  deps: Pick<Deps, 'db' | 'now'>,
  organizationId: number,
): Promise<LicenseRow> {
  return insertLicense(deps.db, {
    organizationId,
    package: 'full_access',
    numDevices: null,
    numUsers: null,
    validityDays: null,
    validFrom: deps.now(),
    validityExpiresAt: null,
    features: FULL_FEATURES,
  });
}

export type LicenseState = { status: LicenseStatus; level: string; properties: LicenseProperties };

/** Licence state derived at read time; an organization without a licence row is treated as expired. */
export function licenseState(row: LicenseRow | null | undefined, now: Date): LicenseState {
  const features = row?.features ?? TRIAL_FEATURES;
  return {
    status: row ? licenseStatusAt(row.package, row.validityExpiresAt, now) : 'expired',
    level: row?.package ?? 'none',
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

export async function licenseStateOf(
  deps: Pick<Deps, 'db' | 'now'>,
  organizationId: number,
): Promise<LicenseState> {
  return licenseState(await findLicense(deps.db, organizationId), deps.now());
}
