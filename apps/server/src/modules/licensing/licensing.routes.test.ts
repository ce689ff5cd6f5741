import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LICENSE_PACKAGES,
  PACKAGE_DEFAULTS,
  ZLicenseInfo,
  ZPackageInfo,
  type LicensePackage,
  type Role,
  type TLicenseInfo,
} from '@placard/contract';
import {
  createMember,
  createSubOrganization,
  expectError,
  logIn,
  logInRoot,
  organizationWithMember,
  setLicensePackage,
  type LoggedIn,
  sessionHeaders,
} from '../../test/factories.js';
import { pairDevice } from '../../test/devices.js';
import { createTestApp, post, testClock, type TestApp } from '../../test/test-app.js';
import { rootOrganization } from '../organizations/organizations.usecases.js';

const DAY_MS = 86_400_000;

describe('licences', () => {
  const clock = testClock();
  let t: TestApp;
  let rootId: number;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    rootId = (await rootOrganization(t.app.deps))?.id ?? 0;
  });
  afterAll(() => t.close());

  const owner = (pkg: LicensePackage | null = 'location_1y', name = 'Licence HQ') =>
    organizationWithMember(t, { pkg, name });
  async function member(organizationId: number, role: Role): Promise<LoggedIn> {
    const created = await createMember(t, organizationId, role);
    return logIn(t, created.email, created.password);
  }
  /** A parent (location_1y: children full, deeper limited) with a licensed child and grandchild, and a sibling. */
  async function family(pkg: LicensePackage = 'location_1y') {
    const parent = await owner(pkg, 'Licence HQ');
    const child = await createSubOrganization(t, parent.organizationId, 'Licence Branch');
    await setLicensePackage(t, child.id, 'location_1y');
    const grandchild = await createSubOrganization(t, child.id, 'Licence Kiosk');
    await setLicensePackage(t, grandchild.id, 'trial');
    const sibling = await createSubOrganization(t, rootId, 'Licence Neighbour');
    await setLicensePackage(t, sibling.id, 'trial');
    return { parent, child, grandchild, sibling };
  }

  const auth = sessionHeaders;
  const get = (session: LoggedIn | null, url: string) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: auth(session) });
  const send = (session: LoggedIn | null, url: string, body: unknown) =>
    post(t.app, `/api${url}`, body, auth(session));
  const info = (session: LoggedIn | null, organizationId: unknown) =>
    send(session, '/license/info', { organizationId });
  const infoOf = async (session: LoggedIn, organizationId: number): Promise<TLicenseInfo> => {
    const response = await info(session, organizationId);
    expect(response.statusCode, response.body).toBe(200);
    return ZLicenseInfo.parse(response.json());
  };
  /** The end of the caller's day, as the web client sends it (a fixed zone here: UTC+1). */
  const endOfDay = () => {
    const end = new Date(clock.now().getTime());
    end.setUTCHours(22, 59, 59, 999);
    return end.toISOString();
  };
  const update = (session: LoggedIn | null, data: Record<string, unknown>) =>
    send(session, '/license/update', { data });
  const extend = (session: LoggedIn | null, organizationId: number | string) =>
    get(session, `/license/${organizationId}/demo-extension`);
  const credits = (session: LoggedIn | null, organizationId: number | string) =>
    get(session, `/license/${organizationId}/credits`);
  const addCredits = (session: LoggedIn | null, organizationId: number | string, numberOfCredits: unknown) =>
    send(session, `/license/${organizationId}/credits/add`, { numberOfCredits });
  const pricing = (session: LoggedIn | null, organizationId: number | string) =>
    get(session, `/organizations/${organizationId}/license/pricing`);
  const setPrice = (session: LoggedIn | null, organizationId: number | string, body: unknown) =>
    send(session, `/organizations/${organizationId}/license/pricing/update`, body);
  const expireLicense = (organizationId: number, pkg: LicensePackage = 'location_1y') =>
    setLicensePackage(t, organizationId, pkg, { validityExpiresAt: new Date(clock.now().getTime() - 1000) });

  describe('a session and the organizations capability are required', () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/license/packages'],
      ['POST', '/license/packageinfo', { package: 'trial' }],
      ['POST', '/license/info', { organizationId: 1 }],
      [
        'POST',
        '/license/update',
        { data: { organizationId: 1, updateLocalTime: '2026-11-21T22:59:59.999Z' } },
      ],
      ['GET', '/license/1/demo-extension'],
      ['GET', '/license/1/credits'],
      ['POST', '/license/1/credits/add', { numberOfCredits: 1 }],
      ['GET', '/organizations/1/license/pricing'],
      ['POST', '/organizations/1/license/pricing/update', { item: 'setup', value: 1 }],
    ];
    let staff: Promise<LoggedIn[]> | undefined;
    const members = () => {
      staff ??= owner().then((session) =>
        Promise.all(
          (['staff', 'screen_manager', 'content_creator'] as const).map((role) =>
            member(session.organizationId, role),
          ),
        ),
      );
      return staff;
    };
    for (const [method, url, payload] of calls) {
      it(`${method} ${url} answers 401 without a session and 403 to staff, device managers and content creators`, async () => {
        const inject = (session: LoggedIn | null) =>
          t.app.inject({
            method: method as 'GET' | 'POST',
            url: `/api${url}`,
            headers: auth(session),
            ...(payload === undefined ? {} : { payload: payload as object }),
          });
        expectError(await inject(null), 401, 'UNAUTHORIZED');
        for (const session of await members()) expectError(await inject(session), 403, 'FORBIDDEN');
      });
    }
  });

  describe('packages', () => {
    it('GET /api/license/packages answers every package with its default limits and switches', async () => {
      const session = await owner();
      const response = await get(session, '/license/packages');
      expect(response.statusCode).toBe(200);
      const packages = ZPackageInfo.array().parse(response.json());
      expect(packages.map((entry) => entry.type).sort()).toEqual([...LICENSE_PACKAGES].sort());
      for (const entry of packages) {
        const defaults = PACKAGE_DEFAULTS[entry.type];
        expect(entry, entry.type).toEqual({
          name: expect.any(String),
          type: entry.type,
          numDevices: defaults.numDevices,
          numUsers: defaults.numUsers,
          validityDays: defaults.validityDays,
          interactiveDeviceLimit: defaults.interactiveDeviceLimit,
          ...defaults.features,
        });
      }
      expect(packages.find((entry) => entry.type === 'full_access')).toMatchObject({
        name: 'Full access',
        numDevices: null,
        numUsers: null,
        validityDays: null,
        subOrgUpdateAccess: 2,
      });
    });

    it('POST /api/license/packageinfo answers a package, and the trial (2 devices, 3 users, 30 days) for an unknown name', async () => {
      const session = await owner();
      const packageInfo = (name: unknown) => send(session, '/license/packageinfo', { package: name });
      expect((await packageInfo('location_3y')).json()).toMatchObject({
        name: 'Location, 3 years',
        type: 'location_3y',
        validityDays: 3 * 365,
        subOrgUpdateAccess: 1,
      });
      for (const name of ['gold', '', 'TRIAL']) {
        expect((await packageInfo(name)).json(), name).toMatchObject({
          name: 'Trial',
          type: 'trial',
          numDevices: 2,
          numUsers: 3,
          validityDays: 30,
          interactiveDeviceLimit: 0,
          subOrgUpdateAccess: 0,
        });
      }
      for (const name of [undefined, 7, 'x'.repeat(51)]) {
        expect(expectError(await packageInfo(name), 400, 'VALIDATION_FAILED').fields).toHaveProperty(
          'package',
        );
      }
    });
  });

  describe('POST /api/license/info', () => {
    it("answers the caller's own licence: it may not change it, but may extend its own trial", async () => {
      const session = await owner('trial', 'Trial Org');
      await createMember(t, session.organizationId, 'staff');
      const body = await infoOf(session, session.organizationId);
      expect(body).toEqual({
        organizationId: session.organizationId,
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
      const session = await owner('location_1y', 'Screens Org');
      const other = await owner('location_1y', 'Other Screens Org');
      expect((await infoOf(session, session.organizationId)).usedDevices).toBe(0);
      await pairDevice(t, session);
      await pairDevice(t, session);
      await pairDevice(t, other);
      expect((await infoOf(session, session.organizationId)).usedDevices).toBe(2);
      expect((await infoOf(other, other.organizationId)).usedDevices).toBe(1);
    });

    it('lets a parent change only licences it fully manages, never its own', async () => {
      const { parent, child, grandchild } = await family('location_1y');
      await createMember(t, child.id, 'owner');
      const own = await infoOf(parent, parent.organizationId);
      expect([own.accessState, own.canUpdate, own.canExtendTrial]).toEqual(['FULL_ACCESS', false, false]);
      const childInfo = await infoOf(parent, child.id);
      expect(childInfo).toMatchObject({
        accessState: 'FULL_ACCESS',
        canUpdate: true,
        usedUsers: 1,
        state: 'active',
      });
      const grandchildInfo = await infoOf(parent, grandchild.id);
      expect(grandchildInfo).toMatchObject({
        accessState: 'LIMITED_ACCESS',
        canUpdate: false,
        canExtendTrial: false,
        package: 'trial',
        usedUsers: 0,
      });
      const full = await family('full_access');
      expect((await infoOf(full.parent, full.grandchild.id)).canUpdate).toBe(true);
      const root = await logInRoot(t);
      expect((await infoOf(root, rootId)).canUpdate).toBe(false);
      expect((await infoOf(root, grandchild.id)).canUpdate).toBe(true);
    });

    it('shows a licence ending within 30 days as expiring soon, and an ended one as expired', async () => {
      const { parent, child, grandchild } = await family();
      await setLicensePackage(t, child.id, 'location_1y', {
        validityExpiresAt: new Date(clock.now().getTime() + 10 * DAY_MS),
      });
      expect((await infoOf(parent, child.id)).state).toBe('expiring_soon');
      await expireLicense(child.id);
      expect(await infoOf(parent, child.id)).toMatchObject({ state: 'expired', licenseStatus: 'expired' });
      await expireLicense(grandchild.id, 'trial');
      expect(await infoOf(parent, grandchild.id)).toMatchObject({
        state: 'demo_expired',
        licenseStatus: 'demo_expired',
      });
    });

    it('answers an organization without a licence as an ended trial with no room', async () => {
      const session = await owner();
      const bare = await createSubOrganization(t, session.organizationId, 'Bare');
      expect(await infoOf(session, bare.id)).toMatchObject({
        package: 'trial',
        state: 'demo_expired',
        numUsers: 0,
        numDevices: 0,
        canUpdate: true,
        canExtendTrial: false,
      });
    });

    it('stays open while the caller’s own licence has expired', async () => {
      const { parent, child } = await family();
      await expireLicense(parent.organizationId);
      expect((await infoOf(parent, parent.organizationId)).state).toBe('expired');
      expect((await infoOf(parent, child.id)).state).toBe('active');
      expect((await send(parent, '/license/packageinfo', { package: 'trial' })).statusCode).toBe(200);
      expect((await get(parent, '/license/packages')).statusCode).toBe(200);
    });

    it('accepts the session key in the body, as older clients send it', async () => {
      const session = await owner();
      const response = await send(null, '/license/info', {
        organizationId: session.organizationId,
        sessionKey: session.sessionKey,
      });
      expect(response.statusCode, response.body).toBe(200);
    });

    it('answers 404 for a sibling, the parent or an unknown organization, and validates the id', async () => {
      const { parent, child, sibling } = await family();
      const childOwner = await member(child.id, 'owner');
      for (const [session, id] of [
        [parent, sibling.id],
        [parent, rootId],
        [childOwner, parent.organizationId],
        [parent, 987_654],
      ] as const) {
        const response = await info(session, id);
        expectError(response, 404, 'NOT_FOUND');
        expect(response.body).not.toContain('Licence Neighbour');
      }
      for (const id of [undefined, 0, '1', 1.5]) {
        expect(expectError(await info(parent, id), 400, 'VALIDATION_FAILED').fields).toHaveProperty(
          'organizationId',
        );
      }
    });
  });

  describe('POST /api/license/update', () => {
    it('counts validityDays from the end of the caller’s day, keeping what is not sent', async () => {
      const { parent, child } = await family();
      const updateLocalTime = endOfDay();
      const response = await update(parent, { organizationId: child.id, updateLocalTime, validityDays: 30 });
      expect(response.statusCode, response.body).toBe(200);
      expect(ZLicenseInfo.parse(response.json())).toMatchObject({
        organizationId: child.id,
        package: 'location_1y',
        validityDays: 30,
        validityExpiresAt: new Date(new Date(updateLocalTime).getTime() + 30 * DAY_MS).toISOString(),
        numUsers: 10,
        numDevices: 10,
        canUpdate: true,
      });
      expect(await infoOf(parent, child.id)).toEqual(response.json());
    });

    it('starts a new package from its defaults, and takes the limits and switches sent', async () => {
      const { parent, child } = await family('full_access'); // a parent that does not end
      const updateLocalTime = endOfDay();
      const changed = await update(parent, {
        organizationId: child.id,
        updateLocalTime,
        package: 'single_device_3y',
        numUsers: 2,
        weatherAddOn: false,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({
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
      const childOwner = await member(child.id, 'owner');
      expect((await send(childOwner, '/auth/check', {})).json()).toMatchObject({
        licenseLevel: 'single_device_3y',
        licenseFeatures: { weatherAddOn: false, themeManagement: false },
      });
    });

    it('takes an explicit end date over days', async () => {
      const { parent, child } = await family();
      const validityExpiresAt = new Date(clock.now().getTime() + 100 * DAY_MS).toISOString();
      const response = await update(parent, {
        organizationId: child.id,
        updateLocalTime: endOfDay(),
        validityExpiresAt,
        validityDays: 5,
      });
      expect(response.json()).toMatchObject({ validityExpiresAt, validityDays: null, state: 'active' });
    });

    it('reads null limits as unlimited, which only the root may give', async () => {
      const { parent, child } = await family('location_1y');
      const unlimited = {
        organizationId: child.id,
        updateLocalTime: endOfDay(),
        numUsers: null,
        validityDays: null,
      };
      const error = expectError(await update(parent, unlimited), 400, 'LICENSE_EXCEEDS_PARENT');
      expect(Object.keys(error.fields ?? {}).sort()).toEqual(['numUsers', 'validityDays']);
      const root = await logInRoot(t);
      const response = await update(root, { ...unlimited, numDevices: null, interactiveDeviceLimit: null });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
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
      const base = { organizationId: child.id, updateLocalTime: endOfDay() };
      const cases: Record<string, unknown>[] = [{ interactiveDeviceLimit: 11 }, { numDevices: 1 }];
      for (const changes of cases) {
        const error = expectError(
          await update(parent, { ...base, ...changes }),
          403,
          'DEVICE_LIMIT_EXCEEDED',
        );
        expect(error.fields).toEqual({ interactiveDeviceLimit: 'Exceeded device limit' });
      }
      // both in one request are caught by validation
      const both = expectError(
        await update(parent, { ...base, numDevices: 2, interactiveDeviceLimit: 3 }),
        400,
        'VALIDATION_FAILED',
      );
      expect(both.fields).toEqual({ 'data.interactiveDeviceLimit': 'Exceeded device limit' });
      expect((await infoOf(parent, child.id)).interactiveDeviceLimit).toBe(2);
      expect((await update(parent, { ...base, numDevices: 2 })).json()).toMatchObject({
        numDevices: 2,
        interactiveDeviceLimit: 2,
      });
    });

    it('refuses fewer users than the organization has with USER_LIMIT_REACHED', async () => {
      const { parent, child } = await family();
      for (const role of ['owner', 'admin', 'staff'] as const) await createMember(t, child.id, role);
      const base = { organizationId: child.id, updateLocalTime: endOfDay() };
      const error = expectError(await update(parent, { ...base, numUsers: 2 }), 403, 'USER_LIMIT_REACHED');
      expect(error.fields).toEqual({ numUsers: 'User limit reached' });
      expect((await infoOf(parent, child.id)).numUsers).toBe(10);
      expect((await update(parent, { ...base, numUsers: 3 })).json()).toMatchObject({
        numUsers: 3,
        usedUsers: 3,
      });
    });

    it('gives a child whose licence has expired its writes back', async () => {
      const { parent, child } = await family();
      await expireLicense(child.id);
      const childOwner = await member(child.id, 'owner');
      const details = { name: 'Renewed', city: 'Lund', state: 'Skåne', country: 'SE' };
      expectError(
        await send(childOwner, `/organizations/${child.id}/update`, details),
        403,
        'LICENSE_EXPIRED',
      );
      const renewed = await update(parent, {
        organizationId: child.id,
        updateLocalTime: endOfDay(),
        validityDays: 30,
      });
      expect(renewed.json()).toMatchObject({ state: 'active', licenseStatus: 'valid' });
      expect((await send(childOwner, `/organizations/${child.id}/update`, details)).statusCode).toBe(200);
    });

    it("is refused for the caller's own licence or one it only views, and 404 beside it", async () => {
      const { parent, grandchild, sibling } = await family('location_1y');
      const data = (organizationId: number) => ({
        organizationId,
        updateLocalTime: endOfDay(),
        validityDays: 10,
      });
      expectError(await update(parent, data(parent.organizationId)), 403, 'FORBIDDEN');
      expectError(await update(parent, data(grandchild.id)), 403, 'FORBIDDEN');
      expectError(await update(parent, data(sibling.id)), 404, 'NOT_FOUND');
      expectError(await update(parent, data(987_654)), 404, 'NOT_FOUND');
      const root = await logInRoot(t);
      expectError(await update(root, data(rootId)), 403, 'FORBIDDEN');
      expect((await infoOf(parent, parent.organizationId)).validityDays).toBe(365);
    });

    it('is refused with LICENSE_EXPIRED while the caller’s own licence has expired', async () => {
      const { parent, child } = await family();
      await expireLicense(parent.organizationId);
      expectError(
        await update(parent, { organizationId: child.id, updateLocalTime: endOfDay(), validityDays: 10 }),
        403,
        'LICENSE_EXPIRED',
      );
    });

    it('validates the data', async () => {
      const { parent, child } = await family();
      const base = { organizationId: child.id, updateLocalTime: endOfDay() };
      const cases: [unknown, string][] = [
        [{ organizationId: child.id }, 'data.updateLocalTime'],
        [{ ...base, updateLocalTime: 'tonight' }, 'data.updateLocalTime'],
        [{ updateLocalTime: endOfDay() }, 'data.organizationId'],
        [{ ...base, validityDays: 0 }, 'data.validityDays'],
        [{ ...base, validityDays: 36_501 }, 'data.validityDays'],
        [{ ...base, numUsers: -1 }, 'data.numUsers'],
        [{ ...base, package: 'gold' }, 'data.package'],
        [{ ...base, validityExpiresAt: '1 March' }, 'data.validityExpiresAt'],
        [{ ...base, themeManagement: 'yes' }, 'data.themeManagement'],
      ];
      for (const [data, field] of cases) {
        const error = expectError(
          await update(parent, data as Record<string, unknown>),
          400,
          'VALIDATION_FAILED',
        );
        expect(Object.keys(error.fields ?? {}), JSON.stringify(data)).toEqual([field]);
      }
      expect(
        Object.keys(
          expectError(await send(parent, '/license/update', {}), 400, 'VALIDATION_FAILED').fields ?? {},
        ),
      ).toEqual(['data']);
    });
  });

  describe('GET /api/license/:organizationId/demo-extension', () => {
    it('extends its own trial once by 30 days; the second time is refused', async () => {
      const session = await owner('trial', 'Trial Org');
      const before = await infoOf(session, session.organizationId);
      const response = await extend(session, session.organizationId);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ organizationName: 'Trial Org' });
      const after = await infoOf(session, session.organizationId);
      expect(after).toMatchObject({
        trialExtended: true,
        canExtendTrial: false,
        validityExpiresAt: new Date(
          new Date(before.validityExpiresAt ?? 0).getTime() + 30 * DAY_MS,
        ).toISOString(),
      });
      const error = expectError(await extend(session, session.organizationId), 409, 'DEMO_EXTENSION_FAILED');
      expect(error.message).toBe('The trial could not be extended. A trial can be extended only once.');
      expect((await infoOf(session, session.organizationId)).validityExpiresAt).toBe(after.validityExpiresAt);
    });

    it('extends only once when asked twice at the same time', async () => {
      const session = await owner('trial');
      const before = await infoOf(session, session.organizationId);
      const responses = await Promise.all([1, 2, 3].map(() => extend(session, session.organizationId)));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
      expect((await infoOf(session, session.organizationId)).validityExpiresAt).toBe(
        new Date(new Date(before.validityExpiresAt ?? 0).getTime() + 30 * DAY_MS).toISOString(),
      );
    });

    it('works for a trial that has ended, though the licence is read-only, counting from now', async () => {
      const session = await owner('trial', 'Ended Trial');
      await expireLicense(session.organizationId, 'trial');
      const details = { name: 'Back', city: 'Lund', state: 'Skåne', country: 'SE' };
      expectError(
        await send(session, `/organizations/${session.organizationId}/update`, details),
        403,
        'LICENSE_EXPIRED',
      );
      expect((await infoOf(session, session.organizationId)).canExtendTrial).toBe(true);
      expect((await extend(session, session.organizationId)).json()).toEqual({
        organizationName: 'Ended Trial',
      });
      expect(await infoOf(session, session.organizationId)).toMatchObject({
        state: 'trial',
        validityExpiresAt: new Date(clock.now().getTime() + 30 * DAY_MS).toISOString(),
      });
      expect(
        (await send(session, `/organizations/${session.organizationId}/update`, details)).statusCode,
      ).toBe(200);
    });

    it('lets a parent extend the trial of a sub-organization it fully manages, but not one it only views', async () => {
      const { parent, child, grandchild } = await family('location_1y');
      await setLicensePackage(t, child.id, 'trial');
      expect((await infoOf(parent, child.id)).canExtendTrial).toBe(true);
      expect((await extend(parent, child.id)).json()).toEqual({ organizationName: 'Licence Branch' });
      expectError(await extend(parent, grandchild.id), 409, 'DEMO_EXTENSION_FAILED');
      expect((await infoOf(parent, grandchild.id)).trialExtended).toBe(false);
    });

    it('refuses a licence that is not a trial or an organization without one, and 404 beside it', async () => {
      const { parent, child, sibling } = await family();
      expectError(await extend(parent, parent.organizationId), 409, 'DEMO_EXTENSION_FAILED');
      expectError(await extend(parent, child.id), 409, 'DEMO_EXTENSION_FAILED');
      const bare = await createSubOrganization(t, parent.organizationId, 'Bare');
      expectError(await extend(parent, bare.id), 409, 'DEMO_EXTENSION_FAILED');
      expectError(await extend(parent, sibling.id), 404, 'NOT_FOUND');
      expect(expectError(await extend(parent, 'abc'), 400, 'VALIDATION_FAILED').fields).toHaveProperty(
        'organizationId',
      );
    });
  });

  describe('AI assistant credits', () => {
    it('answers no credits at first; a parent adds to a sub-organization it only views, and they add up', async () => {
      const { parent, grandchild } = await family('location_1y');
      expect((await credits(parent, grandchild.id)).json()).toEqual({ totalCredits: 0, usedCredits: 0 });
      const first = await addCredits(parent, grandchild.id, 50);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ success: true, credits: { totalCredits: 50, usedCredits: 0 } });
      expect((await addCredits(parent, grandchild.id, 25)).json().credits.totalCredits).toBe(75);
      expect((await credits(parent, grandchild.id)).json()).toEqual({ totalCredits: 75, usedCredits: 0 });
    });

    it('lets a parent whose licence gives no sub-organization access add credits too', async () => {
      const { parent, child } = await family('single_device_1y');
      expect((await addCredits(parent, child.id, 10)).json().credits.totalCredits).toBe(10);
    });

    it('does not let an organization add to itself, unless it is the root', async () => {
      const { parent } = await family();
      expect((await credits(parent, parent.organizationId)).statusCode).toBe(200);
      expectError(await addCredits(parent, parent.organizationId, 10), 403, 'FORBIDDEN');
      expect((await credits(parent, parent.organizationId)).json().totalCredits).toBe(0);
      const root = await logInRoot(t);
      const before = (await credits(root, rootId)).json().totalCredits as number;
      expect((await addCredits(root, rootId, 10)).json().credits.totalCredits).toBe(before + 10);
    });

    it('answers 404 beside or above, and for an organization without a licence', async () => {
      const { parent, child, sibling } = await family();
      expectError(await credits(parent, sibling.id), 404, 'NOT_FOUND');
      expectError(await addCredits(parent, sibling.id, 10), 404, 'NOT_FOUND');
      const childOwner = await member(child.id, 'owner');
      expectError(await addCredits(childOwner, parent.organizationId, 10), 404, 'NOT_FOUND');
      const bare = await createSubOrganization(t, parent.organizationId, 'Bare');
      expect((await credits(parent, bare.id)).json()).toEqual({ totalCredits: 0, usedCredits: 0 });
      expectError(await addCredits(parent, bare.id, 10), 404, 'NOT_FOUND');
    });

    it('is refused with LICENSE_EXPIRED while the caller’s licence has expired, though reading stays open', async () => {
      const { parent, child } = await family();
      await expireLicense(parent.organizationId);
      expectError(await addCredits(parent, child.id, 10), 403, 'LICENSE_EXPIRED');
      expect((await credits(parent, child.id)).statusCode).toBe(200);
    });

    it('validates the number of credits', async () => {
      const { parent, child } = await family();
      for (const value of [0, -5, 1.5, 1_000_001, '10', undefined]) {
        expect(
          expectError(await addCredits(parent, child.id, value), 400, 'VALIDATION_FAILED').fields,
          String(value),
        ).toHaveProperty('numberOfCredits');
      }
      expect((await credits(parent, child.id)).json().totalCredits).toBe(0);
    });
  });

  describe('pricing', () => {
    it('answers no prices at first; a parent sets one item at a time, replacing an earlier price', async () => {
      const { parent, child } = await family();
      expect((await pricing(parent, child.id)).json()).toEqual({ organizationId: child.id, items: [] });
      const first = await setPrice(parent, child.id, { item: 'setup', value: 100 });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ organizationId: child.id, items: [{ item: 'setup', value: 100 }] });
      await setPrice(parent, child.id, { item: 'device_month', value: 9.5 });
      const replaced = await setPrice(parent, child.id, { item: 'setup', value: 0 });
      expect(replaced.json()).toEqual({
        organizationId: child.id,
        items: [
          { item: 'device_month', value: 9.5 },
          { item: 'setup', value: 0 },
        ],
      });
      expect((await pricing(parent, child.id)).json()).toEqual(replaced.json());
    });

    it('lets the organization and a parent that only views it read its prices, but not set them', async () => {
      const { parent, child, grandchild } = await family('location_1y');
      await setPrice(parent, child.id, { item: 'user_month', value: 3 });
      const childOwner = await member(child.id, 'owner');
      expect((await pricing(childOwner, child.id)).json().items).toEqual([{ item: 'user_month', value: 3 }]);
      expectError(await setPrice(childOwner, child.id, { item: 'user_month', value: 0 }), 403, 'FORBIDDEN');
      expect((await pricing(parent, grandchild.id)).statusCode).toBe(200);
      expectError(await setPrice(parent, grandchild.id, { item: 'setup', value: 1 }), 403, 'FORBIDDEN');
      expect((await setPrice(childOwner, grandchild.id, { item: 'setup', value: 1 })).statusCode).toBe(200);
    });

    it('answers 404 beside or above', async () => {
      const { parent, child, sibling } = await family();
      const childOwner = await member(child.id, 'owner');
      expectError(await pricing(parent, sibling.id), 404, 'NOT_FOUND');
      expectError(await setPrice(parent, sibling.id, { item: 'setup', value: 1 }), 404, 'NOT_FOUND');
      expectError(await pricing(childOwner, parent.organizationId), 404, 'NOT_FOUND');
    });

    it('validates the item and the price', async () => {
      const { parent, child } = await family();
      const cases: [Record<string, unknown>, string][] = [
        [{ item: 'gold', value: 1 }, 'item'],
        [{ value: 1 }, 'item'],
        [{ item: 'setup', value: -1 }, 'value'],
        [{ item: 'setup', value: '5' }, 'value'],
        [{ item: 'setup' }, 'value'],
        [{ item: 'setup', value: 1_000_000_001 }, 'value'],
      ];
      for (const [body, field] of cases) {
        const error = expectError(await setPrice(parent, child.id, body), 400, 'VALIDATION_FAILED');
        expect(Object.keys(error.fields ?? {}), JSON.stringify(body)).toEqual([field]);
      }
      expect((await pricing(parent, child.id)).json().items).toEqual([]);
    });
  });
});
