import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUserProfile } from '@placard/contract';
import {
  expectError,
  logIn,
  mailSubject,
  mailsTo,
  register,
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

const HOUR_MS = 3_600_000;
const EMAIL_IN_USE = 'The email is already in use, please use a different one.';

describe('the logged-in user', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
  });
  afterAll(() => t.close());

  async function owner(label = 'owner'): Promise<LoggedIn> {
    const registered = await registerVerified(t, { email: uniqueEmail(label) });
    return logIn(t, registered.email, registered.password);
  }
  const me = (session: LoggedIn) =>
    t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: session.cookie } });
  const check = (session: LoggedIn) => post(t.app, '/api/auth/check', {}, { cookie: session.cookie });
  const login = (email: string) => post(t.app, '/api/auth/login', { email, password: STRONG_PASSWORD });

  describe('a session is required', () => {
    const calls: [string, string, Record<string, unknown>][] = [
      ['GET', '/api/users/me', {}],
      ['POST', '/api/users/setName', { name: 'Bo' }],
      ['POST', '/api/users/update/locale', { locale: 'es' }],
      ['POST', '/api/users/update/eula', { eula: true }],
      ['POST', '/api/users/me/email', { email: 'new@example.com' }],
    ];
    for (const [method, url, payload] of calls) {
      it(`${method} ${url} answers 401 without one`, async () => {
        const response = await t.app.inject({
          method: method as 'GET' | 'POST',
          url,
          ...(method === 'POST' ? { payload } : {}),
        });
        expectError(response, 401, 'UNAUTHORIZED');
      });
    }
  });

  describe('GET /api/users/me', () => {
    it('answers the profile of the caller', async () => {
      const session = await owner('profile');
      const response = await me(session);
      expect(response.statusCode).toBe(200);
      expect(ZUserProfile.parse(response.json())).toEqual({
        id: session.userId,
        fullname: 'Ada Owner',
        email: session.email,
        pendingEmail: null,
        role: 'owner',
        organizationId: session.organizationId,
        eula: false,
        eulaAcceptedAt: null,
        locale: 'en',
        localeSet: false,
      });
    });

    it('never answers the password hash', async () => {
      const session = await owner('nohash');
      expect(JSON.stringify((await me(session)).json())).not.toMatch(/argon2|password/i);
    });
  });

  describe('POST /api/users/setName', () => {
    const setName = (session: LoggedIn, name: unknown, headers: Record<string, string> = {}) =>
      post(t.app, '/api/users/setName', { name }, { cookie: session.cookie, ...headers });

    it('changes the name shown in the profile and in the session', async () => {
      const session = await owner('rename');
      const response = await setName(session, '  Bo Renamed ');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect((await me(session)).json().fullname).toBe('Bo Renamed');
      expect((await check(session)).json().name).toBe('Bo Renamed');
    });

    it('accepts exactly 100 characters', async () => {
      const session = await owner('hundred');
      expect((await setName(session, 'n'.repeat(100))).statusCode).toBe(200);
    });

    it('refuses an empty name with 400', async () => {
      const session = await owner('empty');
      for (const name of ['', '   ']) {
        expect(expectError(await setName(session, name), 400, 'VALIDATION_FAILED').fields).toEqual({
          name: 'This field is required.',
        });
      }
      expect((await me(session)).json().fullname).toBe('Ada Owner');
    });

    it('refuses 101 characters with "Please use max 100 characters."', async () => {
      const session = await owner('long');
      const error = expectError(await setName(session, 'n'.repeat(101)), 400, 'VALIDATION_FAILED');
      expect(error.fields).toEqual({ name: 'Please use max 100 characters.' });
      const translated = await setName(session, 'n'.repeat(101), { 'accept-language': 'fr' });
      expect(expectError(translated, 400, 'VALIDATION_FAILED').fields).toEqual({
        name: 'Utilisez au maximum 100 caractères.',
      });
    });

    it('refuses a missing name or one that is not text', async () => {
      const session = await owner('types');
      const missing = await post(t.app, '/api/users/setName', {}, { cookie: session.cookie });
      expect(expectError(missing, 400, 'VALIDATION_FAILED').fields).toEqual({
        name: 'This field is required.',
      });
      expect(expectError(await setName(session, 42), 400, 'VALIDATION_FAILED').fields).toEqual({
        name: 'Please enter a valid value.',
      });
    });
  });

  describe('POST /api/users/update/locale', () => {
    const setLocale = (session: LoggedIn, locale: unknown, headers: Record<string, string> = {}) =>
      post(t.app, '/api/users/update/locale', { locale }, { cookie: session.cookie, ...headers });

    it('accepts English, Spanish, French and Swedish and shows the choice in /auth/check', async () => {
      const session = await owner('locale');
      for (const locale of ['es', 'fr', 'sv', 'en']) {
        const response = await setLocale(session, locale);
        expect(response.statusCode, locale).toBe(200);
        expect((await check(session)).json(), locale).toMatchObject({ locale, localeSet: true });
      }
      expect((await me(session)).json()).toMatchObject({ locale: 'en', localeSet: true });
    });

    it('is answered by the next login', async () => {
      const session = await owner('locale-login');
      await setLocale(session, 'sv');
      expect((await login(session.email)).json()).toMatchObject({ locale: 'sv', localeSet: true });
    });

    it('refuses a language Placard does not speak', async () => {
      const session = await owner('german');
      for (const locale of ['de', 'EN', '', 3]) {
        expect(expectError(await setLocale(session, locale), 400, 'VALIDATION_FAILED').fields).toEqual({
          locale: 'Please choose one of the options.',
        });
      }
      const translated = await setLocale(session, 'de', { 'accept-language': 'sv' });
      expect(expectError(translated, 400, 'VALIDATION_FAILED').fields).toEqual({
        locale: 'Välj ett av alternativen.',
      });
      expect((await check(session)).json()).toMatchObject({ locale: 'en', localeSet: false });
    });
  });

  describe('POST /api/users/update/eula', () => {
    const setEula = (session: LoggedIn, eula: unknown) =>
      post(t.app, '/api/users/update/eula', { eula }, { cookie: session.cookie });

    it('records the acceptance with its time, and shows it in the session and at login', async () => {
      const session = await owner('eula');
      expect((await setEula(session, true)).statusCode).toBe(200);
      expect((await me(session)).json()).toMatchObject({
        eula: true,
        eulaAcceptedAt: clock.now().toISOString(),
      });
      expect((await check(session)).json().isEulaAgreed).toBe(true);
      expect((await login(session.email)).json().eula).toBe(true);
    });

    it('can be withdrawn', async () => {
      const session = await owner('eula-off');
      await setEula(session, true);
      expect((await setEula(session, false)).statusCode).toBe(200);
      expect((await me(session)).json()).toMatchObject({ eula: false, eulaAcceptedAt: null });
      expect((await check(session)).json().isEulaAgreed).toBe(false);
    });

    it('refuses anything but true or false', async () => {
      const session = await owner('eula-bad');
      for (const eula of ['yes', 1, null]) {
        expect(expectError(await setEula(session, eula), 400, 'VALIDATION_FAILED').fields).toHaveProperty(
          'eula',
        );
      }
      const missing = await post(t.app, '/api/users/update/eula', {}, { cookie: session.cookie });
      expect(expectError(missing, 400, 'VALIDATION_FAILED').fields).toEqual({
        eula: 'This field is required.',
      });
    });
  });

  describe('changing the e-mail address', () => {
    const requestChange = (session: LoggedIn, email: unknown, headers: Record<string, string> = {}) =>
      post(t.app, '/api/users/me/email', { email }, { cookie: session.cookie, ...headers });
    const confirm = (body: Record<string, unknown>) => post(t.app, '/api/users/me/email/confirm', body);

    async function linkTo(email: string) {
      const url = new URL((await t.lastMailTo(email)).actionUrl ?? '');
      expect(`${url.origin}${url.pathname}`).toBe('http://placard.test/confirm-email');
      return { token: url.searchParams.get('token') ?? '', userId: Number(url.searchParams.get('userId')) };
    }

    describe('POST /api/users/me/email', () => {
      it('mails a confirmation link to the new address only, and keeps the old login until then', async () => {
        const session = await owner('change');
        const newEmail = uniqueEmail('new');
        const response = await requestChange(session, newEmail);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true });

        const mail = await t.lastMailTo(newEmail);
        expect(mailSubject(mail)).toBe('Confirm your new Placard email address');
        expect(mail.actionUrl).toMatch(
          new RegExp(
            `^http://placard\\.test/confirm-email\\?token=[A-Za-z0-9_-]{43}&userId=${session.userId}$`,
          ),
        );
        expect(await mailsTo(t, session.email)).toHaveLength(1);
        expect((await me(session)).json()).toMatchObject({ email: session.email, pendingEmail: newEmail });
        expect((await login(session.email)).statusCode).toBe(200);
        expectError(await login(newEmail), 401, 'INVALID_CREDENTIALS');
      });

      it('refuses an address another user has with 400 EMAIL_EXISTS', async () => {
        const session = await owner('dup');
        const other = await owner('other');
        const error = expectError(
          await requestChange(session, other.email.toUpperCase()),
          400,
          'EMAIL_EXISTS',
        );
        expect(error.message).toBe(EMAIL_IN_USE);
        expect(error.fields).toEqual({ email: EMAIL_IN_USE });
        expect(await mailsTo(t, other.email)).toHaveLength(1);
      });

      it('refuses an address still waiting for its verification code', async () => {
        const session = await owner('dup-unverified');
        const pending = uniqueEmail('pending');
        await register(t, pending);
        expectError(await requestChange(session, pending), 400, 'EMAIL_EXISTS');
      });

      it('refuses the address the user already has', async () => {
        const session = await owner('same');
        expectError(await requestChange(session, session.email), 400, 'EMAIL_EXISTS');
      });

      it('translates EMAIL_EXISTS', async () => {
        const session = await owner('dup-sv');
        const response = await requestChange(session, session.email, { 'accept-language': 'sv' });
        expect(expectError(response, 400, 'EMAIL_EXISTS').message).toBe(
          'E-postadressen används redan, välj en annan.',
        );
      });

      it('refuses a missing, malformed or overlong address', async () => {
        const session = await owner('bad');
        const missing = await post(t.app, '/api/users/me/email', {}, { cookie: session.cookie });
        expect(expectError(missing, 400, 'VALIDATION_FAILED').fields).toEqual({
          email: 'This field is required.',
        });
        expect(expectError(await requestChange(session, 'new@'), 400, 'VALIDATION_FAILED').fields).toEqual({
          email: 'Please enter a valid email address.',
        });
        const overlong = await requestChange(session, `${'a'.repeat(250)}@example.com`);
        expect(expectError(overlong, 400, 'VALIDATION_FAILED').fields).toEqual({
          email: 'Please use max 254 characters.',
        });
        expect(
          expectError(await requestChange(session, ['a@b.se']), 400, 'VALIDATION_FAILED').fields,
        ).toEqual({
          email: 'Please enter a valid value.',
        });
      });
    });

    describe('POST /api/users/me/email/confirm', () => {
      it('changes the login e-mail, even from a browser that is not logged in', async () => {
        const session = await owner('confirm');
        const newEmail = uniqueEmail('confirmed');
        await requestChange(session, newEmail);
        const link = await linkTo(newEmail);
        expect(link.userId).toBe(session.userId);

        const response = await confirm(link);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true });
        expect((await login(newEmail)).statusCode).toBe(200);
        expectError(await login(session.email), 401, 'INVALID_CREDENTIALS');
        expect((await me(session)).json()).toMatchObject({ email: newEmail, pendingEmail: null });
        expect((await check(session)).json().email).toBe(newEmail);
      });

      it('works once: a reused link answers 400', async () => {
        const session = await owner('reuse');
        const newEmail = uniqueEmail('reuse-new');
        await requestChange(session, newEmail);
        const link = await linkTo(newEmail);
        expect((await confirm(link)).statusCode).toBe(200);
        expectError(await confirm(link), 400, 'INVALID_TOKEN');
      });

      it('refuses the link for another user id, and it still works for the right one', async () => {
        const session = await owner('wrong-id');
        const other = await owner('wrong-id-other');
        const newEmail = uniqueEmail('wrong-id-new');
        await requestChange(session, newEmail);
        const link = await linkTo(newEmail);
        expectError(await confirm({ ...link, userId: other.userId }), 400, 'INVALID_TOKEN');
        expectError(await confirm({ ...link, userId: 999_999 }), 400, 'INVALID_TOKEN');
        expect((await me(other)).json().email).toBe(other.email);
        expect((await confirm(link)).statusCode).toBe(200);
      });

      it('answers 400 EMAIL_EXISTS when the address was taken in the meantime', async () => {
        const session = await owner('raced');
        const wanted = uniqueEmail('wanted');
        await requestChange(session, wanted);
        const link = await linkTo(wanted);
        await register(t, wanted);
        const error = expectError(await confirm(link), 400, 'EMAIL_EXISTS');
        expect(error.message).toBe(EMAIL_IN_USE);
        expect((await login(session.email)).statusCode).toBe(200);
      });

      it('confirms only one of several users who confirm the same address at once', async () => {
        const wanted = uniqueEmail('wanted-by-many');
        const links = [];
        for (let index = 0; index < 4; index++) {
          const session = await owner(`many-${index}`);
          await requestChange(session, wanted);
          links.push(await linkTo(wanted));
        }
        const responses = await Promise.all(links.map((link) => confirm(link)));
        const statuses = responses.map((response) => response.statusCode).sort();
        expect(statuses, responses.map((response) => response.body).join(' ')).toEqual([200, 400, 400, 400]);
        for (const refused of responses.filter((response) => response.statusCode === 400)) {
          expectError(refused, 400, 'EMAIL_EXISTS');
        }
        const winner = links[responses.findIndex((response) => response.statusCode === 200)];
        expect((await userRow(t, wanted))?.id).toBe(winner?.userId);
      });

      it('keeps only the newest link when the user asks twice', async () => {
        const session = await owner('twice');
        const firstAddress = uniqueEmail('first-choice');
        const secondAddress = uniqueEmail('second-choice');
        await requestChange(session, firstAddress);
        const older = await linkTo(firstAddress);
        await requestChange(session, secondAddress);
        const newer = await linkTo(secondAddress);
        expectError(await confirm(older), 400, 'INVALID_TOKEN');
        expect((await confirm(newer)).statusCode).toBe(200);
        expect((await me(session)).json().email).toBe(secondAddress);
      });

      it('refuses a link older than 24 hours', async () => {
        const session = await owner('late');
        const newEmail = uniqueEmail('late-new');
        await requestChange(session, newEmail);
        const link = await linkTo(newEmail);
        clock.advance(24 * HOUR_MS + 1000);
        expectError(await confirm(link), 400, 'INVALID_TOKEN');
        expect((await login(session.email)).statusCode).toBe(200);
      });

      it('wants userId as an integer and a token', async () => {
        const missing = await confirm({});
        expect(expectError(missing, 400, 'VALIDATION_FAILED').fields).toEqual({
          userId: 'This field is required.',
          token: 'This field is required.',
        });
        const wrongTypes = await confirm({ userId: '12', token: 34 });
        expect(expectError(wrongTypes, 400, 'VALIDATION_FAILED').fields).toEqual({
          userId: 'Please enter a valid value.',
          token: 'Please enter a valid value.',
        });
        const fraction = await confirm({ userId: 1.5, token: 'abc' });
        expect(expectError(fraction, 400, 'VALIDATION_FAILED').fields).toHaveProperty('userId');
        const negative = await confirm({ userId: -1, token: 'abc' });
        expect(expectError(negative, 400, 'VALIDATION_FAILED').fields).toHaveProperty('userId');
        const overlong = await confirm({ userId: 1, token: 't'.repeat(201) });
        expect(expectError(overlong, 400, 'VALIDATION_FAILED').fields).toEqual({
          token: 'Please use max 200 characters.',
        });
      });
    });
  });
});
