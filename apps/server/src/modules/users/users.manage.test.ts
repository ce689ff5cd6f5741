import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZManagedUser, ZUserList, type Role, type TManagedUser } from '@placard/contract';
import {
  createMember,
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

const DAY_MS = 86_400_000;
let usernames = 0;
const uniqueUsername = (label = 'user') =>
  `${label}.${++usernames}_${Math.random().toString(36).slice(2, 6)}`;

// The rules of managing users are tested on the use cases (users.manage.usecases.test.ts); these are
// the calls: who may make them, what they validate, the mail and links they send, and how they answer.
describe('user management', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
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

    it('answers a role the caller may not give on the role field', async () => {
      const session = await owner('admin-role', 'location_1y');
      const admin = await member(session.organizationId, 'admin');
      expect((await created(admin, { role: 'content_creator' })).role).toBe('content_creator');
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

    it('is refused while the licence is expired, though the list still opens', async () => {
      const session = await owner('expired');
      await setLicensePackage(t, session.organizationId, 'location_1y', {
        validityExpiresAt: new Date(clock.now().getTime() - 1000),
      });
      expectError(await create(session, newUser()), 403, 'LICENSE_EXPIRED');
      expect((await list(session)).statusCode).toBe(200);
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
