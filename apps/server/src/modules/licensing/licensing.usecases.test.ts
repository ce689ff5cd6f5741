import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PACKAGE_DEFAULTS,
  ZLicenseUpdateRequest,
  type LicensePackage,
  type TLicenseUpdateRequest,
} from '@placard/contract';
import type { AuthContext } from '../auth/auth.context.js';
import { expectRefusal, writeLicensePackage } from '../../test/factories.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { testClock } from '../../test/test-app.js';
import {
  addCreditsTo,
  creditsFor,
  extendTrial,
  licenseInfo,
  pricingFor,
  updateLicense,
  updatePricing,
} from './licensing.manage.usecases.js';

const DAY_MS = 86_400_000;
const clock = testClock();
let db: TestDatabase<Record<string, never>>;
let root: AuthContext;
let rootId: number;
beforeAll(async () => {
  db = await createTestDatabase({}, { now: clock.now });
  root = await db.as('root');
  rootId = db.ids.organizations.root;
}, 60_000);
afterAll(() => db?.close());

/** An organization below the root with a licence package and its owner. */
async function owner(pkg: LicensePackage | null = 'location_1y', name = 'Licence HQ') {
  const added = await db.add({
    organizations: { own: { name, package: pkg } },
    users: { own: { organization: 'own' } },
  });
  return { session: await added.as('own'), organizationId: added.ids.organizations.own, added };
}

/** A parent (location_1y: children full, deeper limited) with a licensed child and grandchild, and a sibling. */
async function family(pkg: LicensePackage = 'location_1y') {
  const added = await db.add({
    organizations: {
      parent: { name: 'Licence HQ', package: pkg },
      child: { name: 'Licence Branch', parent: 'parent' },
      grandchild: { name: 'Licence Kiosk', parent: 'child', package: 'trial' },
      sibling: { name: 'Licence Neighbour', package: 'trial' },
    },
    users: { parent: { organization: 'parent' } },
  });
  const { parent, child, grandchild, sibling } = added.ids.organizations;
  return { parent: await added.as('parent'), parentId: parent, child, grandchild, sibling };
}

/** A member of an organization, as a caller. */
async function member(organizationId: number, role: 'owner' | 'admin' | 'staff'): Promise<AuthContext> {
  return (await db.add({ users: { member: { organization: organizationId, role } } })).as('member');
}

const info = (actor: AuthContext, organizationId: number) => licenseInfo(db.deps, actor, organizationId);
const update = (actor: AuthContext, data: TLicenseUpdateRequest['data']) =>
  updateLicense(db.deps, actor, ZLicenseUpdateRequest.parse({ data }).data);
const extend = (actor: AuthContext, organizationId: number) => extendTrial(db.deps, actor, organizationId);
const credits = (actor: AuthContext, organizationId: number) => creditsFor(db.deps, actor, organizationId);
const addCredits = (actor: AuthContext, organizationId: number, numberOfCredits: number) =>
  addCreditsTo(db.deps, actor, organizationId, numberOfCredits);
const pricing = (actor: AuthContext, organizationId: number) => pricingFor(db.deps, actor, organizationId);
const setPrice = (actor: AuthContext, organizationId: number, entry: Parameters<typeof updatePricing>[3]) =>
  updatePricing(db.deps, actor, organizationId, entry);
const setPackage = (organizationId: number, pkg: LicensePackage, overrides = {}) =>
  writeLicensePackage(db.deps, organizationId, pkg, overrides);
const expireLicense = (organizationId: number, pkg: LicensePackage = 'location_1y') =>
  setPackage(organizationId, pkg, { validityExpiresAt: new Date(clock.now().getTime() - 1000) });
/** The end of the caller's day, as the web client sends it (a fixed zone here: UTC+1). */
const endOfDay = () => {
  const end = new Date(clock.now().getTime());
  end.setUTCHours(22, 59, 59, 999);
  return end.toISOString();
};

describe('the licence of an organization', () => {
  it("is the caller's own: it may not change it, but may extend its own trial", async () => {
    const { session, organizationId } = await owner('trial', 'Trial Org');
    await member(organizationId, 'staff');
    expect(await info(session, organizationId)).toEqual({
      organizationId,
      organizationName: 'Trial Org',
      package: 'trial',
      state: 'trial',
      licenseStatus: 'valid',
      validFrom: clock.now().toISOString(),
      validityExpiresAt: new Date(clock.now().getTime() + 30 * DAY_MS).toISOString(),
      numDevices: 2,
      numUsers: 3,
      validityDays: 30,
      interactiveDeviceLimit: 0,
      usedUsers: 2,
      usedDevices: 0,
      trialExtended: false,
      ...PACKAGE_DEFAULTS.trial.features,
      accessState: 'FULL_ACCESS',
      canUpdate: false,
      canExtendTrial: true,
    });
  });

  it('counts the screens paired to the organization, and no one else’s', async () => {
    const added = await db.add({
      organizations: { screens: { name: 'Screens Org' }, other: { name: 'Other Screens Org' } },
      users: { screens: { organization: 'screens' }, other: { organization: 'other' } },
      devices: {
        first: { organization: 'screens' },
        second: { organization: 'screens' },
        theirs: { organization: 'other' },
      },
    });
    const { screens, other } = added.ids.organizations;
    expect((await info(await added.as('screens'), screens)).usedDevices).toBe(2);
    expect((await info(await added.as('other'), other)).usedDevices).toBe(1);
  });

  it('may be changed by a parent only where it fully manages, never its own', async () => {
    const { parent, parentId, child, grandchild } = await family('location_1y');
    await member(child, 'owner');
    const own = await info(parent, parentId);
    expect([own.accessState, own.canUpdate, own.canExtendTrial]).toEqual(['FULL_ACCESS', false, false]);
    expect(await info(parent, child)).toMatchObject({
      accessState: 'FULL_ACCESS',
      canUpdate: true,
      usedUsers: 1,
      state: 'active',
    });
    expect(await info(parent, grandchild)).toMatchObject({
      accessState: 'LIMITED_ACCESS',
      canUpdate: false,
      canExtendTrial: false,
      package: 'trial',
      usedUsers: 0,
    });
    const full = await family('full_access');
    expect((await info(full.parent, full.grandchild)).canUpdate).toBe(true);
    expect((await info(root, rootId)).canUpdate).toBe(false);
    expect((await info(root, grandchild)).canUpdate).toBe(true);
  });

  it('shows a licence ending within 30 days as expiring soon, and an ended one as expired', async () => {
    const { parent, child, grandchild } = await family();
    await setPackage(child, 'location_1y', {
      validityExpiresAt: new Date(clock.now().getTime() + 10 * DAY_MS),
    });
    expect((await info(parent, child)).state).toBe('expiring_soon');
    await expireLicense(child);
    expect(await info(parent, child)).toMatchObject({ state: 'expired', licenseStatus: 'expired' });
    await expireLicense(grandchild, 'trial');
    expect(await info(parent, grandchild)).toMatchObject({
      state: 'demo_expired',
      licenseStatus: 'demo_expired',
    });
  });

  it('is an ended trial with no room for an organization without a licence', async () => {
    const { parent } = await family();
    const bare = (await db.add({ organizations: { bare: { parent: 'parent', package: null } } })).ids;
    expect(await info(parent, bare.organizations.bare)).toMatchObject({
      package: 'trial',
      state: 'demo_expired',
      numUsers: 0,
      numDevices: 0,
      canUpdate: true,
      canExtendTrial: false,
    });
  });

  it('stays readable while the caller’s own licence has expired', async () => {
    const { parentId, child } = await family();
    await expireLicense(parentId);
    const parent = await (await db.add({ users: { late: { organization: parentId } } })).as('late');
    expect((await info(parent, parentId)).state).toBe('expired');
    expect((await info(parent, child)).state).toBe('active');
  });

  it('is not found for a sibling, the parent or an unknown organization', async () => {
    const { parent, parentId, child, sibling } = await family();
    const childOwner = await member(child, 'owner');
    for (const [actor, id] of [
      [parent, sibling],
      [parent, rootId],
      [childOwner, parentId],
      [parent, 987_654],
    ] as const) {
      await expectRefusal(info(actor, id), 'NOT_FOUND');
    }
  });
});

describe('changing a licence', () => {
  it('counts validityDays from the end of the caller’s day, keeping what is not sent', async () => {
    const { parent, child } = await family();
    const updateLocalTime = endOfDay();
    const changed = await update(parent, { organizationId: child, updateLocalTime, validityDays: 30 });
    expect(changed).toMatchObject({
      organizationId: child,
      package: 'location_1y',
      validityDays: 30,
      validityExpiresAt: new Date(new Date(updateLocalTime).getTime() + 30 * DAY_MS).toISOString(),
      numUsers: 10,
      numDevices: 10,
      canUpdate: true,
    });
    expect(await info(parent, child)).toEqual(changed);
  });

  it('starts a new package from its defaults, and takes the limits and switches sent', async () => {
    const { parent, child } = await family('full_access'); // a parent that does not end
    const updateLocalTime = endOfDay();
    const changed = await update(parent, {
      organizationId: child,
      updateLocalTime,
      package: 'single_device_3y',
      numUsers: 2,
      weatherAddOn: false,
    });
    expect(changed).toMatchObject({
      package: 'single_device_3y',
      numDevices: 1,
      numUsers: 2,
      interactiveDeviceLimit: 1,
      validityDays: 3 * 365,
      validityExpiresAt: new Date(new Date(updateLocalTime).getTime() + 3 * 365 * DAY_MS).toISOString(),
      validFrom: clock.now().toISOString(),
      weatherAddOn: false,
      newsAddOn: true,
      themeManagement: false,
      subOrgUpdateAccess: 0,
    });
    const childOwner = await member(child, 'owner');
    expect(childOwner.license).toMatchObject({
      level: 'single_device_3y',
      features: { weatherAddOn: false, themeManagement: false },
    });
  });

  it('takes an explicit end date over days', async () => {
    const { parent, child } = await family();
    const validityExpiresAt = new Date(clock.now().getTime() + 100 * DAY_MS).toISOString();
    const changed = await update(parent, {
      organizationId: child,
      updateLocalTime: endOfDay(),
      validityExpiresAt,
      validityDays: 5,
    });
    expect(changed).toMatchObject({ validityExpiresAt, validityDays: null, state: 'active' });
  });

  it('reads null limits as unlimited, which only the root may give', async () => {
    const { parent, child } = await family('location_1y');
    const unlimited = {
      organizationId: child,
      updateLocalTime: endOfDay(),
      numUsers: null,
      validityDays: null,
    };
    const error = await expectRefusal(update(parent, unlimited), 'LICENSE_EXCEEDS_PARENT');
    expect(Object.keys(error.options.fields ?? {}).sort()).toEqual(['numUsers', 'validityDays']);
    expect(
      await update(root, { ...unlimited, numDevices: null, interactiveDeviceLimit: null }),
    ).toMatchObject({
      numUsers: null,
      numDevices: null,
      interactiveDeviceLimit: null,
      validityDays: null,
      validityExpiresAt: null,
      state: 'active',
    });
  });

  it('refuses more interactive devices than devices with DEVICE_LIMIT_EXCEEDED', async () => {
    const { parent, child } = await family(); // the child has 10 devices, 2 interactive
    const base = { organizationId: child, updateLocalTime: endOfDay() };
    for (const changes of [{ interactiveDeviceLimit: 11 }, { numDevices: 1 }]) {
      const error = await expectRefusal(update(parent, { ...base, ...changes }), 'DEVICE_LIMIT_EXCEEDED');
      expect(Object.keys(error.options.fields ?? {})).toEqual(['interactiveDeviceLimit']);
    }
    expect((await info(parent, child)).interactiveDeviceLimit).toBe(2);
    expect(await update(parent, { ...base, numDevices: 2 })).toMatchObject({
      numDevices: 2,
      interactiveDeviceLimit: 2,
    });
  });

  it('refuses fewer users than the organization has with USER_LIMIT_REACHED', async () => {
    const { parent, child } = await family();
    for (const role of ['owner', 'admin', 'staff'] as const) await member(child, role);
    const base = { organizationId: child, updateLocalTime: endOfDay() };
    const error = await expectRefusal(update(parent, { ...base, numUsers: 2 }), 'USER_LIMIT_REACHED');
    expect(Object.keys(error.options.fields ?? {})).toEqual(['numUsers']);
    expect((await info(parent, child)).numUsers).toBe(10);
    expect(await update(parent, { ...base, numUsers: 3 })).toMatchObject({ numUsers: 3, usedUsers: 3 });
  });

  it('renews a child whose licence has expired', async () => {
    const { parent, child } = await family();
    await expireLicense(child);
    const renewed = await update(parent, {
      organizationId: child,
      updateLocalTime: endOfDay(),
      validityDays: 30,
    });
    expect(renewed).toMatchObject({ state: 'active', licenseStatus: 'valid' });
  });

  it("is refused for the caller's own licence or one it only views, and not found beside it", async () => {
    const { parent, parentId, grandchild, sibling } = await family('location_1y');
    const data = (organizationId: number) => ({
      organizationId,
      updateLocalTime: endOfDay(),
      validityDays: 10,
    });
    await expectRefusal(update(parent, data(parentId)), 'FORBIDDEN');
    await expectRefusal(update(parent, data(grandchild)), 'FORBIDDEN');
    await expectRefusal(update(parent, data(sibling)), 'NOT_FOUND');
    await expectRefusal(update(parent, data(987_654)), 'NOT_FOUND');
    await expectRefusal(update(root, data(rootId)), 'FORBIDDEN');
    expect((await info(parent, parentId)).validityDays).toBe(365);
  });
});

describe('extending a trial', () => {
  it('extends its own trial once by 30 days; the second time is refused', async () => {
    const { session, organizationId } = await owner('trial', 'Trial Org');
    const before = await info(session, organizationId);
    expect(await extend(session, organizationId)).toEqual({ organizationName: 'Trial Org' });
    const after = await info(session, organizationId);
    expect(after).toMatchObject({
      trialExtended: true,
      canExtendTrial: false,
      validityExpiresAt: new Date(
        new Date(before.validityExpiresAt ?? 0).getTime() + 30 * DAY_MS,
      ).toISOString(),
    });
    await expectRefusal(extend(session, organizationId), 'DEMO_EXTENSION_FAILED');
    expect((await info(session, organizationId)).validityExpiresAt).toBe(after.validityExpiresAt);
  });

  it('extends only once when asked twice at the same time', async () => {
    const { session, organizationId } = await owner('trial');
    const before = await info(session, organizationId);
    const outcomes = await Promise.allSettled([1, 2, 3].map(() => extend(session, organizationId)));
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected']);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected')
        expect(outcome.reason).toMatchObject({ code: 'DEMO_EXTENSION_FAILED' });
    }
    expect((await info(session, organizationId)).validityExpiresAt).toBe(
      new Date(new Date(before.validityExpiresAt ?? 0).getTime() + 30 * DAY_MS).toISOString(),
    );
  });

  it('works for a trial that has ended, counting from now', async () => {
    const { organizationId } = await owner('trial', 'Ended Trial');
    await expireLicense(organizationId, 'trial');
    const session = await member(organizationId, 'owner');
    expect((await info(session, organizationId)).canExtendTrial).toBe(true);
    expect(await extend(session, organizationId)).toEqual({ organizationName: 'Ended Trial' });
    expect(await info(session, organizationId)).toMatchObject({
      state: 'trial',
      validityExpiresAt: new Date(clock.now().getTime() + 30 * DAY_MS).toISOString(),
    });
  });

  it('lets a parent extend the trial of a sub-organization it fully manages, but not one it only views', async () => {
    const { parent, child, grandchild } = await family('location_1y');
    await setPackage(child, 'trial');
    expect((await info(parent, child)).canExtendTrial).toBe(true);
    expect(await extend(parent, child)).toEqual({ organizationName: 'Licence Branch' });
    await expectRefusal(extend(parent, grandchild), 'DEMO_EXTENSION_FAILED');
    expect((await info(parent, grandchild)).trialExtended).toBe(false);
  });

  it('refuses a licence that is not a trial or an organization without one, and not found beside it', async () => {
    const { parent, parentId, child, sibling } = await family();
    await expectRefusal(extend(parent, parentId), 'DEMO_EXTENSION_FAILED');
    await expectRefusal(extend(parent, child), 'DEMO_EXTENSION_FAILED');
    const bare = (await db.add({ organizations: { bare: { parent: 'parent', package: null } } })).ids;
    await expectRefusal(extend(parent, bare.organizations.bare), 'DEMO_EXTENSION_FAILED');
    await expectRefusal(extend(parent, sibling), 'NOT_FOUND');
  });
});

describe('AI assistant credits', () => {
  it('are none at first; a parent adds to a sub-organization it only views, and they add up', async () => {
    const { parent, grandchild } = await family('location_1y');
    expect(await credits(parent, grandchild)).toEqual({ totalCredits: 0, usedCredits: 0 });
    expect(await addCredits(parent, grandchild, 50)).toEqual({ totalCredits: 50, usedCredits: 0 });
    expect((await addCredits(parent, grandchild, 25)).totalCredits).toBe(75);
    expect(await credits(parent, grandchild)).toEqual({ totalCredits: 75, usedCredits: 0 });
  });

  it('may be added by a parent whose licence gives no sub-organization access', async () => {
    const { parent, child } = await family('single_device_1y');
    expect((await addCredits(parent, child, 10)).totalCredits).toBe(10);
  });

  it('may not be added by an organization to itself, unless it is the root', async () => {
    const { parent, parentId } = await family();
    await expectRefusal(addCredits(parent, parentId, 10), 'FORBIDDEN');
    expect((await credits(parent, parentId)).totalCredits).toBe(0);
    const before = (await credits(root, rootId)).totalCredits;
    expect((await addCredits(root, rootId, 10)).totalCredits).toBe(before + 10);
  });

  it('are not found beside or above, nor added for an organization without a licence', async () => {
    const { parent, parentId, child, sibling } = await family();
    await expectRefusal(credits(parent, sibling), 'NOT_FOUND');
    await expectRefusal(addCredits(parent, sibling, 10), 'NOT_FOUND');
    await expectRefusal(addCredits(await member(child, 'owner'), parentId, 10), 'NOT_FOUND');
    const bare = (await db.add({ organizations: { bare: { parent: 'parent', package: null } } })).ids;
    expect(await credits(parent, bare.organizations.bare)).toEqual({ totalCredits: 0, usedCredits: 0 });
    await expectRefusal(addCredits(parent, bare.organizations.bare, 10), 'NOT_FOUND');
  });
});

describe('pricing', () => {
  it('is empty at first; a parent sets one item at a time, replacing an earlier price', async () => {
    const { parent, child } = await family();
    expect(await pricing(parent, child)).toEqual({ organizationId: child, items: [] });
    expect(await setPrice(parent, child, { item: 'setup', value: 100 })).toEqual({
      organizationId: child,
      items: [{ item: 'setup', value: 100 }],
    });
    await setPrice(parent, child, { item: 'device_month', value: 9.5 });
    const replaced = await setPrice(parent, child, { item: 'setup', value: 0 });
    expect(replaced).toEqual({
      organizationId: child,
      items: [
        { item: 'device_month', value: 9.5 },
        { item: 'setup', value: 0 },
      ],
    });
    expect(await pricing(parent, child)).toEqual(replaced);
  });

  it('may be read by the organization and a parent that only views it, but not set by them', async () => {
    const { parent, child, grandchild } = await family('location_1y');
    await setPrice(parent, child, { item: 'user_month', value: 3 });
    const childOwner = await member(child, 'owner');
    expect((await pricing(childOwner, child)).items).toEqual([{ item: 'user_month', value: 3 }]);
    await expectRefusal(setPrice(childOwner, child, { item: 'user_month', value: 0 }), 'FORBIDDEN');
    expect((await pricing(parent, grandchild)).organizationId).toBe(grandchild);
    await expectRefusal(setPrice(parent, grandchild, { item: 'setup', value: 1 }), 'FORBIDDEN');
    expect((await setPrice(childOwner, grandchild, { item: 'setup', value: 1 })).items).toHaveLength(1);
  });

  it('is not found beside or above', async () => {
    const { parent, parentId, child, sibling } = await family();
    const childOwner = await member(child, 'owner');
    await expectRefusal(pricing(parent, sibling), 'NOT_FOUND');
    await expectRefusal(setPrice(parent, sibling, { item: 'setup', value: 1 }), 'NOT_FOUND');
    await expectRefusal(pricing(childOwner, parentId), 'NOT_FOUND');
  });
});
