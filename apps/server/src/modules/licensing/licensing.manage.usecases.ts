import {
  DEMO_EXTENSION_DAYS,
  LICENSE_PACKAGES,
  LICENSE_SWITCHES,
  PACKAGE_DEFAULTS,
  ZLicensePackage,
  can,
  licenseStateAt,
  licenseStatusAt,
  subOrgAccessLevel,
  type LicenseFeatures,
  type LicensePackage,
  type TCredits,
  type TLicenseData,
  type TLicenseInfo,
  type TPackageInfo,
  type TPricing,
  type TPricingEntry,
  type Role,
} from '@placard/contract';
import { inTransaction, type Deps } from '../../platform/deps.js';
import { addCreditMovement } from './credits.ledger.js';
import { AppError } from '../../platform/http/app-error.js';
import {
  requireOrganization,
  type Actor,
  type OrganizationAccess,
} from '../organizations/access.usecases.js';
import { countPairedDevices } from '../devices/devices.usecases.js';
import { countUsers } from '../users/users.usecases.js';
import {
  extendTrialOnce,
  findLicense,
  findPricing,
  upsertLicense,
  upsertPricing,
  type NewLicense,
} from './licensing.repository.js';
import type { LicenseRow } from './licensing.table.js';
import { DAY_MS, featuresOf } from './licensing.usecases.js';
import { licensingError } from './licensing.errors.js';

/** Who manages licences: an actor whose role manages organizations, in the organization it acts for. */
export type LicenseActor = Actor & {
  user: { role: Role };
  organization: { parentOrganizationId: number | null };
};

const PACKAGE_NAMES: Record<LicensePackage, string> = {
  custom: 'Custom',
  full_access: 'Full access',
  location_1y: 'Location, 1 year',
  location_3y: 'Location, 3 years',
  location_5y: 'Location, 5 years',
  single_device_1y: 'Single device, 1 year',
  single_device_3y: 'Single device, 3 years',
  single_device_5y: 'Single device, 5 years',
  trial: 'Trial',
};

export function packageInfo(pkg: LicensePackage): TPackageInfo {
  const defaults = PACKAGE_DEFAULTS[pkg];
  return {
    name: PACKAGE_NAMES[pkg],
    type: pkg,
    numDevices: defaults.numDevices,
    numUsers: defaults.numUsers,
    validityDays: defaults.validityDays,
    interactiveDeviceLimit: defaults.interactiveDeviceLimit,
    ...defaults.features,
  };
}

/** The package asked for, or the trial when the name is unknown (spec section 7). */
export function packageInfoOf(name: string): TPackageInfo {
  const parsed = ZLicensePackage.safeParse(name);
  return packageInfo(parsed.success ? parsed.data : 'trial');
}

export function listPackages(): TPackageInfo[] {
  return LICENSE_PACKAGES.map(packageInfo);
}

const isRoot = (actor: LicenseActor) => actor.organization.parentOrganizationId === null;

/** A licence is changed by a parent that fully manages the organization, never by the organization itself. */
function mayUpdate(found: OrganizationAccess): boolean {
  return found.access === 'FULL_ACCESS' && !found.isOwn;
}

function mayExtendTrial(
  actor: LicenseActor,
  found: OrganizationAccess,
  row: LicenseRow | undefined,
): boolean {
  if (!row || row.package !== 'trial' || row.trialExtended) return false;
  return found.isOwn ? can(actor.user.role, 'sidebar_organizations') : found.access === 'FULL_ACCESS';
}

type Data = Partial<Omit<TLicenseData, 'subOrgUpdateAccess'>> & { subOrgUpdateAccess?: number | string };

/**
 * The licence row that results from licence data on top of the current licence (or none): a new package
 * starts from its defaults; days count from `base` (the end of the caller's day); null means unlimited.
 */
export function licenseValues(
  organizationId: number,
  data: Data,
  current: LicenseRow | undefined,
  base: Date,
  now: Date,
): NewLicense {
  const pkg = data.package ?? current?.package ?? 'trial';
  const fresh = !current || pkg !== current.package;
  const defaults = PACKAGE_DEFAULTS[pkg];
  const start = fresh
    ? { ...defaults, features: defaults.features }
    : {
        numDevices: current.numDevices,
        numUsers: current.numUsers,
        validityDays: current.validityDays,
        interactiveDeviceLimit: current.interactiveDeviceLimit,
        features: featuresOf(current),
      };
  const features: LicenseFeatures = { ...start.features };
  for (const key of LICENSE_SWITCHES) {
    const value = data[key];
    if (value !== undefined) features[key] = value;
  }
  if (data.subOrgUpdateAccess !== undefined)
    features.subOrgUpdateAccess = subOrgAccessLevel(data.subOrgUpdateAccess);

  const validityDays = data.validityDays !== undefined ? data.validityDays : start.validityDays;
  let validityExpiresAt: Date | null | undefined;
  if (data.validityExpiresAt) validityExpiresAt = new Date(data.validityExpiresAt);
  else if (data.validityDays !== undefined || fresh) {
    validityExpiresAt = validityDays === null ? null : new Date(base.getTime() + validityDays * DAY_MS);
  } else validityExpiresAt = current.validityExpiresAt;

  return {
    organizationId,
    package: pkg,
    numDevices: data.numDevices !== undefined ? data.numDevices : start.numDevices,
    numUsers: data.numUsers !== undefined ? data.numUsers : start.numUsers,
    validityDays: data.validityExpiresAt ? null : validityDays,
    interactiveDeviceLimit:
      data.interactiveDeviceLimit !== undefined ? data.interactiveDeviceLimit : start.interactiveDeviceLimit,
    validFrom: fresh ? now : (current?.validFrom ?? now),
    validityExpiresAt,
    features,
    trialExtended: fresh ? false : (current?.trialExtended ?? false),
    updatedAt: now,
  };
}

const within = (child: number | null | undefined, parent: number | null) =>
  parent === null || (child !== null && child !== undefined && child <= parent);

/** A parent below the platform's root cannot hand out more than its own licence has. */
function assertWithinParent(values: NewLicense, parent: LicenseRow | undefined) {
  if (!parent) throw licensingError('LICENSE_EXCEEDS_PARENT');
  const own = featuresOf(parent);
  const fields: Record<string, string> = {};
  if (!within(values.numDevices, parent.numDevices)) fields.numDevices = 'errors.LICENSE_EXCEEDS_PARENT';
  if (!within(values.numUsers, parent.numUsers)) fields.numUsers = 'errors.LICENSE_EXCEEDS_PARENT';
  if (!within(values.interactiveDeviceLimit, parent.interactiveDeviceLimit)) {
    fields.interactiveDeviceLimit = 'errors.LICENSE_EXCEEDS_PARENT';
  }
  const ends = values.validityExpiresAt ?? null;
  if (parent.validityExpiresAt && (ends === null || ends.getTime() > parent.validityExpiresAt.getTime())) {
    fields.validityDays = 'errors.LICENSE_EXCEEDS_PARENT';
  }
  const features = values.features;
  if (features) {
    if (features.subOrgUpdateAccess > own.subOrgUpdateAccess)
      fields.subOrgUpdateAccess = 'errors.LICENSE_EXCEEDS_PARENT';
    for (const key of LICENSE_SWITCHES) {
      if (features[key] && !own[key]) fields[key] = 'errors.LICENSE_EXCEEDS_PARENT';
    }
  }
  if (values.package === 'full_access') fields.package = 'errors.LICENSE_EXCEEDS_PARENT';
  if (Object.keys(fields).length > 0) throw licensingError('LICENSE_EXCEEDS_PARENT', { fields });
}

/**
 * Writes a sub-organization's licence from licence data, inside the caller's transaction.
 * The platform's root may assign anything; other parents at most what they have.
 */
export async function assignLicense(
  tx: Pick<Deps, 'db' | 'now'>,
  actor: LicenseActor,
  organizationId: number,
  data: Data,
  base: Date,
): Promise<LicenseRow> {
  const now = tx.now();
  const current = await findLicense(tx.db, organizationId);
  const values = licenseValues(organizationId, data, current, base, now);
  if (
    values.interactiveDeviceLimit != null &&
    values.numDevices != null &&
    values.interactiveDeviceLimit > values.numDevices
  ) {
    throw licensingError('DEVICE_LIMIT_EXCEEDED', {
      fields: { interactiveDeviceLimit: 'errors.DEVICE_LIMIT_EXCEEDED' },
    });
  }
  if (!isRoot(actor)) assertWithinParent(values, await findLicense(tx.db, actor.user.organizationId));
  if (current && values.numUsers != null && values.numUsers < (await countUsers(tx, organizationId))) {
    throw licensingError('USER_LIMIT_REACHED', { fields: { numUsers: 'errors.USER_LIMIT_REACHED' } });
  }
  return upsertLicense(tx.db, values);
}

type Usage = { users: number; devices: number };

/** What an organization uses of its licence: its users and its paired screens. */
async function usageOf(deps: Pick<Deps, 'db'>, organizationId: number): Promise<Usage> {
  const [users, devices] = await Promise.all([
    countUsers(deps, organizationId),
    countPairedDevices(deps, organizationId),
  ]);
  return { users, devices };
}

function presentLicense(
  actor: LicenseActor,
  found: OrganizationAccess,
  row: LicenseRow | undefined,
  used: Usage,
  now: Date,
): TLicenseInfo {
  const pkg = row?.package ?? 'trial';
  const features = row ? featuresOf(row) : PACKAGE_DEFAULTS.trial.features;
  const expiresAt = row ? row.validityExpiresAt : now;
  return {
    organizationId: found.organization.id,
    organizationName: found.organization.name,
    package: pkg,
    state: licenseStateAt(pkg, expiresAt, now),
    licenseStatus: licenseStatusAt(pkg, expiresAt, now),
    validFrom: (row?.validFrom ?? now).toISOString(),
    validityExpiresAt: expiresAt?.toISOString() ?? null,
    numDevices: row ? row.numDevices : 0,
    numUsers: row ? row.numUsers : 0,
    validityDays: row ? row.validityDays : 0,
    interactiveDeviceLimit: row ? row.interactiveDeviceLimit : 0,
    usedUsers: used.users,
    usedDevices: used.devices,
    trialExtended: row?.trialExtended ?? false,
    ...features,
    accessState: found.access,
    canUpdate: mayUpdate(found),
    canExtendTrial: mayExtendTrial(actor, found, row),
  };
}

export async function licenseInfo(
  deps: Deps,
  actor: LicenseActor,
  organizationId: number,
): Promise<TLicenseInfo> {
  const found = await requireOrganization(deps, actor, organizationId);
  const [row, used] = await Promise.all([
    findLicense(deps.db, organizationId),
    usageOf(deps, organizationId),
  ]);
  return presentLicense(actor, found, row, used, deps.now());
}

/** /license/update: a parent with full access changes a sub-organization's licence. */
export async function updateLicense(
  deps: Deps,
  actor: LicenseActor,
  input: Data & { organizationId: number; updateLocalTime: string },
): Promise<TLicenseInfo> {
  const { organizationId, updateLocalTime, ...data } = input;
  const found = await requireOrganization(deps, actor, organizationId, 'FULL_ACCESS');
  if (!mayUpdate(found)) throw new AppError('FORBIDDEN');
  return inTransaction(deps, async (tx) => {
    const row = await assignLicense(tx, actor, organizationId, data, new Date(updateLocalTime));
    return presentLicense(actor, found, row, await usageOf(tx, organizationId), tx.now());
  });
}

/** A trial is extended once by 30 days, from its end or from now when it has already ended. */
export async function extendTrial(
  deps: Deps,
  actor: LicenseActor,
  organizationId: number,
): Promise<{ organizationName: string }> {
  const found = await requireOrganization(deps, actor, organizationId);
  const row = await findLicense(deps.db, organizationId);
  if (!mayExtendTrial(actor, found, row) || !row) throw licensingError('DEMO_EXTENSION_FAILED');
  const now = deps.now();
  const from = row.validityExpiresAt && row.validityExpiresAt > now ? row.validityExpiresAt : now;
  const extended = await extendTrialOnce(
    deps.db,
    organizationId,
    new Date(from.getTime() + DEMO_EXTENSION_DAYS * DAY_MS),
    now,
  );
  if (!extended) throw licensingError('DEMO_EXTENSION_FAILED');
  return { organizationName: found.organization.name };
}

const creditsOf = (row: Pick<LicenseRow, 'totalCredits' | 'usedCredits'> | undefined): TCredits => ({
  totalCredits: row?.totalCredits ?? 0,
  usedCredits: row?.usedCredits ?? 0,
});

export async function creditsFor(deps: Deps, actor: LicenseActor, organizationId: number): Promise<TCredits> {
  await requireOrganization(deps, actor, organizationId);
  return creditsOf(await findLicense(deps.db, organizationId));
}

/** Parents with full or limited access add credits to a sub-organization; the root may add to itself. */
export async function addCreditsTo(
  deps: Deps,
  actor: LicenseActor,
  organizationId: number,
  numberOfCredits: number,
): Promise<TCredits> {
  const found = await requireOrganization(deps, actor, organizationId);
  if (found.isOwn && !isRoot(actor)) throw new AppError('FORBIDDEN');
  const balance = await addCreditMovement(
    deps,
    organizationId,
    { kind: 'grant', amount: numberOfCredits },
    { userId: actor.user.id, reason: 'parent_grant' },
  );
  if (!balance) throw new AppError('NOT_FOUND');
  return creditsOf(balance);
}

export async function pricingFor(deps: Deps, actor: LicenseActor, organizationId: number): Promise<TPricing> {
  await requireOrganization(deps, actor, organizationId);
  return { organizationId, items: await findPricing(deps.db, organizationId) };
}

/** A parent prices what it charges a sub-organization it fully manages; the root also prices itself. */
export async function updatePricing(
  deps: Deps,
  actor: LicenseActor,
  organizationId: number,
  entry: TPricingEntry,
): Promise<TPricing> {
  const found = await requireOrganization(deps, actor, organizationId, 'FULL_ACCESS');
  // the root prices what the platform sells (credit packages, assistant actions) on itself
  if (!mayUpdate(found) && !(found.isOwn && isRoot(actor))) throw new AppError('FORBIDDEN');
  await upsertPricing(deps.db, organizationId, entry, deps.now());
  return pricingFor(deps, actor, organizationId);
}
