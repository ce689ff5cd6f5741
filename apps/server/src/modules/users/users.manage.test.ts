import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZManagedUser, ZUserList, type Role, type TManagedUser } from '@placard/contract';
import {
  createMember,
  createSubOrganization,
  expectError,
  logIn,
  mailSubject,
  mailsTo,
  setLicensePackage,
  uniqueEmail,
  userRow,
  type LoggedIn,
} from '../../test/factories.js';
import {
  createTestApp,
  post,
  registerVerified,
  STRONG_PASSWORD,
  testClock,
  type TestApp,
} from '../../test/test-app.js';
import { sessions } from '../auth/sessions.table.js';
import { userTokens } from '../auth/tokens.table.js';
import type { UserContentHandler } from '../../platform/hooks.js';
import { users } from './users.table.js';

const DAY_MS = 86_400_000;
let usernames = 0;
const uniqueUsername = (label = 'user') =>
  `${label}.${++usernames}_${Math.random().toString(36).slice(2, 6)}`;

describe('user management', () => {
  const clock = testClock();
  let t: TestApp;
  /** What this app's own user-content hook does now: nothing unless a test says. */
  let content: UserContentHandler | null = null;
  const contentProbe: UserContentHandler = {
    transfer: (...args) => content?.transfer(...args) ?? Promise.resolve(),
    remove: (...args) => content?.remove(...args) ?? Promise.resolve(),
  };
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now, hooks: { userContent: [contentProbe] } });
  });
  afterAll(() => t.close());

  /** A registered organization's owner; its trial allows 3 users unless another package is given. */
  async function owner(label = 'owner', pkg?: 'location_1y' | 'full_access'): Promise<LoggedIn> {
    const registered = await registerVerified(t, { email: uniqueEmail(label) });
    const session = await logIn(t, registered.email, registered.password);
    if (pkg) await setLicensePackage(t, session.organizationId, pkg);
    return session;
  }
  async function member(organizationId: number, role: Role): Promise<LoggedIn & { id: number }> {
    const created = await createMember(t, organizationId, role);
    return { ...(await logIn(t, created.email, created.password)), id: created.id };
  }
  const headersOf = (session: LoggedIn | null, extra: Record<string, string> = {}) => ({
    ...(session ? { cookie: session.cookie } : {}),
    ...extra,
  });
  const list = (session: LoggedIn | null, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/users/list${query}`, headers: headersOf(session) });
  const create = (
    session: LoggedIn | null,
    body: Record<string, unknown>,
    extra: Record<string, string> = {},
  ) => post(t.app, '/api/users/create', body, headersOf(session, extra));
  const update = (session: LoggedIn | null, body: Record<string, unknown>) =>
    post(t.app, '/api/users/update', body, headersOf(session));
  const remove = (session: LoggedIn | null, body: Record<string, unknown>) =>
    post(t.app, '/api/users/delete', body, headersOf(session));
  const resend = (session: LoggedIn | null, body: Record<string, unknown>) =>
    post(t.app, '/api/users/resendInvite', body, headersOf(session));
  const check = (session: LoggedIn) => post(t.app, '/api/auth/check', {}, { cookie: session.cookie });
  const newUser = (overrides: Record<string, unknown> = {}) => ({
    username: uniqueUsername(),
    fullname: 'Nils Staff',
    email: uniqueEmail('new'),
    role: 'staff',
    ...overrides,
  });
  async function created(session: LoggedIn, overrides: Record<string, unknown> = {}): Promise<TManagedUser> {
    const response = await create(session, newUser(overrides));
    expect(response.statusCode, response.body).toBe(200);
    return ZManagedUser.parse(response.json());
  }
  const invitationToken = async (email: string) => {
    const url = (await t.lastMailTo(email)).actionUrl ?? '';
    expect(url).toMatch(/^http:\/\/placard\.test\/newpassword\/[A-Za-z0-9_-]{43}$/);
    return url.split('/').at(-1) ?? '';
  };
  const setPassword = (token: string) =>
    post(t.app, '/api/auth/changePasswordToken', {
      token,
      password: STRONG_PASSWORD,
      passwordRepeat: STRONG_PASSWORD,
    });
  const ids = async (session: LoggedIn, query = '') =>
    ZUserList.parse((await list(session, query)).json()).users.map((user) => user.id);

  describe('a session and the capability are required', () => {
    const calls: [string, string, Record<string, unknown>][] = [
      ['GET', '/api/users/list', {}],
      ['POST', '/api/users/create', newUser()],
      ['POST', '/api/users/update', { id: 1, ...newUser() }],
      ['POST', '/api/users/delete', { userIds: [1], mode: 'delete' }],
      ['POST', '/api/users/resendInvite', { id: 1 }],
    ];
    for (const [method, url, payload] of calls) {
      it(`${method} ${url} answers 401 without a session and 403 to staff, device managers and content creators`, async () => {
        const inject = (session: LoggedIn | null) =>
          t.app.inject({
            method: method as 'GET' | 'POST',
            url,
            headers: headersOf(session),
            ...(method === 'POST' ? { payload } : {}),
          });
        expectError(await inject(null), 401, 'UNAUTHORIZED');
        const session = await owner('roles', 'location_1y');
        for (const role of ['staff', 'screen_manager', 'content_creator'] as const) {
          expectError(await inject(await member(session.organizationId, role)), 403, 'FORBIDDEN');
        }
      });
    }
  });

  describe('GET /api/users/list', () => {
    it("answers the organization's users, owner first, with their status and the licence's user limit", async () => {
      const session = await owner('list');
      const staff = await member(session.organizationId, 'staff');
      const invited = await created(session, { fullname: 'Ivy Invited', role: 'content_creator' });
      const response = await list(session);
      expect(response.statusCode).toBe(200);
      const body = ZUserList.parse(response.json());
      expect(body).toMatchObject({ organizationId: session.organizationId, numUsers: 3, usedUsers: 3 });
      expect(body.users.map((user) => [user.id, user.status])).toEqual([
        [session.userId, 'active'],
        [staff.id, 'active'],
        [invited.id, 'invited'],
      ]);
      expect(body.users[0]).toEqual({
        id: session.userId,
        username: null,
        fullname: 'Ada Owner',
        email: session.email,
        role: 'owner',
        organizationId: session.organizationId,
        status: 'active',
        createdAt: expect.any(String),
        lastLoginAt: clock.now().toISOString(),
        isOwner: true,
        isSelf: true,
        canEdit: true,
        canDelete: false,
      });
      expect(body.users[1]).toMatchObject({ isOwner: false, isSelf: false, canEdit: true, canDelete: true });
      expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);
    });

    it('shows a user who joined by e-mail domain and waits for approval as awaiting_approval', async () => {
      const session = await owner('awaiting');
      const waiting = await createMember(t, session.organizationId, 'staff');
      await t.app.deps.db.update(users).set({ approvedAt: null }).where(eq(users.id, waiting.id));
      const body = ZUserList.parse((await list(session)).json());
      expect(body.users.find((user) => user.id === waiting.id)?.status).toBe('awaiting_approval');
    });

    it('answers null as the limit of an unlimited licence', async () => {
      const session = await owner('unlimited', 'full_access');
      expect((await list(session)).json()).toMatchObject({ numUsers: null, usedUsers: 1 });
    });

    it('tells an admin what it may do: not edit or delete the owner or admins, but staff and itself', async () => {
      const session = await owner('admin-view', 'location_1y');
      const admin = await member(session.organizationId, 'admin');
      const otherAdmin = await member(session.organizationId, 'admin');
      const staff = await member(session.organizationId, 'screen_manager');
      const body = ZUserList.parse((await list(admin)).json());
      const flags = (id: number) => {
        const user = body.users.find((entry) => entry.id === id);
        return [user?.isSelf, user?.canEdit, user?.canDelete];
      };
      expect(flags(session.userId)).toEqual([false, false, false]);
      expect(flags(admin.id)).toEqual([true, true, false]);
      expect(flags(otherAdmin.id)).toEqual([false, false, false]);
      expect(flags(staff.id)).toEqual([false, true, true]);

      const asOwner = ZUserList.parse((await list(session)).json());
      expect(asOwner.users.find((user) => user.id === otherAdmin.id)).toMatchObject({
        canEdit: true,
        canDelete: true,
      });
    });

    it('answers the same as without organizationId when given its own', async () => {
      const session = await owner('own-id');
      expect((await list(session, `?organizationId=${session.organizationId}`)).json()).toEqual(
        (await list(session)).json(),
      );
    });

    it('lists a sub-organization: fully managed children can be edited, deeper levels only viewed', async () => {
      const session = await owner('parent', 'location_1y'); // subOrgUpdateAccess 1
      const child = await createSubOrganization(t, session.organizationId, 'Child');
      const grandchild = await createSubOrganization(t, child.id, 'Grandchild');
      await setLicensePackage(t, child.id, 'location_1y');
      const childOwner = await createMember(t, child.id, 'owner');
      const childStaff = await createMember(t, child.id, 'staff');
      const grandchildStaff = await createMember(t, grandchild.id, 'staff');

      const childList = ZUserList.parse((await list(session, `?organizationId=${child.id}`)).json());
      expect(childList).toMatchObject({ organizationId: child.id, numUsers: 10, usedUsers: 2 });
      expect(childList.users.map((user) => [user.id, user.canEdit, user.canDelete])).toEqual([
        [childOwner.id, true, false],
        [childStaff.id, true, true],
      ]);

      const grandchildList = ZUserList.parse(
        (await list(session, `?organizationId=${grandchild.id}`)).json(),
      );
      expect(grandchildList.users.map((user) => [user.id, user.canEdit, user.canDelete])).toEqual([
        [grandchildStaff.id, false, false],
      ]);
      // an organization without a licence counts as an expired trial with room for no one
      expect(grandchildList).toMatchObject({ numUsers: 0, usedUsers: 1 });
    });

    it("answers 404 for another organization's users, a sibling's or the parent's", async () => {
      const session = await owner('mine');
      const other = await owner('theirs');
      const child = await createSubOrganization(t, session.organizationId, 'Child');
      const childAdmin = await member(child.id, 'admin');
      for (const [caller, organizationId] of [
        [session, other.organizationId],
        [childAdmin, session.organizationId],
        [session, 987_654],
      ] as const) {
        const response = await list(caller, `?organizationId=${organizationId}`);
        expectError(response, 404, 'NOT_FOUND');
        expect(response.body).not.toContain(other.email);
      }
    });

    it('refuses an organizationId that is not a positive whole number', async () => {
      const session = await owner('bad-query');
      for (const value of ['abc', '0', '-2', '1.5']) {
        const error = expectError(await list(session, `?organizationId=${value}`), 400, 'VALIDATION_FAILED');
        expect(error.fields, value).toHaveProperty('organizationId');
      }
    });
  });

  describe('POST /api/users/create', () => {
    it('adds an invited user without a password and mails a 7-day link that sets it and verifies the address', async () => {
      const session = await owner('create');
      const email = uniqueEmail('Invitee');
      const username = uniqueUsername('Mixed.Case');
      const response = await create(session, {
        username: `  ${username} `,
        fullname: ' Ivy Invitee ',
        email: email.toUpperCase(),
        role: 'content_creator',
      });
      expect(response.statusCode, response.body).toBe(200);
      const user = ZManagedUser.parse(response.json());
      expect(user).toMatchObject({
        username: username.toLowerCase(),
        fullname: 'Ivy Invitee',
        email: email.toLowerCase(),
        role: 'content_creator',
        organizationId: session.organizationId,
        status: 'invited',
        createdAt: clock.now().toISOString(),
        lastLoginAt: null,
        isOwner: false,
        isSelf: false,
        canEdit: true,
        canDelete: true,
      });
      const row = await userRow(t, email);
      expect(row).toMatchObject({ passwordHash: null, emailVerifiedAt: null, approvedAt: clock.now() });

      const mail = await t.lastMailTo(email);
      expect(mailSubject(mail)).toBe('Ada Owner invited you to Lobby Screens AB on Placard');
      expect(mail.raw).toContain('content creator');
      expectError(
        await post(t.app, '/api/auth/login', { email, password: STRONG_PASSWORD }),
        401,
        'INVALID_CREDENTIALS',
      );
      const token = await invitationToken(email);
      expect((await setPassword(token)).statusCode).toBe(200);
      const invitee = await logIn(t, email);
      expect(invitee.userId).toBe(user.id);
      expect((await userRow(t, email))?.emailVerifiedAt).toEqual(clock.now());
      const listed = ZUserList.parse((await list(session)).json()).users.find(
        (entry) => entry.id === user.id,
      );
      expect(listed?.status).toBe('active');
    });

    it('lets the invitation link expire after 7 days', async () => {
      const session = await owner('expire', 'location_1y');
      const user = await created(session);
      const token = await invitationToken(user.email);
      clock.advance(7 * DAY_MS + 1000);
      expectError(await setPassword(token), 400, 'INVALID_TOKEN');
    });

    it('writes the invitation in the language given for the new user', async () => {
      const session = await owner('locale', 'location_1y');
      const user = await created(session, { locale: 'sv' });
      expect((await userRow(t, user.email))?.locale).toBe('sv');
      expect(mailSubject(await t.lastMailTo(user.email))).toBe(
        'Ada Owner har bjudit in dig till Lobby Screens AB på Placard',
      );
    });

    it('lets the owner add every role, and an admin every role but admin', async () => {
      const session = await owner('all-roles', 'location_1y');
      for (const role of ['admin', 'staff', 'screen_manager', 'content_creator'] as const) {
        expect((await created(session, { role })).role).toBe(role);
      }
      const admin = await member(session.organizationId, 'admin');
      for (const role of ['staff', 'screen_manager', 'content_creator'] as const) {
        expect((await created(admin, { role })).role).toBe(role);
      }
      const refused = await create(admin, newUser({ role: 'admin' }));
      expect(expectError(refused, 403, 'FORBIDDEN').fields).toEqual({
        role: 'You do not have permission to do this.',
      });
    });

    it('never adds an owner, or a role that does not exist', async () => {
      const session = await owner('no-owner', 'location_1y');
      for (const role of ['owner', 'root', '', 3]) {
        const error = expectError(await create(session, newUser({ role })), 400, 'VALIDATION_FAILED');
        expect(error.fields, String(role)).toEqual({ role: 'Please choose one of the options.' });
      }
    });

    it('refuses a username that exists, whatever its case, with USERNAME_EXISTS on the username', async () => {
      const session = await owner('dup-username', 'location_1y');
      const first = await created(session);
      const error = expectError(
        await create(session, newUser({ username: (first.username ?? '').toUpperCase() })),
        400,
        'USERNAME_EXISTS',
      );
      expect(error.message).toBe('The username already exists.');
      expect(error.fields).toEqual({ username: 'The username already exists.' });
    });

    it('refuses an e-mail used anywhere in Placard with EMAIL_EXISTS on the e-mail', async () => {
      const session = await owner('dup-email', 'location_1y');
      const other = await owner('dup-email-other');
      const error = expectError(await create(session, newUser({ email: other.email })), 400, 'EMAIL_EXISTS');
      expect(error.fields).toEqual({ email: 'The email is already in use, please use a different one.' });
      expect(await mailsTo(t, other.email)).toHaveLength(1);
    });

    it('names both fields when both the username and the e-mail are taken', async () => {
      const session = await owner('dup-both', 'location_1y');
      const first = await created(session);
      const error = expectError(
        await create(session, newUser({ username: first.username, email: first.email })),
        400,
        'USERNAME_EXISTS',
      );
      expect(Object.keys(error.fields ?? {}).sort()).toEqual(['email', 'username']);
    });

    it('keeps to the licence user limit, counting every user of the organization', async () => {
      const session = await owner('limit'); // trial: 3 users
      await created(session);
      await created(session);
      const email = uniqueEmail('fourth');
      const response = await create(session, newUser({ email }), { 'accept-language': 'es' });
      const error = expectError(response, 403, 'USER_LIMIT_REACHED');
      expect(error.message.length).toBeGreaterThan(0);
      expect(await userRow(t, email)).toBeUndefined();
      expect(await mailsTo(t, email)).toHaveLength(0);
      expect((await list(session)).json()).toMatchObject({ numUsers: 3, usedUsers: 3 });
    });

    it('lets only one of several simultaneous additions take the last place', async () => {
      const session = await owner('race');
      await created(session);
      const responses = await Promise.all([0, 1, 2].map(() => create(session, newUser())));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 403, 403]);
      expect((await list(session)).json().usedUsers).toBe(3);
    });

    it('has no limit on an unlimited licence', async () => {
      const session = await owner('no-limit', 'full_access');
      for (let index = 0; index < 4; index++) await created(session);
      expect((await list(session)).json()).toMatchObject({ numUsers: null, usedUsers: 5 });
    });

    it('is refused while the licence is expired, though the list still opens', async () => {
      const session = await owner('expired');
      await setLicensePackage(t, session.organizationId, 'location_1y', {
        validityExpiresAt: new Date(clock.now().getTime() - 1000),
      });
      expectError(await create(session, newUser()), 403, 'LICENSE_EXPIRED');
      expect((await list(session)).statusCode).toBe(200);
    });

    it("adds a user to a fully managed sub-organization, within that organization's licence", async () => {
      const session = await owner('sub-create', 'location_1y');
      const child = await createSubOrganization(t, session.organizationId, 'Harbour Branch');
      await setLicensePackage(t, child.id, 'single_device_1y', { numUsers: 1 });
      const user = await created(session, { organizationId: child.id });
      expect(user).toMatchObject({ organizationId: child.id, canEdit: true });
      expect(mailSubject(await t.lastMailTo(user.email))).toBe(
        'Ada Owner invited you to Harbour Branch on Placard',
      );
      expectError(await create(session, newUser({ organizationId: child.id })), 403, 'USER_LIMIT_REACHED');
      expect(await ids(session, `?organizationId=${child.id}`)).toEqual([user.id]);
    });

    it('refuses a sub-organization it may only view, and answers 404 for anyone else’s', async () => {
      const session = await owner('sub-refused', 'location_1y');
      const child = await createSubOrganization(t, session.organizationId, 'Child');
      const grandchild = await createSubOrganization(t, child.id, 'Grandchild');
      await setLicensePackage(t, grandchild.id, 'full_access');
      const other = await owner('sub-refused-other');
      expectError(await create(session, newUser({ organizationId: grandchild.id })), 403, 'FORBIDDEN');
      expectError(await create(session, newUser({ organizationId: other.organizationId })), 404, 'NOT_FOUND');
      expect(await ids(other)).toEqual([other.userId]);
    });

    it('validates every field', async () => {
      const session = await owner('validate', 'location_1y');
      const missing = await create(session, {});
      expect(Object.keys(expectError(missing, 400, 'VALIDATION_FAILED').fields ?? {}).sort()).toEqual([
        'email',
        'fullname',
        'role',
        'username',
      ]);
      const cases: [Record<string, unknown>, string][] = [
        [{ username: 'ab' }, 'username'],
        [{ username: 'has space' }, 'username'],
        [{ username: 'x'.repeat(51) }, 'username'],
        [{ fullname: '   ' }, 'fullname'],
        [{ email: 'not-an-address' }, 'email'],
        [{ locale: 'de' }, 'locale'],
        [{ organizationId: 0 }, 'organizationId'],
        [{ organizationId: '12' }, 'organizationId'],
      ];
      for (const [overrides, field] of cases) {
        const error = expectError(await create(session, newUser(overrides)), 400, 'VALIDATION_FAILED');
        expect(Object.keys(error.fields ?? {}), JSON.stringify(overrides)).toEqual([field]);
      }
      expect((await list(session)).json().usedUsers).toBe(1);
    });
  });

  describe('POST /api/users/update', () => {
    const edit = (user: TManagedUser, changes: Record<string, unknown> = {}) => ({
      id: user.id,
      username: user.username ?? uniqueUsername(),
      fullname: user.fullname,
      email: user.email,
      role: user.role,
      ...changes,
    });
    async function staffOf(session: LoggedIn, role: Role = 'staff') {
      const joined = await member(session.organizationId, role);
      const body = ZUserList.parse((await list(session)).json());
      const user = body.users.find((entry) => entry.id === joined.id);
      if (!user) throw new Error('member not listed');
      return { session: joined, user };
    }

    it("changes a user's name, username, e-mail and role", async () => {
      const session = await owner('update', 'location_1y');
      const { user } = await staffOf(session);
      const username = uniqueUsername('renamed');
      const email = uniqueEmail('renamed');
      const response = await update(
        session,
        edit(user, { username, fullname: 'Rita Renamed', email, role: 'admin' }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(ZManagedUser.parse(response.json())).toMatchObject({
        id: user.id,
        username,
        fullname: 'Rita Renamed',
        email,
        role: 'admin',
        status: 'active',
      });
      expect(await userRow(t, email)).toMatchObject({ id: user.id, role: 'admin', username });
      expect((await post(t.app, '/api/auth/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(
        200,
      );
    });

    it('keeps a username unset or as it is when the form leaves it empty', async () => {
      const session = await owner('no-username', 'location_1y');
      const ownerSelf = ZUserList.parse((await list(session)).json()).users[0];
      if (!ownerSelf) throw new Error('no owner');
      expect(ownerSelf.username).toBeNull();
      for (const username of [undefined, '']) {
        const response = await update(session, { ...edit(ownerSelf), username, fullname: 'Ada Kept' });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({ username: null, fullname: 'Ada Kept' });
      }
      const { user } = await staffOf(session);
      const kept = await update(session, { ...edit(user), username: '', fullname: 'Sam Kept' });
      expect(kept.json()).toMatchObject({ username: user.username, fullname: 'Sam Kept' });
    });

    it("takes effect on the user's next request, without logging in again", async () => {
      const session = await owner('live-role', 'location_1y');
      const { session: staffSession, user } = await staffOf(session);
      expectError(await list(staffSession), 403, 'FORBIDDEN');

      expect((await update(session, edit(user, { role: 'content_creator' }))).statusCode).toBe(200);
      const checked = (await check(staffSession)).json();
      expect(checked.role).toEqual({ name: 'content_creator' });
      expect(checked.permissions).toContain('media');
      expect(checked.permissions).not.toContain('devices');

      expect((await update(session, edit(user, { role: 'admin' }))).statusCode).toBe(200);
      expect((await list(staffSession)).statusCode).toBe(200);
      expect((await check(staffSession)).json().permissions).toContain('add_user');

      expect((await update(session, edit(user, { role: 'staff' }))).statusCode).toBe(200);
      expectError(await list(staffSession), 403, 'FORBIDDEN');
    });

    it('lets users edit their own details but never their own role', async () => {
      const session = await owner('self', 'location_1y');
      const admin = await staffOf(session, 'admin');
      const renamed = await update(admin.session, edit(admin.user, { fullname: 'Adam Admin' }));
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({ fullname: 'Adam Admin', isSelf: true });
      expect((await check(admin.session)).json().name).toBe('Adam Admin');

      const promoted = await update(admin.session, edit(admin.user, { role: 'staff' }));
      expect(expectError(promoted, 403, 'FORBIDDEN').fields).toEqual({
        role: 'You do not have permission to do this.',
      });
      const ownerSelf = ZUserList.parse((await list(session)).json()).users[0];
      if (!ownerSelf) throw new Error('no owner');
      expectError(await update(session, edit(ownerSelf, { role: 'admin' })), 403, 'FORBIDDEN');
      expect((await update(session, edit(ownerSelf, { fullname: 'Ada Renamed' }))).statusCode).toBe(200);
      expect((await userRow(t, session.email))?.role).toBe('owner');
    });

    it('keeps an owner an owner and makes no one an owner here', async () => {
      const session = await owner('owner-role', 'location_1y');
      const child = await createSubOrganization(t, session.organizationId, 'Child');
      await createMember(t, child.id, 'owner');
      const childOwner = ZUserList.parse((await list(session, `?organizationId=${child.id}`)).json())
        .users[0];
      if (!childOwner) throw new Error('no child owner');
      expect(childOwner.canEdit).toBe(true);
      expectError(await update(session, edit(childOwner, { role: 'admin' })), 403, 'FORBIDDEN');
      expect((await update(session, edit(childOwner, { fullname: 'Otto Owner' }))).json()).toMatchObject({
        fullname: 'Otto Owner',
        role: 'owner',
      });

      const { user } = await staffOf(session);
      expectError(await update(session, edit(user, { role: 'owner' })), 403, 'FORBIDDEN');
      expect((await userRow(t, user.email))?.role).toBe('staff');
    });

    it('does not let an admin edit the owner or admins, nor make anyone an admin', async () => {
      const session = await owner('admin-rules', 'location_1y');
      const admin = await staffOf(session, 'admin');
      const otherAdmin = await staffOf(session, 'admin');
      const staff = await staffOf(session, 'screen_manager');
      const ownerUser = ZUserList.parse((await list(session)).json()).users[0];
      if (!ownerUser) throw new Error('no owner');
      expectError(await update(admin.session, edit(ownerUser, { fullname: 'Hacked' })), 403, 'FORBIDDEN');
      expectError(
        await update(admin.session, edit(otherAdmin.user, { fullname: 'Hacked' })),
        403,
        'FORBIDDEN',
      );
      const promote = await update(admin.session, edit(staff.user, { role: 'admin' }));
      expect(expectError(promote, 403, 'FORBIDDEN').fields).toHaveProperty('role');
      const changed = await update(admin.session, edit(staff.user, { role: 'content_creator' }));
      expect(changed.json()).toMatchObject({ role: 'content_creator', canEdit: true, canDelete: true });
      expect((await userRow(t, session.email))?.fullname).toBe('Ada Owner');
    });

    it('refuses a username or e-mail another user has, and accepts keeping its own', async () => {
      const session = await owner('update-dup', 'location_1y');
      const first = await created(session);
      const second = await created(session);
      expect(
        expectError(await update(session, edit(second, { username: first.username })), 400, 'USERNAME_EXISTS')
          .fields,
      ).toEqual({ username: 'The username already exists.' });
      expect(
        expectError(
          await update(session, edit(second, { email: first.email.toUpperCase() })),
          400,
          'EMAIL_EXISTS',
        ).fields,
      ).toEqual({ email: 'The email is already in use, please use a different one.' });
      expect(
        (await update(session, edit(second, { username: second.username?.toUpperCase() }))).statusCode,
      ).toBe(200);
    });

    it('sends an invited user a new link at a changed address; the old link stops working', async () => {
      const session = await owner('update-invited', 'location_1y');
      const user = await created(session);
      const oldToken = await invitationToken(user.email);
      const email = uniqueEmail('corrected');
      expect((await update(session, edit(user, { email }))).json()).toMatchObject({
        email,
        status: 'invited',
      });
      const newToken = await invitationToken(email);
      expectError(await setPassword(oldToken), 400, 'INVALID_TOKEN');
      expect((await setPassword(newToken)).statusCode).toBe(200);
      expect((await logIn(t, email)).userId).toBe(user.id);
    });

    it("answers 404 for another organization's user or one that does not exist", async () => {
      const session = await owner('update-404', 'location_1y');
      const other = await owner('update-404-other', 'location_1y');
      const theirs = await created(other);
      expectError(await update(session, edit(theirs, { fullname: 'Hacked' })), 404, 'NOT_FOUND');
      expectError(await update(session, edit(theirs, { id: 987_654 })), 404, 'NOT_FOUND');
      expect((await userRow(t, theirs.email))?.fullname).toBe('Nils Staff');
    });

    it('validates the body', async () => {
      const session = await owner('update-bad', 'location_1y');
      const user = await created(session);
      const missing = await update(session, {});
      expect(Object.keys(expectError(missing, 400, 'VALIDATION_FAILED').fields ?? {}).sort()).toEqual([
        'email',
        'fullname',
        'id',
        'role',
      ]);
      for (const changes of [{ id: 0 }, { role: 'root' }, { email: 'x@' }, { username: 'a b c' }]) {
        expectError(await update(session, edit(user, changes)), 400, 'VALIDATION_FAILED');
      }
    });
  });

  describe('POST /api/users/delete', () => {
    it('deletes users with their sessions and tokens, and frees their places', async () => {
      const session = await owner('delete'); // trial: 3 users
      const staff = await member(session.organizationId, 'staff');
      const invited = await created(session);
      expectError(await create(session, newUser()), 403, 'USER_LIMIT_REACHED');

      const response = await remove(session, { userIds: [staff.id, invited.id, staff.id], mode: 'delete' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true, deleted: 2 });
      expect(await ids(session)).toEqual([session.userId]);
      expectError(await check(staff), 401, 'UNAUTHORIZED');
      const db = t.app.deps.db;
      expect(await db.select().from(sessions).where(eq(sessions.userId, staff.id))).toEqual([]);
      expect(await db.select().from(userTokens).where(eq(userTokens.userId, invited.id))).toEqual([]);
      expect((await create(session, newUser())).statusCode).toBe(200);
    });

    it("hands the content to the organization's owner in transfer mode, and deletes it in delete mode", async () => {
      const session = await owner('content', 'location_1y');
      const calls: unknown[] = [];
      content = {
        transfer: async (tx, organizationId, fromUserIds, toUserId) => {
          expect(tx.db).not.toBe(t.app.deps.db);
          calls.push(['transfer', organizationId, [...fromUserIds].sort(), toUserId]);
        },
        remove: async (_tx, organizationId, userIds) => {
          calls.push(['remove', organizationId, userIds]);
        },
      };
      try {
        const first = await created(session);
        const second = await created(session);
        const admin = await member(session.organizationId, 'admin');
        expect((await remove(admin, { userIds: [first.id, second.id], mode: 'transfer' })).statusCode).toBe(
          200,
        );
        const third = await created(session);
        expect((await remove(session, { userIds: [third.id], mode: 'delete' })).statusCode).toBe(200);
        expect(calls).toEqual([
          ['transfer', session.organizationId, [first.id, second.id].sort(), session.userId],
          ['remove', session.organizationId, [third.id]],
        ]);
      } finally {
        content = null;
      }
    });

    it("is an app's own: another app built in the same process does not run this one's hook", async () => {
      const other = await createTestApp();
      try {
        expect(t.app.deps.hooks.userContent).toContain(contentProbe);
        expect(other.app.deps.hooks.userContent).not.toContain(contentProbe);
        expect(other.app.deps.hooks.userContent).toHaveLength(t.app.deps.hooks.userContent.length - 1);
      } finally {
        await other.close();
      }
    });

    it('deletes nothing when handing over the content fails', async () => {
      const session = await owner('content-fails', 'location_1y');
      content = {
        transfer: () => Promise.reject(new Error('disk full')),
        remove: () => Promise.reject(new Error('disk full')),
      };
      try {
        const user = await created(session);
        expectError(await remove(session, { userIds: [user.id], mode: 'transfer' }), 400, 'TRANSFER_FAILED');
        expectError(await remove(session, { userIds: [user.id], mode: 'delete' }), 400, 'DELETE_FAILED');
        expect(await ids(session)).toContain(user.id);
      } finally {
        content = null;
      }
    });

    it('refuses the owner or oneself among the selected users, deleting none of them', async () => {
      const session = await owner('undeletable', 'location_1y');
      const admin = await member(session.organizationId, 'admin');
      const staff = await created(session);
      for (const [caller, userIds] of [
        [session, [staff.id, session.userId]],
        [admin, [staff.id, admin.id]],
        [admin, [session.userId]],
      ] as const) {
        const error = expectError(
          await remove(caller, { userIds, mode: 'delete' }),
          400,
          'USERS_NOT_DELETABLE',
        );
        expect(error.message).toBe(
          'Cannot delete the selected users: Owner of the organization and self cannot be deleted',
        );
      }
      expect((await ids(session)).sort()).toEqual([session.userId, admin.id, staff.id].sort());
    });

    it('does not let an admin delete admins, but the owner may', async () => {
      const session = await owner('admin-delete', 'location_1y');
      const admin = await member(session.organizationId, 'admin');
      const otherAdmin = await member(session.organizationId, 'admin');
      const staff = await created(session);
      expectError(
        await remove(admin, { userIds: [staff.id, otherAdmin.id], mode: 'delete' }),
        403,
        'FORBIDDEN',
      );
      expect(await ids(session)).toContain(staff.id);
      expect((await remove(admin, { userIds: [staff.id], mode: 'delete' })).json()).toEqual({
        success: true,
        deleted: 1,
      });
      expect((await remove(session, { userIds: [otherAdmin.id], mode: 'transfer' })).statusCode).toBe(200);
    });

    it("deletes users of a fully managed sub-organization, giving their content to that organization's owner", async () => {
      const session = await owner('sub-delete', 'location_1y');
      const child = await createSubOrganization(t, session.organizationId, 'Child');
      const childOwner = await createMember(t, child.id, 'owner');
      const childStaff = await createMember(t, child.id, 'staff');
      const calls: unknown[] = [];
      content = {
        transfer: async (_tx, organizationId, fromUserIds, toUserId) => {
          calls.push([organizationId, fromUserIds, toUserId]);
        },
        remove: async () => undefined,
      };
      try {
        expect((await remove(session, { userIds: [childStaff.id], mode: 'transfer' })).statusCode).toBe(200);
      } finally {
        content = null;
      }
      expect(calls).toEqual([[child.id, [childStaff.id], childOwner.id]]);
      expect(await ids(session, `?organizationId=${child.id}`)).toEqual([childOwner.id]);
    });

    it("answers 404 for another organization's users or unknown ids, deleting none", async () => {
      const session = await owner('delete-404', 'location_1y');
      const other = await owner('delete-404-other', 'location_1y');
      const mine = await created(session);
      const theirs = await created(other);
      expectError(await remove(session, { userIds: [mine.id, theirs.id], mode: 'delete' }), 404, 'NOT_FOUND');
      expectError(await remove(session, { userIds: [987_654], mode: 'delete' }), 404, 'NOT_FOUND');
      expect(await ids(session)).toContain(mine.id);
      expect(await ids(other)).toContain(theirs.id);
    });

    it('validates the body', async () => {
      const session = await owner('delete-bad', 'location_1y');
      const user = await created(session);
      const cases: [Record<string, unknown>, string][] = [
        [{ userIds: [], mode: 'delete' }, 'userIds'],
        [{ userIds: [user.id], mode: 'archive' }, 'mode'],
        [{ userIds: [user.id] }, 'mode'],
        [{ userIds: 'all', mode: 'delete' }, 'userIds'],
        [{ userIds: [0], mode: 'delete' }, 'userIds.0'],
      ];
      for (const [body, field] of cases) {
        const error = expectError(await remove(session, body), 400, 'VALIDATION_FAILED');
        expect(Object.keys(error.fields ?? {}), JSON.stringify(body)).toEqual([field]);
      }
      expect(await ids(session)).toContain(user.id);
    });
  });

  describe('POST /api/users/resendInvite', () => {
    it('mails an invited user a new link; the earlier one stops working', async () => {
      const session = await owner('resend', 'location_1y');
      const user = await created(session);
      const first = await invitationToken(user.email);
      const response = await resend(session, { id: user.id });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect(await mailsTo(t, user.email)).toHaveLength(2);
      const second = await invitationToken(user.email);
      expect(second).not.toBe(first);
      expectError(await setPassword(first), 400, 'INVALID_TOKEN');
      expect((await setPassword(second)).statusCode).toBe(200);
    });

    it('answers 409 for a user who already has a password', async () => {
      const session = await owner('resend-active', 'location_1y');
      const staff = await member(session.organizationId, 'staff');
      expectError(await resend(session, { id: staff.id }), 409, 'CONFLICT');
      expect(await mailsTo(t, staff.email)).toHaveLength(0);
    });

    it("is refused for an admin inviting an admin, and answers 404 for another organization's user", async () => {
      const session = await owner('resend-rules', 'location_1y');
      const admin = await member(session.organizationId, 'admin');
      const invitedAdmin = await created(session, { role: 'admin' });
      expectError(await resend(admin, { id: invitedAdmin.id }), 403, 'FORBIDDEN');
      const other = await owner('resend-other', 'location_1y');
      const theirs = await created(other);
      expectError(await resend(session, { id: theirs.id }), 404, 'NOT_FOUND');
      expect(await mailsTo(t, theirs.email)).toHaveLength(1);
    });

    it('validates the id', async () => {
      const session = await owner('resend-bad');
      for (const body of [{}, { id: 0 }, { id: 'x' }]) {
        expect(expectError(await resend(session, body), 400, 'VALIDATION_FAILED').fields).toHaveProperty(
          'id',
        );
      }
    });
  });
});
