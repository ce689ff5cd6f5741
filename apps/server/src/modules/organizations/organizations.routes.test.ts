import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZOrganization,
  ZOrganizationNodes,
  type LicensePackage,
  type Role,
  type TOrganization,
} from '@placard/contract';
import {
  createMember,
  createSubOrganization,
  expectError,
  logIn,
  logInRoot,
  mailSubject,
  mailsTo,
  organizationWithMember,
  setLicensePackage,
  uniqueDomain,
  uniqueEmail,
  userRow,
  type LoggedIn,
  sessionHeaders,
} from '../../test/factories.js';
import {
  createTestApp,
  post,
  registerVerified,
  STRONG_PASSWORD,
  testClock,
  type TestApp,
} from '../../test/test-app.js';
import { rootOrganization } from './organizations.usecases.js';

const DAY_MS = 86_400_000;

describe('organizations', () => {
  const clock = testClock();
  let t: TestApp;
  let rootId: number;
  beforeAll(async () => {
    // collation activates without the DNS step here; collation.test.ts covers the TXT record
    t = await createTestApp({ COLLATION_DNS_CHECK: 'false' }, { now: clock.now });
    rootId = (await rootOrganization(t.app.deps))?.id ?? 0;
  });
  afterAll(() => t.close());

  /** An organization below the root with a package (location_1y: children full, deeper limited). */
  const owner = (pkg: LicensePackage = 'location_1y', name = 'Harbour Screens') =>
    organizationWithMember(t, { pkg, name });
  async function member(organizationId: number, role: Role): Promise<LoggedIn & { id: number }> {
    const created = await createMember(t, organizationId, role);
    return { ...(await logIn(t, created.email, created.password)), id: created.id };
  }
  /** A parent's owner with a licensed child and grandchild below it, and an organization beside it. */
  async function family(pkg: LicensePackage = 'location_1y') {
    const parent = await owner(pkg, 'Family HQ');
    const child = await createSubOrganization(t, parent.organizationId, 'Family Branch');
    await setLicensePackage(t, child.id, 'location_1y');
    const grandchild = await createSubOrganization(t, child.id, 'Family Kiosk');
    await setLicensePackage(t, grandchild.id, 'trial');
    const sibling = await createSubOrganization(t, rootId, 'Neighbour');
    return { parent, child, grandchild, sibling };
  }

  const auth = sessionHeaders;
  const get = (session: LoggedIn | null, url: string, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/organizations${url}`, headers: auth(session, extra) });
  const send = (session: LoggedIn | null, url: string, body: unknown, extra: Record<string, string> = {}) =>
    post(t.app, `/api/organizations${url}`, body, auth(session, extra));
  const organization = async (session: LoggedIn, id: number): Promise<TOrganization> => {
    const response = await get(session, `/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return ZOrganization.parse(response.json());
  };
  const details = (overrides: Record<string, unknown> = {}) => ({
    name: 'Pier Screens',
    city: 'Gothenburg',
    state: 'Västra Götaland',
    country: 'SE',
    ...overrides,
  });

  describe('a session and the organizations capability are required', () => {
    const subOrganization = {
      ...details(),
      parentOrganizationId: 1,
      ownerName: 'Olle Owner',
      ownerEmail: 'olle@example.com',
      licenseData: { package: 'trial' },
    };
    const calls: [string, string, unknown?][] = [
      ['GET', '/1'],
      ['POST', '/getListOfOrgs', { organizationsList: [1] }],
      ['GET', '/1/suborganizations'],
      ['GET', '/1/allsuborganizations'],
      ['POST', '/1/suborganizations/create', subOrganization],
      ['POST', '/1/update', details()],
      ['POST', '/1/updateOwner', { ownerName: 'Olle', ownerEmail: 'olle@example.com' }],
      ['POST', '/1/updateThemeColors', { accentColor: '#112233' }],
      ['POST', '/1/updateThemeLogo', {}],
      ['POST', '/1/updateThemeBackground', {}],
      ['POST', '/1/resetTheme', { propertyList: ['logo'] }],
      ['POST', '/1/updateWebsiteTitle', { title: 'Screens' }],
      ['GET', '/1/exdata/emails'],
      ['POST', '/updateSupportEmails/1', { customerSupportEmail: null, customerContactEmail: null }],
      ['GET', '/1/parentpath'],
      ['GET', '/1/isparent'],
      ['POST', '/1/move', { targetOrganizationId: 2 }],
      ['POST', '/1/transfer', { targetOrganizationId: 2 }],
      ['DELETE', '/1'],
      ['POST', '/1/collate', { collate: false }],
    ];
    let staff: Promise<LoggedIn[]> | undefined;
    /** One member of each role without the capability, shared by these tests (they change nothing). */
    const members = () => {
      staff ??= owner('location_1y', 'Roles').then((session) =>
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
            method: method as 'GET' | 'POST' | 'DELETE',
            url: `/api/organizations${url}`,
            headers: auth(session),
            ...(payload === undefined ? {} : { payload: payload as object }),
          });
        expectError(await inject(null), 401, 'UNAUTHORIZED');
        for (const session of await members()) {
          expectError(await inject(session), 403, 'FORBIDDEN');
        }
      });
    }

    it('lets an admin manage its own organization', async () => {
      const session = await owner();
      const admin = await member(session.organizationId, 'admin');
      expect((await organization(admin, session.organizationId)).accessState).toBe('FULL_ACCESS');
      const updated = await send(admin, `/${session.organizationId}/update`, details({ name: 'By Admin' }));
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().name).toBe('By Admin');
    });
  });

  describe('GET /api/organizations/:id', () => {
    it('answers its own organization with its owner, licence summary and what the caller may do', async () => {
      const session = await owner('location_1y', 'Own Org');
      const child = await createSubOrganization(t, session.organizationId, 'Child');
      await createSubOrganization(t, child.id, 'Grandchild');
      const body = await organization(session, session.organizationId);
      expect(body).toEqual({
        id: session.organizationId,
        name: 'Own Org',
        parentOrganizationId: rootId,
        contactEmail: null,
        contactPhoneNumber: null,
        description: null,
        address: null,
        city: null,
        state: null,
        country: null,
        timezone: 'UTC',
        domain: null,
        collate: false,
        collationState: 'off',
        collationRecord: null,
        ownerName: 'A owner',
        ownerEmail: session.email,
        customerSupportEmail: null,
        customerContactEmail: null,
        websiteTitle: null,
        subOrganizationCount: 1,
        licenseData: {
          package: 'location_1y',
          state: 'active',
          validityExpiresAt: new Date(clock.now().getTime() + 365 * DAY_MS).toISOString(),
        },
        accessState: 'FULL_ACCESS',
        isOwn: true,
        isRoot: false,
      });
    });

    it('answers a registered organization with the details entered at registration', async () => {
      const registered = await registerVerified(t, { email: uniqueEmail('registered') });
      const session = await logIn(t, registered.email, registered.password);
      expect(await organization(session, session.organizationId)).toMatchObject({
        name: 'Lobby Screens AB',
        city: 'Malmö',
        state: 'Skåne',
        country: 'SE',
        ownerName: 'Ada Owner',
        ownerEmail: registered.email,
        licenseData: { package: 'trial', state: 'trial' },
        isRoot: false,
      });
    });

    it('answers the root organization as the root, with an unlimited licence that does not end', async () => {
      const root = await logInRoot(t);
      expect(await organization(root, rootId)).toMatchObject({
        id: rootId,
        parentOrganizationId: null,
        isRoot: true,
        isOwn: true,
        licenseData: { package: 'full_access', state: 'active', validityExpiresAt: null },
      });
    });

    it('answers an organization without a licence with a null summary', async () => {
      const session = await owner();
      const child = await createSubOrganization(t, session.organizationId, 'Unlicensed');
      expect(await organization(session, child.id)).toMatchObject({
        licenseData: null,
        isOwn: false,
        ownerName: null,
        ownerEmail: null,
      });
    });

    it('answers 404 for a sibling, the parent, the parent of a parent or an id that does not exist', async () => {
      const { parent, child, sibling } = await family();
      const childOwner = await member(child.id, 'owner');
      for (const [session, id] of [
        [parent, sibling.id],
        [parent, rootId],
        [childOwner, parent.organizationId],
        [childOwner, rootId],
        [parent, 987_654],
      ] as const) {
        const response = await get(session, `/${id}`);
        expectError(response, 404, 'NOT_FOUND');
        expect(response.body).not.toContain('Neighbour');
      }
    });

    it('refuses an id that is not a positive whole number', async () => {
      const session = await owner();
      for (const id of ['abc', '0', '-1', '2.5']) {
        expect(expectError(await get(session, `/${id}`), 400, 'VALIDATION_FAILED').fields, id).toHaveProperty(
          'id',
        );
      }
    });
  });

  describe('access to sub-organizations follows the licence (subOrgUpdateAccess)', () => {
    const levels: [number, LicensePackage, string, string][] = [
      [0, 'single_device_1y', 'LIMITED_ACCESS', 'LIMITED_ACCESS'],
      [1, 'location_1y', 'FULL_ACCESS', 'LIMITED_ACCESS'],
      [2, 'full_access', 'FULL_ACCESS', 'FULL_ACCESS'],
    ];
    for (const [level, pkg, childAccess, grandchildAccess] of levels) {
      it(`level ${level}: the child is ${childAccess}, the grandchild ${grandchildAccess}; only full access changes them`, async () => {
        const { parent, child, grandchild } = await family(pkg);
        const own = await organization(parent, parent.organizationId);
        expect([own.accessState, own.isOwn]).toEqual(['FULL_ACCESS', true]);
        for (const [id, access] of [
          [child.id, childAccess],
          [grandchild.id, grandchildAccess],
        ] as const) {
          const body = await organization(parent, id);
          expect([body.accessState, body.isOwn]).toEqual([access, false]);
          const update = await send(parent, `/${id}/update`, details({ name: 'Renamed' }));
          if (access === 'FULL_ACCESS') {
            expect(update.statusCode, update.body).toBe(200);
            expect(update.json()).toMatchObject({ name: 'Renamed', accessState: 'FULL_ACCESS' });
          } else {
            expectError(update, 403, 'FORBIDDEN');
            expectError(
              await send(parent, `/updateSupportEmails/${id}`, {
                customerSupportEmail: 'help@example.com',
                customerContactEmail: null,
              }),
              403,
              'FORBIDDEN',
            );
            // viewing stays open
            expect((await get(parent, `/${id}/exdata/emails`)).statusCode).toBe(200);
            expect((await organization(parent, id)).name).not.toBe('Renamed');
          }
        }
        const nodes = ZOrganizationNodes.parse(
          (await get(parent, `/${parent.organizationId}/allsuborganizations`)).json(),
        );
        expect(nodes.map((node) => [node.id, node.accessState])).toEqual([
          [child.id, childAccess],
          [grandchild.id, grandchildAccess],
        ]);
      });
    }

    it("follows the child's own licence for what lies below the child", async () => {
      const { child, grandchild } = await family('location_1y');
      const childOwner = await member(child.id, 'owner'); // the child has location_1y too
      expect((await organization(childOwner, grandchild.id)).accessState).toBe('FULL_ACCESS');
      await setLicensePackage(t, child.id, 'single_device_1y');
      expect((await organization(childOwner, grandchild.id)).accessState).toBe('LIMITED_ACCESS');
    });

    it('gives the root owner full access at every level', async () => {
      const { child, grandchild } = await family('trial');
      const root = await logInRoot(t);
      expect((await organization(root, child.id)).accessState).toBe('FULL_ACCESS');
      expect((await organization(root, grandchild.id)).accessState).toBe('FULL_ACCESS');
    });
  });

  describe('an expired licence makes the organization read-only', () => {
    it('refuses every change with LICENSE_EXPIRED but keeps every read open', async () => {
      const { parent, child, grandchild } = await family('location_1y');
      await setLicensePackage(t, parent.organizationId, 'location_1y', {
        validityExpiresAt: new Date(clock.now().getTime() - 1000),
      });
      const own = parent.organizationId;
      const writes: [string, unknown][] = [
        [`/${own}/update`, details()],
        [`/${child.id}/update`, details()],
        [`/${own}/updateOwner`, { ownerName: 'New Owner', ownerEmail: uniqueEmail('new-owner') }],
        [`/${own}/collate`, { collate: false }],
        [`/updateSupportEmails/${own}`, { customerSupportEmail: null, customerContactEmail: null }],
        [`/${own}/updateThemeColors`, { accentColor: '#112233' }],
        [`/${own}/resetTheme`, { propertyList: ['accentColor'] }],
        [`/${own}/updateWebsiteTitle`, { title: 'Expired' }],
        [`/${child.id}/move`, { targetOrganizationId: own }],
        [`/${child.id}/transfer`, { targetOrganizationId: own }],
        [
          `/${own}/suborganizations/create`,
          {
            ...details(),
            parentOrganizationId: own,
            ownerName: 'Olle',
            ownerEmail: uniqueEmail('olle'),
            licenseData: { package: 'trial' },
          },
        ],
      ];
      for (const [url, body] of writes) {
        const error = expectError(await send(parent, url, body), 403, 'LICENSE_EXPIRED');
        expect(error.message).toBe(
          "Your organization's license has expired. Please contact your administrator to renew it.",
        );
      }
      expectError(
        await t.app.inject({
          method: 'DELETE',
          url: `/api/organizations/${grandchild.id}`,
          headers: auth(parent),
        }),
        403,
        'LICENSE_EXPIRED',
      );

      for (const url of [
        `/${own}`,
        `/${child.id}`,
        `/${own}/suborganizations`,
        `/${own}/suborganizations?q=kiosk`,
        `/${own}/allsuborganizations`,
        `/${grandchild.id}/parentpath`,
        `/${own}/isparent`,
        `/${own}/exdata/emails`,
        `/${own}/exdata/websitetitle`,
        `/${own}/theme`,
      ]) {
        expect((await get(parent, url)).statusCode, url).toBe(200);
      }
      const listed = await send(parent, '/getListOfOrgs', { organizationsList: [own, child.id] });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json()).toHaveLength(2);
      const info = await post(t.app, '/api/license/info', { organizationId: own }, auth(parent));
      expect(info.statusCode, info.body).toBe(200);
      expect(info.json()).toMatchObject({ state: 'expired', licenseStatus: 'expired' });
      expect((await organization(parent, own)).name).toBe('Family HQ');
    });

    it('lets a parent with a valid licence change a child whose licence has expired', async () => {
      const { parent, child } = await family('location_1y');
      await setLicensePackage(t, child.id, 'location_1y', {
        validityExpiresAt: new Date(clock.now().getTime() - 1000),
      });
      const response = await send(parent, `/${child.id}/update`, details({ name: 'Still Managed' }));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().licenseData).toMatchObject({ state: 'expired' });
    });
  });

  describe('POST /api/organizations/:id/update', () => {
    it('changes the time zone new screens start in, which follows the country until chosen', async () => {
      const session = await owner();
      const id = session.organizationId;
      const norway = await send(session, `/${id}/update`, details({ country: 'NO' }));
      expect(ZOrganization.parse(norway.json()).timezone).toBe('Europe/Oslo');
      const chosen = await send(session, `/${id}/update`, details({ timezone: 'Europe/London' }));
      expect(ZOrganization.parse(chosen.json()).timezone).toBe('Europe/London');
      // absent: kept
      const kept = await send(session, `/${id}/update`, details({ country: 'FI' }));
      expect(ZOrganization.parse(kept.json()).timezone).toBe('Europe/London');
      const wrong = await send(session, `/${id}/update`, details({ timezone: 'Europe/Atlantis' }));
      expect(Object.keys(expectError(wrong, 400, 'VALIDATION_FAILED').fields ?? {})).toEqual(['timezone']);
    });

    it('changes the details, trimming them and clearing optional ones sent empty', async () => {
      const session = await owner();
      const id = session.organizationId;
      const first = await send(
        session,
        `/${id}/update`,
        details({
          name: '  Pier Screens  ',
          contactEmail: ' Contact@Example.com ',
          contactPhoneNumber: '+46 31 123 45',
          description: 'Screens on the pier',
          address: 'Pier 1',
        }),
      );
      expect(first.statusCode, first.body).toBe(200);
      expect(ZOrganization.parse(first.json())).toMatchObject({
        id,
        name: 'Pier Screens',
        contactEmail: 'contact@example.com',
        contactPhoneNumber: '+46 31 123 45',
        description: 'Screens on the pier',
        address: 'Pier 1',
        city: 'Gothenburg',
        state: 'Västra Götaland',
        country: 'SE',
        isOwn: true,
      });

      // absent optional fields stay, empty ones are cleared
      const second = await send(session, `/${id}/update`, details({ name: 'Quay Screens', description: '' }));
      expect(second.json()).toMatchObject({
        name: 'Quay Screens',
        contactEmail: 'contact@example.com',
        description: null,
        address: 'Pier 1',
      });
      expect(await organization(session, id)).toEqual(second.json());
    });

    it('changes a fully managed sub-organization', async () => {
      const { parent, child } = await family();
      const response = await send(
        parent,
        `/${child.id}/update`,
        details({ name: 'Harbour Branch', country: 'NO' }),
      );
      expect(response.json()).toMatchObject({
        id: child.id,
        name: 'Harbour Branch',
        country: 'NO',
        isOwn: false,
      });
    });

    it('validates the body, naming each field', async () => {
      const session = await owner();
      const id = session.organizationId;
      const missing = expectError(await send(session, `/${id}/update`, {}), 400, 'VALIDATION_FAILED');
      expect(Object.keys(missing.fields ?? {}).sort()).toEqual(['city', 'country', 'name', 'state']);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ name: '   ' }, 'name', 'This field is required.'],
        [{ country: 'XX' }, 'country', 'Please choose a country.'],
        [{ contactEmail: 'not-an-email' }, 'contactEmail', 'Please enter a valid email address.'],
        [{ description: 'x'.repeat(1001) }, 'description', 'Please use max 1000 characters.'],
        [{ contactPhoneNumber: '1'.repeat(41) }, 'contactPhoneNumber', 'Please use max 40 characters.'],
      ];
      for (const [changes, field, message] of cases) {
        const error = expectError(
          await send(session, `/${id}/update`, details(changes)),
          400,
          'VALIDATION_FAILED',
        );
        expect(error.fields, field).toEqual({ [field]: message });
      }
      expect((await organization(session, id)).name).toBe('Harbour Screens');
    });

    it("answers 404 for a sibling's, the parent's or an unknown organization, changing nothing", async () => {
      const { parent, child, sibling } = await family();
      const childOwner = await member(child.id, 'owner');
      for (const [session, id] of [
        [parent, sibling.id],
        [childOwner, parent.organizationId],
        [parent, rootId],
        [parent, 987_654],
      ] as const) {
        expectError(await send(session, `/${id}/update`, details({ name: 'Hacked' })), 404, 'NOT_FOUND');
      }
      expect((await organization(parent, parent.organizationId)).name).toBe('Family HQ');
    });
  });

  describe('POST /api/organizations/:id/updateOwner', () => {
    it('makes a member the owner; the previous owner stays as an admin', async () => {
      const { parent, child } = await family();
      const childOwner = await createMember(t, child.id, 'owner');
      const staff = await createMember(t, child.id, 'staff');
      const response = await send(parent, `/${child.id}/updateOwner`, {
        ownerName: ' Sven Staff ',
        ownerEmail: staff.email.toUpperCase(),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(ZOrganization.parse(response.json())).toMatchObject({
        id: child.id,
        ownerName: 'Sven Staff',
        ownerEmail: staff.email,
      });
      expect(await userRow(t, staff.email)).toMatchObject({ role: 'owner', fullname: 'Sven Staff' });
      expect((await userRow(t, childOwner.email))?.role).toBe('admin');
      expect(await mailsTo(t, staff.email)).toHaveLength(0);
    });

    it('invites a new address as the owner, who sets a password from the mail and logs in', async () => {
      const { parent, child } = await family();
      const childOwner = await createMember(t, child.id, 'owner');
      const email = uniqueEmail('new-owner');
      const response = await send(parent, `/${child.id}/updateOwner`, {
        ownerName: 'Nina New',
        ownerEmail: email,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ ownerName: 'Nina New', ownerEmail: email });
      expect(await userRow(t, email)).toMatchObject({
        role: 'owner',
        organizationId: child.id,
        passwordHash: null,
      });
      expect((await userRow(t, childOwner.email))?.role).toBe('admin');

      const mail = await t.lastMailTo(email);
      expect(mailSubject(mail)).toBe('A owner invited you to Family Branch on Placard');
      const token = (mail.actionUrl ?? '').split('/newpassword/')[1] ?? '';
      const set = await post(t.app, '/api/auth/changePasswordToken', {
        token,
        password: STRONG_PASSWORD,
        passwordRepeat: STRONG_PASSWORD,
      });
      expect(set.statusCode, set.body).toBe(200);
      const newOwner = await logIn(t, email);
      expect(newOwner.organizationId).toBe(child.id);
      const check = await post(t.app, '/api/auth/check', {}, auth(newOwner));
      expect(check.json().role).toEqual({ name: 'owner' });
    });

    it('lets an owner hand over its own organization, but not an admin', async () => {
      const session = await owner();
      const admin = await member(session.organizationId, 'admin');
      const body = { ownerName: 'Adam Admin', ownerEmail: admin.email };
      expectError(await send(admin, `/${session.organizationId}/updateOwner`, body), 403, 'FORBIDDEN');
      expect((await userRow(t, admin.email))?.role).toBe('admin');
      const response = await send(session, `/${session.organizationId}/updateOwner`, body);
      expect(response.statusCode, response.body).toBe(200);
      expect((await userRow(t, admin.email))?.role).toBe('owner');
      expect((await userRow(t, session.email))?.role).toBe('admin');
    });

    it("refuses an address of another organization's user with EMAIL_EXISTS, changing nothing", async () => {
      const { parent, child } = await family();
      const childOwner = await createMember(t, child.id, 'owner');
      for (const email of [parent.email, (await createMember(t, rootId, 'staff')).email]) {
        const error = expectError(
          await send(parent, `/${child.id}/updateOwner`, { ownerName: 'Someone', ownerEmail: email }),
          400,
          'EMAIL_EXISTS',
        );
        expect(error.fields).toEqual({
          ownerEmail: 'The email is already in use, please use a different one.',
        });
      }
      expect((await userRow(t, childOwner.email))?.role).toBe('owner');
      expect((await organization(parent, child.id)).ownerEmail).toBe(childOwner.email);
    });

    it("refuses a new address when the organization's licence has no place left", async () => {
      const { parent, child } = await family();
      await setLicensePackage(t, child.id, 'location_1y', { numUsers: 1 });
      const childOwner = await createMember(t, child.id, 'owner');
      const email = uniqueEmail('no-room');
      expectError(
        await send(parent, `/${child.id}/updateOwner`, { ownerName: 'No Room', ownerEmail: email }),
        403,
        'USER_LIMIT_REACHED',
      );
      expect(await userRow(t, email)).toBeUndefined();
      expect((await userRow(t, childOwner.email))?.role).toBe('owner');
    });

    it('is refused for a sub-organization the caller may only view, and 404 for a sibling', async () => {
      const { parent, grandchild, sibling } = await family('location_1y');
      const body = { ownerName: 'Someone', ownerEmail: uniqueEmail('someone') };
      expectError(await send(parent, `/${grandchild.id}/updateOwner`, body), 403, 'FORBIDDEN');
      expectError(await send(parent, `/${sibling.id}/updateOwner`, body), 404, 'NOT_FOUND');
      expect(await userRow(t, body.ownerEmail)).toBeUndefined();
    });

    it('validates the body', async () => {
      const session = await owner();
      const url = `/${session.organizationId}/updateOwner`;
      expect(
        Object.keys(expectError(await send(session, url, {}), 400, 'VALIDATION_FAILED').fields ?? {}).sort(),
      ).toEqual(['ownerEmail', 'ownerName']);
      expect(
        expectError(
          await send(session, url, { ownerName: 'X', ownerEmail: 'nope' }),
          400,
          'VALIDATION_FAILED',
        ).fields,
      ).toEqual({ ownerEmail: 'Please enter a valid email address.' });
    });
  });

  describe('support e-mails', () => {
    it('answers nulls at first, then the addresses set, lower-cased; empty clears one', async () => {
      const { parent, child } = await family();
      const emails = (id: number) => get(parent, `/${id}/exdata/emails`);
      expect((await emails(child.id)).json()).toEqual({
        customerSupportEmail: null,
        customerContactEmail: null,
      });
      const set = await send(parent, `/updateSupportEmails/${child.id}`, {
        customerSupportEmail: 'Help@Example.com',
        customerContactEmail: 'sales@example.com',
      });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toEqual({
        customerSupportEmail: 'help@example.com',
        customerContactEmail: 'sales@example.com',
      });
      expect((await emails(child.id)).json()).toEqual(set.json());
      expect(await organization(parent, child.id)).toMatchObject(set.json());

      const cleared = await send(parent, `/updateSupportEmails/${child.id}`, {
        customerSupportEmail: '',
        customerContactEmail: 'sales@example.com',
      });
      expect(cleared.json()).toEqual({
        customerSupportEmail: null,
        customerContactEmail: 'sales@example.com',
      });
    });

    it('validates both addresses', async () => {
      const session = await owner();
      const url = `/updateSupportEmails/${session.organizationId}`;
      const bad = await send(session, url, { customerSupportEmail: 'nope', customerContactEmail: null });
      // (an optional address is '' or an address, so zod reports the union, not the e-mail format)
      expect(expectError(bad, 400, 'VALIDATION_FAILED').fields).toEqual({
        customerSupportEmail: 'Please enter a valid email address.',
      });
      const missing = expectError(await send(session, url, {}), 400, 'VALIDATION_FAILED');
      expect(Object.keys(missing.fields ?? {}).sort()).toEqual([
        'customerContactEmail',
        'customerSupportEmail',
      ]);
    });

    it("answers 404 for a sibling's or the parent's e-mails", async () => {
      const { parent, child, sibling } = await family();
      const childOwner = await member(child.id, 'owner');
      expectError(await get(parent, `/${sibling.id}/exdata/emails`), 404, 'NOT_FOUND');
      expectError(await get(childOwner, `/${parent.organizationId}/exdata/emails`), 404, 'NOT_FOUND');
      expectError(
        await send(childOwner, `/updateSupportEmails/${parent.organizationId}`, {
          customerSupportEmail: null,
          customerContactEmail: null,
        }),
        404,
        'NOT_FOUND',
      );
    });
  });

  describe('GET /api/organizations/:id/parentpath and /isparent', () => {
    it("answers the path from the caller's own organization down to the one asked, inclusive", async () => {
      const { parent, child, grandchild } = await family();
      const path = async (session: LoggedIn, id: number) => {
        const response = await get(session, `/${id}/parentpath`);
        expect(response.statusCode, response.body).toBe(200);
        return response.json();
      };
      const hq = { id: parent.organizationId, name: 'Family HQ' };
      const branch = { id: child.id, name: 'Family Branch' };
      const kiosk = { id: grandchild.id, name: 'Family Kiosk' };
      expect(await path(parent, grandchild.id)).toEqual([hq, branch, kiosk]);
      expect(await path(parent, child.id)).toEqual([hq, branch]);
      expect(await path(parent, parent.organizationId)).toEqual([hq]);
      const childOwner = await member(child.id, 'owner');
      expect(await path(childOwner, grandchild.id)).toEqual([branch, kiosk]);
      const root = await logInRoot(t);
      expect((await path(root, grandchild.id)).map((entry: { id: number }) => entry.id)).toEqual([
        rootId,
        parent.organizationId,
        child.id,
        grandchild.id,
      ]);
    });

    it('tells whether an organization has sub-organizations', async () => {
      const { parent, child, grandchild } = await family();
      for (const [id, success] of [
        [parent.organizationId, true],
        [child.id, true],
        [grandchild.id, false],
      ] as const) {
        const response = await get(parent, `/${id}/isparent`);
        expect(response.json(), String(id)).toEqual({ success });
      }
    });

    it('answers 404 for a sibling, the parent or an unknown organization', async () => {
      const { parent, child, sibling } = await family();
      const childOwner = await member(child.id, 'owner');
      for (const endpoint of ['parentpath', 'isparent']) {
        expectError(await get(parent, `/${sibling.id}/${endpoint}`), 404, 'NOT_FOUND');
        expectError(await get(childOwner, `/${parent.organizationId}/${endpoint}`), 404, 'NOT_FOUND');
        expectError(await get(parent, `/987654/${endpoint}`), 404, 'NOT_FOUND');
      }
    });
  });

  describe('POST /api/organizations/:id/collate', () => {
    /** A licensed organization whose owner has a confirmed address on `domain`, so it may collate it. */
    async function ownerOn(domain: string): Promise<LoggedIn> {
      const created = await createSubOrganization(t, rootId, 'Harbour Screens');
      await setLicensePackage(t, created.id, 'location_1y');
      const ownerUser = await createMember(t, created.id, 'owner', uniqueEmail('owner', domain));
      return logIn(t, ownerUser.email, ownerUser.password);
    }

    it('turns joining by e-mail domain on with a lower-cased domain, and off again', async () => {
      const domain = uniqueDomain('harbour-screens');
      const session = await ownerOn(domain);
      const url = `/${session.organizationId}/collate`;
      const on = await send(session, url, { collate: true, domain: ` ${domain.toUpperCase()} ` });
      expect(on.statusCode, on.body).toBe(200);
      expect(ZOrganization.parse(on.json())).toMatchObject({
        collate: true,
        collationState: 'active',
        domain,
      });
      const off = await send(session, url, { collate: false, domain: '' });
      expect(off.json()).toMatchObject({
        collate: false,
        collationState: 'off',
        collationRecord: null,
        domain: null,
      });
    });

    it('refuses a domain another organization already collates with DOMAIN_TAKEN', async () => {
      const domain = uniqueDomain('taken');
      const first = await ownerOn(domain);
      const second = await ownerOn(domain);
      expect(
        (await send(first, `/${first.organizationId}/collate`, { collate: true, domain })).statusCode,
      ).toBe(200);
      const error = expectError(
        await send(second, `/${second.organizationId}/collate`, {
          collate: true,
          domain: domain.toUpperCase(),
        }),
        409,
        'DOMAIN_TAKEN',
      );
      expect(error.fields).toEqual({ domain: 'Another organization already collates users of this domain.' });
      expect((await organization(second, second.organizationId)).collate).toBe(false);
      // the same organization may send its own domain again, and another may keep it without collating
      expect(
        (await send(first, `/${first.organizationId}/collate`, { collate: true, domain })).statusCode,
      ).toBe(200);
      const kept = await send(second, `/${second.organizationId}/collate`, { collate: false, domain });
      expect(kept.json()).toMatchObject({ collate: false, domain });
      // once the first stops collating the second may start
      await send(first, `/${first.organizationId}/collate`, { collate: false, domain });
      expect(
        (await send(second, `/${second.organizationId}/collate`, { collate: true, domain })).statusCode,
      ).toBe(200);
    });

    it('lets only one of two simultaneous requests take a domain', async () => {
      const domain = uniqueDomain('race');
      const sessions = await Promise.all([ownerOn(domain), ownerOn(domain), ownerOn(domain)]);
      const responses = await Promise.all(
        sessions.map((session) =>
          send(session, `/${session.organizationId}/collate`, { collate: true, domain }),
        ),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    });

    it('validates the body: a domain is needed to collate, and it must look like one', async () => {
      const session = await owner();
      const url = `/${session.organizationId}/collate`;
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ collate: true }, { domain: 'This field is required.' }],
        [{ collate: true, domain: '' }, { domain: 'This field is required.' }],
        [{ collate: true, domain: 'not a domain' }, { domain: 'Please enter a domain such as example.com.' }],
        [{ domain: 'example.com' }, { collate: 'This field is required.' }],
      ];
      for (const [body, fields] of cases) {
        expect(
          expectError(await send(session, url, body), 400, 'VALIDATION_FAILED').fields,
          JSON.stringify(body),
        ).toEqual(fields);
      }
    });

    it('is refused for a sub-organization the caller may only view, and 404 for a sibling', async () => {
      const { parent, grandchild, sibling } = await family('location_1y');
      const body = { collate: true, domain: 'kiosk.example' };
      expectError(await send(parent, `/${grandchild.id}/collate`, body), 403, 'FORBIDDEN');
      expectError(await send(parent, `/${sibling.id}/collate`, body), 404, 'NOT_FOUND');
    });
  });
});
