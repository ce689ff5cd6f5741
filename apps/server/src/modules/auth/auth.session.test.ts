import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSession, capabilitiesOf, type Role, PACKAGE_DEFAULTS } from '@placard/contract';
import { createMember, expectError, logIn, uniqueEmail, type LoggedIn } from '../../test/factories.js';
import { createTestApp, post, registerVerified, testClock, type TestApp } from '../../test/test-app.js';

const DAY_MS = 86_400_000;

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

describe('sessions', () => {
  async function owner(label = 'owner'): Promise<LoggedIn> {
    const registered = await registerVerified(t, { email: uniqueEmail(label) });
    return logIn(t, registered.email, registered.password);
  }

  const status = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/auth/status', headers });

  describe('the session key', () => {
    it('works from the sessionKey cookie', async () => {
      const session = await owner();
      const response = await post(t.app, '/api/auth/check', {}, { cookie: session.cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json().userId).toBe(session.userId);
    });

    it('answers a check sent without any body', async () => {
      const session = await owner();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/check',
        headers: { cookie: session.cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().userId).toBe(session.userId);
    });

    it('works from an Authorization: Bearer header', async () => {
      const session = await owner();
      const response = await post(
        t.app,
        '/api/auth/check',
        {},
        { authorization: `Bearer ${session.sessionKey}` },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().userId).toBe(session.userId);
    });

    it('works from sessionKey in the body, as the older calls send it', async () => {
      const session = await owner();
      const response = await post(t.app, '/api/auth/check', { sessionKey: session.sessionKey });
      expect(response.statusCode).toBe(200);
      expect(response.json().userId).toBe(session.userId);
    });

    it('is required: without one the answer is 401 UNAUTHORIZED', async () => {
      const error = expectError(await post(t.app, '/api/auth/check', {}), 401, 'UNAUTHORIZED');
      expect(error.message).toBe('Please log in to continue.');
    });

    it('must be one Placard issued', async () => {
      expectError(
        await post(t.app, '/api/auth/check', {}, { authorization: 'Bearer made-up-key' }),
        401,
        'UNAUTHORIZED',
      );
      expectError(
        await post(t.app, '/api/auth/check', {}, { cookie: 'sessionKey=made-up-key' }),
        401,
        'UNAUTHORIZED',
      );
      expectError(await post(t.app, '/api/auth/check', { sessionKey: 'made-up-key' }), 401, 'UNAUTHORIZED');
    });

    it('is refused when it is not a string: no session, so nothing is validated', async () => {
      const response = await post(t.app, '/api/auth/check', { sessionKey: 12345 });
      expectError(response, 401, 'UNAUTHORIZED');
    });

    it('is validated once the caller is known', async () => {
      const session = await owner('typed');
      const response = await post(t.app, '/api/auth/check', { path: 42 }, { cookie: session.cookie });
      expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toHaveProperty('path');
    });
  });

  describe('POST /api/auth/logout', () => {
    it('ends the session: the key gets 401 on /auth/check and /auth/status says logged out', async () => {
      const session = await owner();
      const bearer = { authorization: `Bearer ${session.sessionKey}` };
      expect((await status(bearer)).json()).toEqual({ loggedIn: true });

      const logout = await post(t.app, '/api/auth/logout', {}, bearer);
      expect(logout.statusCode).toBe(200);
      expect(logout.json()).toEqual({ success: true });

      expectError(await post(t.app, '/api/auth/check', {}, bearer), 401, 'UNAUTHORIZED');
      expectError(await post(t.app, '/api/auth/check', {}, { cookie: session.cookie }), 401, 'UNAUTHORIZED');
      expect((await status(bearer)).json()).toEqual({ loggedIn: false });
    });

    it('clears the sessionKey cookie', async () => {
      const session = await owner();
      const logout = await post(t.app, '/api/auth/logout', {}, { cookie: session.cookie });
      const cleared = logout.cookies.find((c) => c.name === 'sessionKey');
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
      expectError(await post(t.app, '/api/auth/check', {}, { cookie: session.cookie }), 401, 'UNAUTHORIZED');
    });

    it('works as a bare POST without a body, with only the cookie', async () => {
      const session = await owner();
      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: session.cookie },
      });
      expect(logout.statusCode, logout.body).toBe(200);
      expectError(await post(t.app, '/api/auth/check', {}, { cookie: session.cookie }), 401, 'UNAUTHORIZED');
    });

    it('accepts the key in the body', async () => {
      const session = await owner();
      expect((await post(t.app, '/api/auth/logout', { sessionKey: session.sessionKey })).statusCode).toBe(
        200,
      );
      expectError(
        await post(t.app, '/api/auth/check', { sessionKey: session.sessionKey }),
        401,
        'UNAUTHORIZED',
      );
    });

    it('ends only that session, not the same user on another device', async () => {
      const first = await owner();
      const second = await logIn(t, first.email);
      await post(t.app, '/api/auth/logout', {}, { cookie: first.cookie });
      expect((await post(t.app, '/api/auth/check', {}, { cookie: second.cookie })).statusCode).toBe(200);
    });

    it('answers 200 without a session, so a stale page can always log out', async () => {
      const response = await post(t.app, '/api/auth/logout', {});
      expect(response.statusCode).toBe(200);
      expect((await post(t.app, '/api/auth/logout', { sessionKey: 'gone' })).statusCode).toBe(200);
    });

    it('refuses a session key that is too long', async () => {
      const response = await post(t.app, '/api/auth/logout', { sessionKey: 'k'.repeat(201) });
      expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toEqual({
        sessionKey: 'Please use max 200 characters.',
      });
      const wrongType = await post(t.app, '/api/auth/logout', { sessionKey: ['k'] });
      expect(expectError(wrongType, 400, 'VALIDATION_FAILED').fields).toEqual({
        sessionKey: 'Please enter a valid value.',
      });
    });
  });

  describe('GET /api/auth/status', () => {
    it('says loggedIn false without a session and true with one', async () => {
      expect((await status()).json()).toEqual({ loggedIn: false });
      const session = await owner();
      expect((await status({ cookie: session.cookie })).json()).toEqual({ loggedIn: true });
      expect((await status({ authorization: `Bearer ${session.sessionKey}` })).json()).toEqual({
        loggedIn: true,
      });
    });

    it('is never cached', async () => {
      const response = await status();
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });

  describe('POST /api/auth/check', () => {
    it('answers the session entity of the logged-in owner', async () => {
      const session = await owner('entity');
      const response = await post(t.app, '/api/auth/check', { path: '/home' }, { cookie: session.cookie });
      expect(response.statusCode).toBe(200);
      const body = ZSession.parse(response.json());
      expect(body).toEqual({
        loggedIn: true,
        userId: session.userId,
        name: 'Ada Owner',
        email: session.email,
        organizationId: session.organizationId,
        organizationName: 'Lobby Screens AB',
        organizationTimeZone: 'Europe/Stockholm',
        role: { name: 'owner' },
        isEulaAgreed: false,
        locale: 'en',
        localeSet: false,
        licenseStatus: 'valid',
        licenseLevel: 'trial',
        licenseProperties: {
          allowCanva: false,
          interactionEnabled: false,
          isShoContentPlatformEditor: false,
          widgets: { weather: true, news: true, facebook: false, instagram: false },
        },
        licenseState: 'trial',
        licenseFeatures: PACKAGE_DEFAULTS.trial.features,
        impersonationMode: false,
        impersonation: null,
        isRootOrganization: false,
        integrationId: null,
        permissions: capabilitiesOf('owner'),
      });
    });

    async function member(role: Role): Promise<LoggedIn> {
      const boss = await owner(`boss-${role}`);
      const user = await createMember(t, boss.organizationId, role);
      return logIn(t, user.email, user.password);
    }

    const check = (session: LoggedIn, path: string, role?: string) =>
      post(t.app, '/api/auth/check', { path, ...(role ? { role } : {}) }, { cookie: session.cookie });

    it('refuses staff the users page with 403 FORBIDDEN', async () => {
      const staff = await member('staff');
      const error = expectError(await check(staff, '/users'), 403, 'FORBIDDEN');
      expect(error.message).toBe('You do not have permission to do this.');
      expect((await check(staff, '/devicemanagement/devices')).statusCode).toBe(200);
      expect((await check(staff, '/media/my')).statusCode).toBe(200);
    });

    it("lists each role's own permissions", async () => {
      const staff = await member('staff');
      const response = await check(staff, '/home');
      expect(response.json()).toMatchObject({
        role: { name: 'staff' },
        permissions: capabilitiesOf('staff'),
      });
      expect(response.json().permissions).not.toContain('sidebar_users');
    });

    it('keeps a content creator out of devices and a screen manager out of media', async () => {
      const creator = await member('content_creator');
      expectError(await check(creator, '/devicemanagement'), 403, 'FORBIDDEN');
      expectError(await check(creator, '/devices/abc/1'), 403, 'FORBIDDEN');
      expect((await check(creator, '/template/4')).statusCode).toBe(200);

      const manager = await member('screen_manager');
      expectError(await check(manager, '/media/my'), 403, 'FORBIDDEN');
      expectError(await check(manager, '/playlists/my'), 403, 'FORBIDDEN');
      expect((await check(manager, '/devices/abc/1')).statusCode).toBe(200);
    });

    it('lets an admin open users, organizations and alerts', async () => {
      const admin = await member('admin');
      for (const path of ['/users', '/organizations/3/info', '/alerts/list', '/licensing/3']) {
        expect((await check(admin, path)).statusCode, path).toBe(200);
      }
    });

    it('opens /help, /home, /account and unknown paths to every role', async () => {
      for (const role of ['staff', 'screen_manager', 'content_creator'] as const) {
        const session = await member(role);
        for (const path of ['/help', '/help/contact', '/home', '/account?section=eula', '/not-a-section']) {
          expect((await check(session, path)).statusCode, `${role} ${path}`).toBe(200);
        }
      }
    });

    it('goes by the role of the session, not the role the caller claims', async () => {
      const staff = await member('staff');
      expectError(await check(staff, '/users', 'owner'), 403, 'FORBIDDEN');
    });

    it('answers the session without checking a path when none is sent', async () => {
      const staff = await member('staff');
      const response = await post(t.app, '/api/auth/check', {}, { cookie: staff.cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json().role).toEqual({ name: 'staff' });
    });

    it('translates the refusal', async () => {
      const staff = await member('staff');
      const response = await post(
        t.app,
        '/api/auth/check',
        { path: '/users' },
        { cookie: staff.cookie, 'accept-language': 'fr' },
      );
      expect(expectError(response, 403, 'FORBIDDEN').message).toBe(
        "Vous n'avez pas l'autorisation de faire cela.",
      );
    });

    it('refuses a path or role that is too long or not text', async () => {
      const session = await owner();
      const long = await post(
        t.app,
        '/api/auth/check',
        { path: `/${'a'.repeat(2000)}`, role: 'r'.repeat(51) },
        { cookie: session.cookie },
      );
      expect(expectError(long, 400, 'VALIDATION_FAILED').fields).toEqual({
        path: 'Please use max 2000 characters.',
        role: 'Please use max 50 characters.',
      });
      const wrongType = await post(t.app, '/api/auth/check', { path: 7 }, { cookie: session.cookie });
      expect(expectError(wrongType, 400, 'VALIDATION_FAILED').fields).toEqual({
        path: 'Please enter a valid value.',
      });
    });
  });

  describe('expiry', () => {
    it('reports a trial as demo_expired once its 30 days have passed, while still letting the owner in', async () => {
      const session = await owner('trial-end');
      clock.advance(29 * DAY_MS);
      let check = await post(t.app, '/api/auth/check', {}, { cookie: session.cookie });
      expect(check.json().licenseStatus).toBe('valid');

      clock.advance(DAY_MS + 1000);
      check = await post(t.app, '/api/auth/check', {}, { cookie: session.cookie });
      expect(check.statusCode).toBe(200);
      expect(check.json().licenseStatus).toBe('demo_expired');
      const login = await post(t.app, '/api/auth/login', {
        email: session.email,
        password: session.password,
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().licenseStatus).toBe('demo_expired');
    });

    it('ends a session left unused for 30 days', async () => {
      const session = await owner('idle');
      clock.advance(30 * DAY_MS + 1000);
      expect((await status({ cookie: session.cookie })).json()).toEqual({ loggedIn: false });
      expectError(await post(t.app, '/api/auth/check', {}, { cookie: session.cookie }), 401, 'UNAUTHORIZED');
    });

    it('keeps a session that is used alive beyond 30 days', async () => {
      const session = await owner('active');
      for (let week = 0; week < 6; week++) {
        clock.advance(7 * DAY_MS);
        expect((await status({ cookie: session.cookie })).json(), `week ${week + 1}`).toEqual({
          loggedIn: true,
        });
      }
    });
  });
});

describe('POST /api/auth/csrfToken', () => {
  it('answers a token and sets the same value in an HttpOnly csrfToken cookie', async () => {
    const response = await post(t.app, '/api/auth/csrfToken', {});
    expect(response.statusCode).toBe(200);
    const { csrfToken } = response.json();
    expect(csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.cookies.find((c) => c.name === 'csrfToken')).toMatchObject({
      value: csrfToken,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 7200,
    });
  });

  it('answers a new token every time', async () => {
    const first = (await post(t.app, '/api/auth/csrfToken', {})).json().csrfToken;
    const second = (await post(t.app, '/api/auth/csrfToken', {})).json().csrfToken;
    expect(first).not.toBe(second);
  });

  it('works without a body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/csrfToken' });
    expect(response.statusCode).toBe(200);
  });
});
