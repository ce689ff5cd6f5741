import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIAL_DAYS, TRIAL_DEVICES, TRIAL_USERS } from '@placard/contract';
import {
  countOrganizations,
  countUsers,
  csrfPair,
  expectError,
  mailSubject,
  mailsTo,
  register,
  registrationBody,
  uniqueEmail,
  userRow,
} from '../../test/factories.js';
import {
  cookiesOf,
  createTestApp,
  post,
  STRONG_PASSWORD,
  testClock,
  type TestApp,
} from '../../test/test-app.js';
import { findLicense } from '../licensing/licensing.repository.js';
import { organizationById, rootOrganization } from '../organizations/organizations.usecases.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

describe('registration', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '100', RATE_LIMIT_RESET_MAX: '100' }, { now: clock.now });
  });
  afterAll(() => t.close());

  const login = (email: string) => post(t.app, '/api/auth/login', { email, password: STRONG_PASSWORD });
  const verify = (email: string, code: unknown) => post(t.app, '/api/register/verify', { email, code });
  const codeFor = async (email: string) => {
    const code = (await t.lastMailTo(email)).code;
    expect(code).toMatch(/^\d{6}$/);
    return code ?? '';
  };
  /** A six-digit code other than the right one. */
  const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

  describe('POST /api/register', () => {
    it('creates the organization directly below the root, on a 2-device, 3-user, 30-day trial', async () => {
      const email = uniqueEmail('trial');
      const response = await register(t, email, { orgName: 'Harbour Signs', city: 'Göteborg' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ userType: 'regular' });

      const user = await userRow(t, email);
      expect(user).toMatchObject({ role: 'owner', fullname: 'Ada Owner', emailVerifiedAt: null });
      const organization = await organizationById(t.app.deps, user?.organizationId ?? -1);
      const root = await rootOrganization(t.app.deps);
      expect(organization).toMatchObject({
        name: 'Harbour Signs',
        parentOrganizationId: root?.id,
        city: 'Göteborg',
        state: 'Skåne',
        country: 'SE',
        // the country's time zone, the default for its screens
        timezone: 'Europe/Stockholm',
        ownerName: 'Ada Owner',
        ownerEmail: email,
      });
      const license = await findLicense(t.app.deps.db, organization?.id ?? -1);
      expect(license).toMatchObject({
        package: 'trial',
        numDevices: 2,
        numUsers: 3,
        validityDays: 30,
        trialExtended: false,
      });
      expect([TRIAL_DEVICES, TRIAL_USERS, TRIAL_DAYS]).toEqual([2, 3, 30]);
      expect(license?.validFrom.getTime()).toBe(clock.now().getTime());
      expect(license?.validityExpiresAt?.getTime()).toBe(clock.now().getTime() + 30 * DAY_MS);
    });

    it('mails a 6-digit verification code and a verify link to the owner', async () => {
      const email = uniqueEmail('mail');
      await register(t, email);
      const mails = await mailsTo(t, email);
      expect(mails).toHaveLength(1);
      const mail = mails[0];
      expect(mail?.code).toMatch(/^\d{6}$/);
      expect(mailSubject(mail ?? { subject: '' })).toBe(`Your Placard verification code: ${mail?.code}`);
      expect(mail?.actionUrl).toBe(
        `http://placard.test/register/verify?email=${encodeURIComponent(email)}&code=${mail?.code}`,
      );
    });

    it('writes the mail in the language the browser asked in', async () => {
      const email = uniqueEmail('mail-es');
      await register(t, email, {}, { 'accept-language': 'es-ES,es;q=0.9' });
      const mail = await t.lastMailTo(email);
      expect(mailSubject(mail)).toBe(`Tu código de verificación de Placard: ${mail.code}`);
    });

    it('stores the e-mail in lower case and the promotion consent', async () => {
      const email = uniqueEmail('Consent');
      await register(t, email.toUpperCase(), { promoConsent: true });
      expect(await userRow(t, email)).toMatchObject({ email: email.toLowerCase(), promoConsent: true });
    });

    it('refuses a request without the CSRF cookie with 400 CSRF_INVALID', async () => {
      const { token } = await csrfPair(t);
      const email = uniqueEmail('nocookie');
      const response = await post(t.app, '/api/register', { ...registrationBody(email), csrfToken: token });
      const error = expectError(response, 400, 'CSRF_INVALID');
      expect(error.message).toBe('Your form has expired. Please reload the page and try again.');
      expect(await userRow(t, email)).toBeUndefined();
    });

    it('refuses a CSRF token that does not match its cookie', async () => {
      const first = await csrfPair(t);
      const second = await csrfPair(t);
      const email = uniqueEmail('mismatch');
      const response = await post(
        t.app,
        '/api/register',
        { ...registrationBody(email), csrfToken: second.token },
        { cookie: first.cookie },
      );
      expectError(response, 400, 'CSRF_INVALID');
      const forged = await post(
        t.app,
        '/api/register',
        { ...registrationBody(email), csrfToken: 'forged' },
        { cookie: first.cookie },
      );
      expectError(forged, 400, 'CSRF_INVALID');
      expect(await userRow(t, email)).toBeUndefined();
    });

    it('requires the CSRF token field', async () => {
      const { cookie } = await csrfPair(t);
      const response = await post(t.app, '/api/register', registrationBody(uniqueEmail()), { cookie });
      expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toEqual({
        csrfToken: 'This field is required.',
      });
    });

    it('answers a known address, in any case, exactly like a new one, and mails its owner a notice instead', async () => {
      const email = uniqueEmail('taken');
      const first = await register(t, email);
      await verify(email, await codeFor(email));
      const organizationsBefore = await countOrganizations(t);
      const again = await register(t, email.toUpperCase());
      const fresh = await register(t, uniqueEmail('fresh'));
      expect([again.statusCode, again.json()]).toEqual([fresh.statusCode, fresh.json()]);
      expect([again.statusCode, again.json()]).toEqual([first.statusCode, first.json()]);
      expect(await countOrganizations(t)).toBe(organizationsBefore + 1);
      const notice = await t.lastMailTo(email);
      expect(mailSubject(notice)).toBe('Someone tried to register with your Placard address');
      expect(notice.actionUrl).toBe('http://placard.test/');
      expect(notice.raw.replace(/=\r?\n/g, '')).toContain('http://placard.test/forgot');
    });

    it("writes the notice in the language of the owner's browser", async () => {
      const email = uniqueEmail('taken-es');
      await register(t, email, {}, { 'accept-language': 'es' });
      await verify(email, await codeFor(email));
      await register(t, email, {}, { 'accept-language': 'es' });
      expect(mailSubject(await t.lastMailTo(email))).toBe(
        'Alguien intentó registrarse con tu dirección de Placard',
      );
    });

    it('mails a fresh working code to a known address that was never confirmed', async () => {
      const email = uniqueEmail('unconfirmed');
      await register(t, email);
      const old = await codeFor(email);
      const organizationsBefore = await countOrganizations(t);
      expect((await register(t, email, { orgName: 'Second Try' })).json()).toEqual({ userType: 'regular' });
      expect(await countOrganizations(t)).toBe(organizationsBefore);
      const fresh = await codeFor(email);
      expect(await mailsTo(t, email)).toHaveLength(2);
      if (fresh !== old) expectError(await verify(email, old), 400, 'INVALID_CODE');
      expect((await verify(email, fresh)).statusCode).toBe(200);
    });

    it('refuses terms that were not accepted', async () => {
      const response = await register(t, uniqueEmail('terms'), { terms: false });
      expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toEqual({
        terms: 'Please accept the terms to continue.',
      });
      const missing = await register(t, uniqueEmail('terms'), { terms: undefined });
      expect(expectError(missing, 400, 'VALIDATION_FAILED').fields).toEqual({
        terms: 'Please accept the terms to continue.',
      });
    });

    it("keeps the time zone the registrant chose, or the country's main zone", async () => {
      const zoneOf = async (email: string) => {
        const user = await userRow(t, email);
        return (await organizationById(t.app.deps, user?.organizationId ?? -1))?.timezone;
      };
      const canary = uniqueEmail('canary');
      expect((await register(t, canary, { country: 'ES', timezone: 'Atlantic/Canary' })).statusCode).toBe(
        200,
      );
      expect(await zoneOf(canary)).toBe('Atlantic/Canary');
      const madrid = uniqueEmail('madrid');
      expect((await register(t, madrid, { country: 'ES' })).statusCode).toBe(200);
      expect(await zoneOf(madrid)).toBe('Europe/Madrid');
      const response = await register(t, uniqueEmail('mars'), { timezone: 'Mars/Olympus' });
      expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toEqual({
        timezone: expect.any(String) as string,
      });
    });

    it('refuses an unknown country code', async () => {
      for (const country of ['XX', 'Sweden']) {
        const response = await register(t, uniqueEmail('country'), { country });
        expect(expectError(response, 400, 'VALIDATION_FAILED').fields, country).toEqual({
          country: 'Please choose a country.',
        });
      }
    });

    it('reports every missing field', async () => {
      const { token, cookie } = await csrfPair(t);
      const response = await post(t.app, '/api/register', { csrfToken: token }, { cookie });
      expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toEqual({
        orgName: 'This field is required.',
        orgOwnerName: 'This field is required.',
        email: 'This field is required.',
        password: 'This field is required.',
        city: 'This field is required.',
        state: 'This field is required.',
        country: 'This field is required.',
        terms: 'Please accept the terms to continue.',
      });
    });

    it('refuses names longer than 100 characters', async () => {
      const long = 'x'.repeat(101);
      const response = await register(t, uniqueEmail('long'), {
        orgName: long,
        orgOwnerName: long,
        city: long,
        state: long,
      });
      expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toEqual({
        orgName: 'Please use max 100 characters.',
        orgOwnerName: 'Please use max 100 characters.',
        city: 'Please use max 100 characters.',
        state: 'Please use max 100 characters.',
      });
    });

    it('refuses a malformed e-mail, a weak password and fields of the wrong type', async () => {
      const response = await register(t, 'not-an-email', {
        password: 'password',
        promoConsent: 'yes',
        orgName: 12,
      });
      expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toEqual({
        email: 'Please enter a valid email address.',
        password: 'The password needs an uppercase letter.',
        promoConsent: 'Please enter a valid value.',
        orgName: 'Please enter a valid value.',
      });
    });

    it('translates the field messages', async () => {
      const response = await register(
        t,
        uniqueEmail('sv'),
        { orgName: 'x'.repeat(101), password: 'Short1!' },
        { 'accept-language': 'sv' },
      );
      const error = expectError(response, 400, 'VALIDATION_FAILED');
      expect(error.message).toBe('Kontrollera de markerade fälten.');
      expect(error.fields).toEqual({
        orgName: 'Använd högst 100 tecken.',
        password: 'Lösenordet måste ha minst 8 tecken.',
      });
    });

    it('leaves no organization or user behind when it fails', async () => {
      const organizationsBefore = await countOrganizations(t);
      const usersBefore = await countUsers(t);
      const email = uniqueEmail('failed');
      expectError(await register(t, email, { country: 'XX' }), 400, 'VALIDATION_FAILED');
      expectError(await register(t, email, { csrfToken: 'forged' }), 400, 'CSRF_INVALID');
      expect(await countOrganizations(t)).toBe(organizationsBefore);
      expect(await countUsers(t)).toBe(usersBefore);
    });

    it('registers only one of two simultaneous sign-ups with the same e-mail, answering both alike', async () => {
      const email = uniqueEmail('race');
      const organizationsBefore = await countOrganizations(t);
      const [first, second] = await Promise.all([register(t, email), register(t, email)]);
      expect([first.statusCode, second.statusCode], `${first.body} ${second.body}`).toEqual([200, 200]);
      expect(first.json()).toEqual(second.json());
      expect(await countOrganizations(t)).toBe(organizationsBefore + 1);
      expect((await userRow(t, email))?.role).toBe('owner');
    });
  });

  describe('POST /api/register/verify', () => {
    it('confirms the address with the mailed code and logs the new owner in', async () => {
      const email = uniqueEmail('verify');
      await register(t, email);
      expectError(await login(email), 403, 'EMAIL_NOT_VERIFIED');
      const response = await verify(email, await codeFor(email));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, loggedIn: true });
      // the answer carries a session: the owner is in without typing the password again
      const session = response.cookies.find((cookie) => cookie.name === 'sessionKey');
      expect(session?.httpOnly).toBe(true);
      const status = await t.app.inject({
        method: 'GET',
        url: '/api/auth/status',
        headers: { cookie: cookiesOf(response) },
      });
      expect(status.json()).toEqual({ loggedIn: true });
      expect((await login(email)).statusCode).toBe(200);
    });

    it('accepts the address in another case', async () => {
      const email = uniqueEmail('verify-case');
      await register(t, email);
      expect((await verify(email.toUpperCase(), await codeFor(email))).statusCode).toBe(200);
    });

    it('refuses a wrong code with 400 INVALID_CODE', async () => {
      const email = uniqueEmail('wrong');
      await register(t, email);
      const error = expectError(await verify(email, wrongCode(await codeFor(email))), 400, 'INVALID_CODE');
      expect(error.message).toBe('The code is wrong or has expired.');
      expect(error.fields).toEqual({ code: 'The code is wrong or has expired.' });
      expectError(await login(email), 403, 'EMAIL_NOT_VERIFIED');
    });

    it('still accepts the right code after four wrong tries', async () => {
      const email = uniqueEmail('four');
      await register(t, email);
      const code = await codeFor(email);
      for (let attempt = 0; attempt < 4; attempt++) {
        expectError(await verify(email, wrongCode(code)), 400, 'INVALID_CODE');
      }
      expect((await verify(email, code)).statusCode).toBe(200);
    });

    it('refuses even the right code after five wrong tries', async () => {
      const email = uniqueEmail('five');
      await register(t, email);
      const code = await codeFor(email);
      for (let attempt = 0; attempt < 5; attempt++) {
        expectError(await verify(email, wrongCode(code)), 400, 'INVALID_CODE');
      }
      expectError(await verify(email, code), 400, 'INVALID_CODE');
      expectError(await login(email), 403, 'EMAIL_NOT_VERIFIED');
    });

    it('refuses a code older than 24 hours', async () => {
      const email = uniqueEmail('late');
      await register(t, email);
      const code = await codeFor(email);
      clock.advance(24 * HOUR_MS + 1000);
      expectError(await verify(email, code), 400, 'INVALID_CODE');
    });

    it('accepts a code used within its 24 hours', async () => {
      const email = uniqueEmail('in-time');
      await register(t, email);
      const code = await codeFor(email);
      clock.advance(23 * HOUR_MS);
      expect((await verify(email, code)).statusCode).toBe(200);
    });

    it('answers a confirmed address exactly like an address nobody registered', async () => {
      const email = uniqueEmail('twice');
      await register(t, email);
      const code = await codeFor(email);
      expect((await verify(email, code)).statusCode).toBe(200);
      const known = await verify(email, code);
      const unknown = await verify(uniqueEmail('ghost'), code);
      expectError(known, 400, 'INVALID_CODE');
      expect([known.statusCode, known.json()]).toEqual([unknown.statusCode, unknown.json()]);
    });

    it('answers INVALID_CODE for an address nobody registered', async () => {
      expectError(await verify(uniqueEmail('ghost'), '123456'), 400, 'INVALID_CODE');
    });

    it('refuses a code that is not 6 digits, and missing fields', async () => {
      const email = uniqueEmail('format');
      for (const code of ['12345', '1234567', 'abcdef', 123456]) {
        const response = await verify(email, code);
        expect(expectError(response, 400, 'VALIDATION_FAILED').fields, String(code)).toEqual({
          code:
            typeof code === 'number'
              ? 'Please enter a valid value.'
              : 'Enter the 6-digit code from the email.',
        });
      }
      const missing = await post(t.app, '/api/register/verify', {});
      expect(expectError(missing, 400, 'VALIDATION_FAILED').fields).toEqual({
        email: 'This field is required.',
        code: 'This field is required.',
      });
      const malformed = await post(
        t.app,
        '/api/register/verify',
        { email: 'nobody', code: '123456' },
        { 'accept-language': 'es' },
      );
      expect(expectError(malformed, 400, 'VALIDATION_FAILED').fields).toEqual({
        email: 'Introduce una dirección de correo electrónico válida.',
      });
    });
  });

  describe('POST /api/register/resend', () => {
    const resend = (email: string) => post(t.app, '/api/register/resend', { email });

    it('mails a new code that works, while the old one no longer does', async () => {
      const email = uniqueEmail('resend');
      await register(t, email);
      const old = await codeFor(email);
      let fresh = old;
      while (fresh === old) {
        const response = await resend(email);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true });
        fresh = await codeFor(email);
      }
      expectError(await verify(email, old), 400, 'INVALID_CODE');
      expect((await verify(email, fresh)).statusCode).toBe(200);
    });

    it('gives the new code a fresh count of tries', async () => {
      const email = uniqueEmail('resend-tries');
      await register(t, email);
      for (let attempt = 0; attempt < 5; attempt++) {
        await verify(email, wrongCode(await codeFor(email)));
      }
      await resend(email);
      expect((await verify(email, await codeFor(email))).statusCode).toBe(200);
    });

    it('answers 200 for an unknown address and mails nobody', async () => {
      const email = uniqueEmail('nobody');
      const response = await resend(email);
      expect(response.statusCode).toBe(200);
      expect(await mailsTo(t, email)).toEqual([]);
    });

    it('sends nothing to an address that is already verified', async () => {
      const email = uniqueEmail('done');
      await register(t, email);
      await verify(email, await codeFor(email));
      expect((await resend(email)).statusCode).toBe(200);
      expect(await mailsTo(t, email)).toHaveLength(1);
    });

    it('refuses a missing or malformed address', async () => {
      expect(
        expectError(await post(t.app, '/api/register/resend', {}), 400, 'VALIDATION_FAILED').fields,
      ).toEqual({ email: 'This field is required.' });
      expect(expectError(await resend('nobody@'), 400, 'VALIDATION_FAILED').fields).toEqual({
        email: 'Please enter a valid email address.',
      });
      expect(
        expectError(await post(t.app, '/api/register/resend', { email: 7 }), 400, 'VALIDATION_FAILED').fields,
      ).toEqual({ email: 'Please enter a valid value.' });
    });
  });
});
