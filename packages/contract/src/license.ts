import { z } from 'zod';

export const LICENSE_PACKAGES = [
  'custom',
  'full_access',
  'location_1y',
  'location_3y',
  'location_5y',
  'single_device_1y',
  'single_device_3y',
  'single_device_5y',
  'trial',
] as const;
export const ZLicensePackage = z.enum(LICENSE_PACKAGES);
export type LicensePackage = z.infer<typeof ZLicensePackage>;

export const LICENSE_STATUSES = ['valid', 'demo_expired', 'expired'] as const;
export const ZLicenseStatus = z.enum(LICENSE_STATUSES);
export type LicenseStatus = z.infer<typeof ZLicenseStatus>;

/** Licence state is derived at read time from the package and the end date. */
export function licenseStatusAt(
  pkg: LicensePackage,
  validityExpiresAt: Date | null,
  now: Date,
): LicenseStatus {
  if (validityExpiresAt === null || validityExpiresAt.getTime() > now.getTime()) return 'valid';
  return pkg === 'trial' ? 'demo_expired' : 'expired';
}

export function isReadOnly(status: LicenseStatus): boolean {
  return status !== 'valid';
}

export const ZLicenseProperties = z.object({
  allowCanva: z.boolean(),
  interactionEnabled: z.boolean(),
  isShoContentPlatformEditor: z.boolean(),
  widgets: z.object({
    weather: z.boolean(),
    news: z.boolean(),
    facebook: z.boolean(),
    instagram: z.boolean(),
  }),
});
export type LicenseProperties = z.infer<typeof ZLicenseProperties>;

/** Days before the end date from which an active licence shows as expiring soon. */
export const EXPIRING_SOON_DAYS = 30;
/** A trial can be extended once, by this many days (spec section 9). */
export const DEMO_EXTENSION_DAYS = 30;

/** What a licence looks like to a person (spec section 4), derived from the package and the dates. */
export const LICENSE_STATES = [
  'trial',
  'active',
  'expiring_soon',
  'expired',
  'demo_expired',
  'custom',
] as const;
export const ZLicenseState = z.enum(LICENSE_STATES);
export type LicenseState = z.infer<typeof ZLicenseState>;

const DAY_MS = 86_400_000;

export function licenseStateAt(pkg: LicensePackage, validityExpiresAt: Date | null, now: Date): LicenseState {
  const status = licenseStatusAt(pkg, validityExpiresAt, now);
  if (status !== 'valid') return status;
  if (pkg === 'trial') return 'trial';
  if (pkg === 'custom') return 'custom';
  if (validityExpiresAt && validityExpiresAt.getTime() - now.getTime() <= EXPIRING_SOON_DAYS * DAY_MS) {
    return 'expiring_soon';
  }
  return 'active';
}

/** Sub-organization update access (spec section 3): 0 not allowed, 1 immediate children, 2 all levels. */
export const SUB_ORG_ACCESS_LEVELS = [0, 1, 2] as const;
export type SubOrgAccessLevel = (typeof SUB_ORG_ACCESS_LEVELS)[number];

/** Reads a stored or sent access level; anything that is not 0 or 1 (an unknown string too) means 2. */
export function subOrgAccessLevel(value: unknown): SubOrgAccessLevel {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (number === 0 || number === 1) return number;
  return 2;
}

/** Boolean switches a licence grants (spec sections 3 and 6). */
export const LICENSE_FLAGS = [
  'themeManagement',
  'impersonation',
  'customTitle',
  'interaction',
  'aiAssistant',
] as const;
export const LICENSE_ADDONS = [
  'newsAddOn',
  'weatherAddOn',
  'facebookAddOn',
  'instagramAddOn',
  'canvaAddOn',
  'giphyAddOn',
  'pexelsAddOn',
  'pixabayAddOn',
  'unsplashAddOn',
] as const;
export type LicenseFlag = (typeof LICENSE_FLAGS)[number];
export type LicenseAddOn = (typeof LICENSE_ADDONS)[number];
export type LicenseSwitch = LicenseFlag | LicenseAddOn;
export const LICENSE_SWITCHES: readonly LicenseSwitch[] = [...LICENSE_FLAGS, ...LICENSE_ADDONS];

const zSwitches = Object.fromEntries(LICENSE_SWITCHES.map((key) => [key, z.boolean()])) as Record<
  LicenseSwitch,
  z.ZodBoolean
>;

export const ZSubOrgAccessLevel = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const ZLicenseFeatures = z.object({ subOrgUpdateAccess: ZSubOrgAccessLevel, ...zSwitches });
export type LicenseFeatures = z.infer<typeof ZLicenseFeatures>;

/** Limits of a package; null means unlimited. */
export type PackageLimits = {
  numDevices: number | null;
  numUsers: number | null;
  validityDays: number | null;
  interactiveDeviceLimit: number | null;
};

const none = Object.fromEntries(LICENSE_SWITCHES.map((key) => [key, false])) as Record<
  LicenseSwitch,
  boolean
>;
const all = Object.fromEntries(LICENSE_SWITCHES.map((key) => [key, true])) as Record<LicenseSwitch, boolean>;
const YEAR = 365;

const TRIAL_FEATURES: LicenseFeatures = {
  ...none,
  subOrgUpdateAccess: 0,
  newsAddOn: true,
  weatherAddOn: true,
};
const LOCATION_FEATURES: LicenseFeatures = { ...all, subOrgUpdateAccess: 1, aiAssistant: false };
const SINGLE_DEVICE_FEATURES: LicenseFeatures = {
  ...all,
  subOrgUpdateAccess: 0,
  themeManagement: false,
  impersonation: false,
  customTitle: false,
  aiAssistant: false,
};

/** The package kinds of spec section 3 with their limits and switches. */
export const PACKAGE_DEFAULTS: Record<LicensePackage, PackageLimits & { features: LicenseFeatures }> = {
  trial: {
    numDevices: 2,
    numUsers: 3,
    validityDays: 30,
    interactiveDeviceLimit: 0,
    features: TRIAL_FEATURES,
  },
  custom: {
    numDevices: 10,
    numUsers: 10,
    validityDays: YEAR,
    interactiveDeviceLimit: 2,
    features: LOCATION_FEATURES,
  },
  full_access: {
    numDevices: null,
    numUsers: null,
    validityDays: null,
    interactiveDeviceLimit: null,
    features: { ...all, subOrgUpdateAccess: 2 },
  },
  location_1y: {
    numDevices: 10,
    numUsers: 10,
    validityDays: YEAR,
    interactiveDeviceLimit: 2,
    features: LOCATION_FEATURES,
  },
  location_3y: {
    numDevices: 10,
    numUsers: 10,
    validityDays: 3 * YEAR,
    interactiveDeviceLimit: 2,
    features: LOCATION_FEATURES,
  },
  location_5y: {
    numDevices: 10,
    numUsers: 10,
    validityDays: 5 * YEAR,
    interactiveDeviceLimit: 2,
    features: LOCATION_FEATURES,
  },
  single_device_1y: {
    numDevices: 1,
    numUsers: 3,
    validityDays: YEAR,
    interactiveDeviceLimit: 1,
    features: SINGLE_DEVICE_FEATURES,
  },
  single_device_3y: {
    numDevices: 1,
    numUsers: 3,
    validityDays: 3 * YEAR,
    interactiveDeviceLimit: 1,
    features: SINGLE_DEVICE_FEATURES,
  },
  single_device_5y: {
    numDevices: 1,
    numUsers: 3,
    validityDays: 5 * YEAR,
    interactiveDeviceLimit: 1,
    features: SINGLE_DEVICE_FEATURES,
  },
};

/** Whether one more of something fits under a limit (null means unlimited). */
export function withinLimit(limit: number | null, used: number, adding = 1): boolean {
  return limit === null || used + adding <= limit;
}
