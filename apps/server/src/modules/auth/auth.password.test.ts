import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  logIn,
  mailSubject,
  mailsTo,
  register,
  uniqueEmail,
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

const NEW_PASSWORD = 'Kiosk!Screen9';
const HOUR_MS = 3_600_000;

describe('passwords', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    // many reset links are used here within a minute; the limit itself is tested with the login limit
    t = await createTestApp({ RATE_LIMIT_RESET_MAX: '100' }, { now: clock.now });
  });
  afterAll(() => t.close());

  async function owner(label = 'owner'): Promise<LoggedIn> {
    const registered = await registerVerified(t, { email: uniqueEmail(label) });
    return logIn(t, registered.email, registered.password);
  }

  const login = (email: string, password: string) => post(t.app, '/api/auth/login', { email, password });
  const check = (cookie: string) => post(t.app, '/api/auth/check', {}, { cookie });

  describe('POST /api/auth/changePassword', () => {
    const change = (session: LoggedIn, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      post(
        t.app,
        '/api/auth/changePassword',
        {
          email: session.email,
          oldPassword: STRONG_PASSWORD,
          password: NEW_PASSWORD,
          passwordRepeat: NEW_PASSWORD,
          ...body,
        },
        { cookie: session.cookie, ...headers },
      );

    it('replaces the password: the old one stops working and the new one logs in', async () => {
      const session = await owner('change');
      const response = await change(session, {});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expectError(await login(session.email, STRONG_PASSWORD), 401, 'INVALID_CREDENTIALS');
      expect((await login(session.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it("ends the user's other sessions but keeps the current one", async () => {
      const session = await owner('others');
      const laptop = await logIn(t, session.email);
      const phone = await logIn(t, session.email);
      expect((await change(session, {})).statusCode).toBe(200);
      expect((await check(session.cookie)).statusCode).toBe(200);
      expectError(await check(laptop.cookie), 401, 'UNAUTHORIZED');
      expectError(await check(phone.cookie), 401, 'UNAUTHORIZED');
    });

    it('does not touch the sessions of other users', async () => {
      const session = await owner('mine');
      const someoneElse = await owner('theirs');
      expect((await change(session, {})).statusCode).toBe(200);
      expect((await check(someoneElse.cookie)).statusCode).toBe(200);
    });

    it('refuses a wrong old password with 400 WRONG_PASSWORD on oldPassword', async () => {
      const session = await owner('wrongold');
      const error = expectError(await change(session, { oldPassword: 'Guess#2026' }), 400, 'WRONG_PASSWORD');
      expect(error.message).toBe('The current password is not correct.');
      expect(error.fields).toEqual({ oldPassword: 'The current password is not correct.' });
      expect((await login(session.email, STRONG_PASSWORD)).statusCode).toBe(200);
      expect((await check(session.cookie)).statusCode).toBe(200);
    });

    it('refuses a weak new password on the password field', async () => {
      const session = await owner('weak');
      const cases: [string, string][] = [
        ['Short1!', 'The password needs at least 8 characters.'],
        ['signage#2026', 'The password needs an uppercase letter.'],
        ['SIGNAGE#2026', 'The password needs a lowercase letter.'],
        ['Signage#abcd', 'The password needs a number.'],
        ['Signage2026', 'The password needs a symbol.'],
      ];
      for (const [password, message] of cases) {
        const response = await change(session, { password, passwordRepeat: password });
        expect(expectError(response, 400, 'VALIDATION_FAILED').fields, password).toEqual({
          password: message,
        });
      }
      expect((await login(session.email, STRONG_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a repeat that does not match with "Password does not match"', async () => {
      const session = await owner('mismatch');
      const response = await change(session, { passwordRepeat: `${NEW_PASSWORD}x` });
      expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toEqual({
        passwordRepeat: 'Password does not match',
      });
      expect((await login(session.email, STRONG_PASSWORD)).statusCode).toBe(200);
    });

    it('translates the field messages', async () => {
      const session = await owner('mismatch-es');
      const mismatch = await change(session, { passwordRepeat: 'Other#2026' }, { 'accept-language': 'es' });
      expect(expectError(mismatch, 400, 'VALIDATION_FAILED').fields).toEqual({
        passwordRepeat: 'Las contraseñas no coinciden',
      });
      const wrongOld = await change(session, { oldPassword: 'Guess#2026' }, { 'accept-language': 'sv' });
      const error = expectError(wrongOld, 400, 'WRONG_PASSWORD');
      expect(error.message).toBe('Det nuvarande lösenordet är fel.');
      expect(error.fields).toEqual({ oldPassword: 'Det nuvarande lösenordet är fel.' });
    });

    it('reports every missing field', async () => {
      const session = await owner('missing');
      const response = await post(t.app, '/api/auth/changePassword', {}, { cookie: session.cookie });
      expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toEqual({
        email: 'This field is required.',
        oldPassword: 'This field is required.',
        password: 'This field is required.',
        passwordRepeat: 'This field is required.',
      });
    });

    it('refuses a malformed e-mail or fields of the wrong type', async () => {
      const session = await owner('types');
      const response = await change(session, { email: 'someone', oldPassword: 5, passwordRepeat: true });
      expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toEqual({
        email: 'Please enter a valid email address.',
        oldPassword: 'Please enter a valid value.',
        passwordRepeat: 'Please enter a valid value.',
      });
    });

    it('refuses overlong passwords', async () => {
      const session = await owner('overlong');
      const long = `Aa1!${'x'.repeat(125)}`;
      const response = await change(session, { oldPassword: long, password: long, passwordRepeat: long });
      expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toEqual({
        oldPassword: 'Please use max 128 characters.',
        password: 'Please use max 128 characters.',
      });
    });

    it("refuses to change another user's password", async () => {
      const session = await owner('mine2');
      const other = await owner('theirs2');
      const error = expectError(await change(session, { email: other.email }), 403, 'FORBIDDEN');
      expect(error.fields).toEqual({ email: 'You do not have permission to do this.' });
      expect((await login(other.email, STRONG_PASSWORD)).statusCode).toBe(200);
    });

    it('needs a session', async () => {
      const response = await post(t.app, '/api/auth/changePassword', {
        email: uniqueEmail(),
        oldPassword: STRONG_PASSWORD,
        password: NEW_PASSWORD,
        passwordRepeat: NEW_PASSWORD,
      });
      expectError(response, 401, 'UNAUTHORIZED');
    });

    it('accepts the session key in the body, as the spec sends it', async () => {
      const session = await owner('bodykey');
      const response = await post(t.app, '/api/auth/changePassword', {
        sessionKey: session.sessionKey,
        email: session.email,
        oldPassword: STRONG_PASSWORD,
        password: NEW_PASSWORD,
        passwordRepeat: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect((await login(session.email, NEW_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('password reset', () => {
    async function resetLink(email: string, headers: Record<string, string> = {}): Promise<string> {
      const response = await post(t.app, '/api/auth/requestPasswordReset', { email }, headers);
      expect(response.statusCode).toBe(200);
      const mail = await t.lastMailTo(email);
      expect(mail.actionUrl).toMatch(/^http:\/\/placard\.test\/newpassword\/[A-Za-z0-9_-]{43}$/);
      return mail.actionUrl ?? '';
    }
    const tokenOf = (url: string) => url.split('/').at(-1) ?? '';
    const reset = (token: string, password = NEW_PASSWORD, passwordRepeat = password) =>
      post(t.app, '/api/auth/changePasswordToken', { token, password, passwordRepeat });

    describe('POST /api/auth/requestPasswordReset', () => {
      it('mails a link to /newpassword/<token> in the X-Placard-Action-Url header', async () => {
        const session = await owner('forgot');
        const url = await resetLink(session.email);
        const mail = await t.lastMailTo(session.email);
        expect(mailSubject(mail)).toBe('Reset your Placard password');
        expect(mail.raw).toContain(url);
      });

      it('answers 200 for an unknown address and mails nobody', async () => {
        const email = uniqueEmail('unknown');
        const before = (await t.outbox()).length;
        const response = await post(t.app, '/api/auth/requestPasswordReset', { email });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true });
        expect(await mailsTo(t, email)).toEqual([]);
        expect((await t.outbox()).length).toBe(before);
      });

      it("writes the mail in the language of the user's browser when none was chosen", async () => {
        const session = await owner('forgot-fr');
        await resetLink(session.email, { 'accept-language': 'fr-FR' });
        expect(mailSubject(await t.lastMailTo(session.email))).toBe(
          'Réinitialisez votre mot de passe Placard',
        );
      });

      it('writes the mail in the language the user chose, whatever the browser says', async () => {
        const session = await owner('forgot-sv');
        await post(t.app, '/api/users/update/locale', { locale: 'sv' }, { cookie: session.cookie });
        await resetLink(session.email, { 'accept-language': 'es' });
        expect(mailSubject(await t.lastMailTo(session.email))).toBe('Återställ ditt lösenord för Placard');
      });

      it('refuses a missing or malformed address', async () => {
        expect(
          expectError(await post(t.app, '/api/auth/requestPasswordReset', {}), 400, 'VALIDATION_FAILED')
            .fields,
        ).toEqual({ email: 'This field is required.' });
        const malformed = await post(
          t.app,
          '/api/auth/requestPasswordReset',
          { email: 'at-nowhere' },
          { 'accept-language': 'fr' },
        );
        expect(expectError(malformed, 400, 'VALIDATION_FAILED').fields).toEqual({
          email: 'Veuillez saisir une adresse e-mail valide.',
        });
        const mistyped = await post(t.app, '/api/auth/requestPasswordReset', { email: { at: 'x' } });
        expect(expectError(mistyped, 400, 'VALIDATION_FAILED').fields).toEqual({
          email: 'Please enter a valid value.',
        });
        const overlong = await post(t.app, '/api/auth/requestPasswordReset', {
          email: `${'a'.repeat(250)}@example.com`,
        });
        expect(expectError(overlong, 400, 'VALIDATION_FAILED').fields).toEqual({
          email: 'Please use max 254 characters.',
        });
      });
    });

    describe('POST /api/auth/changePasswordToken', () => {
      it('sets the new password once; the same link then answers 400 INVALID_TOKEN', async () => {
        const session = await owner('reset');
        const token = tokenOf(await resetLink(session.email));
        const first = await reset(token);
        expect(first.statusCode).toBe(200);
        expect(first.json()).toEqual({ success: true });
        expect((await login(session.email, NEW_PASSWORD)).statusCode).toBe(200);
        expectError(await login(session.email, STRONG_PASSWORD), 401, 'INVALID_CREDENTIALS');

        const again = expectError(await reset(token, 'Another#Pass1'), 400, 'INVALID_TOKEN');
        expect(again.message).toBe('Invalid confirmation link. The link may have expired or is invalid.');
        expect((await login(session.email, NEW_PASSWORD)).statusCode).toBe(200);
      });

      it('ends every session of the user', async () => {
        const session = await owner('reset-sessions');
        const other = await logIn(t, session.email);
        const token = tokenOf(await resetLink(session.email));
        expect((await reset(token)).statusCode).toBe(200);
        expectError(await check(session.cookie), 401, 'UNAUTHORIZED');
        expectError(await check(other.cookie), 401, 'UNAUTHORIZED');
      });

      it('refuses a link older than one hour', async () => {
        const session = await owner('reset-late');
        const token = tokenOf(await resetLink(session.email));
        clock.advance(HOUR_MS + 1000);
        expectError(await reset(token), 400, 'INVALID_TOKEN');
        expect((await login(session.email, STRONG_PASSWORD)).statusCode).toBe(200);
      });

      it('accepts a link just before its hour is up', async () => {
        const session = await owner('reset-in-time');
        const token = tokenOf(await resetLink(session.email));
        clock.advance(HOUR_MS - 60_000);
        expect((await reset(token)).statusCode).toBe(200);
      });

      it('invalidates an earlier link when a new one is requested', async () => {
        const session = await owner('reset-twice');
        const older = tokenOf(await resetLink(session.email));
        const newer = tokenOf(await resetLink(session.email));
        expect(newer).not.toBe(older);
        expectError(await reset(older), 400, 'INVALID_TOKEN');
        expect((await reset(newer)).statusCode).toBe(200);
      });

      it('refuses a made-up token', async () => {
        expectError(await reset('not-a-real-token'), 400, 'INVALID_TOKEN');
      });

      it('confirms the address of an owner who never entered the verification code', async () => {
        const email = uniqueEmail('reset-unverified');
        expect((await register(t, email)).statusCode).toBe(200);
        expectError(await login(email, STRONG_PASSWORD), 403, 'EMAIL_NOT_VERIFIED');
        const token = tokenOf(await resetLink(email));
        expect((await reset(token)).statusCode).toBe(200);
        expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
      });

      it('refuses a weak password or a repeat that does not match, and keeps the link usable', async () => {
        const session = await owner('reset-weak');
        const token = tokenOf(await resetLink(session.email));
        expect(expectError(await reset(token, 'weakling'), 400, 'VALIDATION_FAILED').fields).toEqual({
          password: 'The password needs an uppercase letter.',
        });
        expect(
          expectError(await reset(token, NEW_PASSWORD, 'Different#1'), 400, 'VALIDATION_FAILED').fields,
        ).toEqual({ passwordRepeat: 'Password does not match' });
        expect((await reset(token)).statusCode).toBe(200);
      });

      it('reports missing, overlong and mistyped fields', async () => {
        expect(
          expectError(await post(t.app, '/api/auth/changePasswordToken', {}), 400, 'VALIDATION_FAILED')
            .fields,
        ).toEqual({
          token: 'This field is required.',
          password: 'This field is required.',
          passwordRepeat: 'This field is required.',
        });
        const overlong = await post(t.app, '/api/auth/changePasswordToken', {
          token: 't'.repeat(201),
          password: NEW_PASSWORD,
          passwordRepeat: NEW_PASSWORD,
        });
        expect(expectError(overlong, 400, 'VALIDATION_FAILED').fields).toEqual({
          token: 'Please use max 200 characters.',
        });
        const mistyped = await post(t.app, '/api/auth/changePasswordToken', {
          token: 42,
          password: NEW_PASSWORD,
          passwordRepeat: NEW_PASSWORD,
        });
        expect(expectError(mistyped, 400, 'VALIDATION_FAILED').fields).toEqual({
          token: 'Please enter a valid value.',
        });
      });

      it('translates the refusal of a used link', async () => {
        const response = await post(
          t.app,
          '/api/auth/changePasswordToken',
          { token: 'used-up', password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD },
          { 'accept-language': 'es' },
        );
        expect(expectError(response, 400, 'INVALID_TOKEN').message).toBe(
          'Enlace de confirmación no válido. Es posible que haya caducado o no sea válido.',
        );
      });
    });
  });
});
