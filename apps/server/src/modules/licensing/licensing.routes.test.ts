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
import { createTestApp, post, testClock, type TestApp } from '../../test/test-app.js';
import { rootOrganization } from '../organizations/organizations.usecases.js';

const DAY_MS = 86_400_000;

// The rules of licences are tested on the use cases (licensing.usecases.test.ts); these are the calls:
// who may make them, what they validate, and how their answers and refusals look.
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

    it('validates the organization id', async () => {
      const { parent } = await family();
      expect(expectError(await extend(parent, 'abc'), 400, 'VALIDATION_FAILED').fields).toHaveProperty(
        'organizationId',
      );
    });
  });

  describe('AI assistant credits', () => {
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
      const set = await setPrice(parent, child.id, { item: 'setup', value: 100 });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toEqual({ organizationId: child.id, items: [{ item: 'setup', value: 100 }] });
    });

    it('lets the root price what the platform sells on itself, and no other organization its own', async () => {
      const root = await logInRoot(t);
      const set = await setPrice(root, rootId, { item: 'credits_100', value: 12 });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().items).toContainEqual({ item: 'credits_100', value: 12 });
      const { parent } = await family();
      expectError(
        await setPrice(parent, parent.organizationId, { item: 'credits_100', value: 1 }),
        403,
        'FORBIDDEN',
      );
      expect((await pricing(parent, parent.organizationId)).json().items).toEqual([]);
    });
  });
});
