import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLoginResponse } from '@placard/contract';
import { expectError, register, uniqueEmail } from '../../test/factories.js';
import { createTestApp, post, registerVerified, STRONG_PASSWORD, type TestApp } from '../../test/test-app.js';

const WRONG_LOGIN = 'Please check that your email and password is correct.';

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the session and the user in the shape the spec lists', async () => {
    const owner = await registerVerified(t, { email: uniqueEmail('login') });
    const response = await post(t.app, '/api/auth/login', { email: owner.email, password: owner.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'eula',
        'fullname',
        'id',
        'licenseStatus',
        'locale',
        'localeSet',
        'organizationId',
        'role',
        'sessionKey',
      ].sort(),
    );
    expect(ZLoginResponse.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      fullname: 'Ada Owner',
      eula: false,
      localeSet: false,
      locale: 'en',
      role: 'owner',
      licenseStatus: 'valid',
    });
    expect(body.sessionKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('sets the session key in an HttpOnly, SameSite=Lax cookie named sessionKey', async () => {
    const owner = await registerVerified(t, { email: uniqueEmail('cookie') });
    const response = await post(t.app, '/api/auth/login', { email: owner.email, password: owner.password });
    const cookie = response.cookies.find((c) => c.name === 'sessionKey');
    expect(cookie).toMatchObject({
      value: response.json().sessionKey,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 30 * 86_400,
    });
    expect(cookie?.secure).toBeFalsy();
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
  });

  it('gives every login its own session key', async () => {
    const owner = await registerVerified(t, { email: uniqueEmail('twice') });
    const first = await post(t.app, '/api/auth/login', { email: owner.email, password: owner.password });
    const second = await post(t.app, '/api/auth/login', { email: owner.email, password: owner.password });
    expect(first.json().sessionKey).not.toBe(second.json().sessionKey);
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const owner = await registerVerified(t, { email: uniqueEmail('casing') });
    const response = await post(t.app, '/api/auth/login', {
      email: `  ${owner.email.toUpperCase()} `,
      password: owner.password,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers the language the user registered in', async () => {
    const email = uniqueEmail('sv');
    expect((await register(t, email, {}, { 'accept-language': 'sv-SE,sv;q=0.9' })).statusCode).toBe(200);
    const code = (await t.lastMailTo(email)).code;
    expect((await post(t.app, '/api/register/verify', { email, code })).statusCode).toBe(200);
    const response = await post(t.app, '/api/auth/login', { email, password: STRONG_PASSWORD });
    expect(response.json()).toMatchObject({ locale: 'sv', localeSet: false });
  });

  it('refuses a wrong password with 401 INVALID_CREDENTIALS and no cookie', async () => {
    const owner = await registerVerified(t, { email: uniqueEmail('wrongpw') });
    const response = await post(t.app, '/api/auth/login', { email: owner.email, password: 'Signage#2027' });
    const error = expectError(response, 401, 'INVALID_CREDENTIALS');
    expect(error.message).toBe(WRONG_LOGIN);
    expect(error.fields).toBeUndefined();
    expect(response.cookies.find((c) => c.name === 'sessionKey')).toBeUndefined();
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const response = await post(t.app, '/api/auth/login', {
      email: uniqueEmail('nobody'),
      password: STRONG_PASSWORD,
    });
    const error = expectError(response, 401, 'INVALID_CREDENTIALS');
    expect(error.message).toBe(WRONG_LOGIN);
  });

  it('refuses an owner whose e-mail is not verified with 403 EMAIL_NOT_VERIFIED', async () => {
    const email = uniqueEmail('unverified');
    expect((await register(t, email)).statusCode).toBe(200);
    const response = await post(t.app, '/api/auth/login', { email, password: STRONG_PASSWORD });
    expect(expectError(response, 403, 'EMAIL_NOT_VERIFIED').message).toBe('Email not verified.');
  });

  it('does not reveal that an unverified address exists to someone with the wrong password', async () => {
    const email = uniqueEmail('unverified-wrong');
    expect((await register(t, email)).statusCode).toBe(200);
    const response = await post(t.app, '/api/auth/login', { email, password: 'Signage#2027' });
    expectError(response, 401, 'INVALID_CREDENTIALS');
  });

  it('translates the failure into the language the browser asks for', async () => {
    const body = { email: uniqueEmail('nobody'), password: STRONG_PASSWORD };
    const cases = {
      es: 'Comprueba que tu correo electrónico y tu contraseña sean correctos.',
      fr: 'Veuillez vérifier que votre e-mail et votre mot de passe sont corrects.',
      sv: 'Kontrollera att din e-postadress och ditt lösenord är korrekta.',
    };
    for (const [language, message] of Object.entries(cases)) {
      const response = await post(t.app, '/api/auth/login', body, { 'accept-language': language });
      expect(expectError(response, 401, 'INVALID_CREDENTIALS').message).toBe(message);
    }
  });

  it('reports missing fields as required', async () => {
    const error = expectError(await post(t.app, '/api/auth/login', {}), 400, 'VALIDATION_FAILED');
    expect(error.message).toBe('Please check the highlighted fields.');
    expect(error.fields).toEqual({ email: 'This field is required.', password: 'This field is required.' });
  });

  it('reports an empty password as required', async () => {
    const response = await post(t.app, '/api/auth/login', { email: uniqueEmail(), password: '' });
    expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toEqual({
      password: 'This field is required.',
    });
  });

  it('reports fields of the wrong type', async () => {
    const response = await post(t.app, '/api/auth/login', { email: 42, password: ['Signage#2026'] });
    expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toEqual({
      email: 'Please enter a valid value.',
      password: 'Please enter a valid value.',
    });
  });

  it('reports a malformed e-mail address', async () => {
    const response = await post(t.app, '/api/auth/login', { email: 'ada.example.com', password: 'x' });
    expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toEqual({
      email: 'Please enter a valid email address.',
    });
  });

  it('reports overlong values', async () => {
    const response = await post(t.app, '/api/auth/login', {
      email: `${'a'.repeat(250)}@example.com`,
      password: 'p'.repeat(129),
    });
    expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toEqual({
      email: 'Please use max 254 characters.',
      password: 'Please use max 128 characters.',
    });
  });

  it('translates field messages too', async () => {
    const response = await post(
      t.app,
      '/api/auth/login',
      { email: 'not-an-address' },
      { 'accept-language': 'es' },
    );
    const error = expectError(response, 400, 'VALIDATION_FAILED');
    expect(error.message).toBe('Revisa los campos marcados.');
    expect(error.fields).toEqual({
      email: 'Introduce una dirección de correo electrónico válida.',
      password: 'Este campo es obligatorio.',
    });
  });
});

describe('login with RATE_LIMIT_LOGIN_MAX 3, behind an HTTPS proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '3', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure when the request came over HTTPS', async () => {
    const owner = await registerVerified(t, { email: uniqueEmail('secure') });
    const response = await post(
      t.app,
      '/api/auth/login',
      { email: owner.email, password: owner.password },
      { 'x-forwarded-proto': 'https' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'sessionKey')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      secure: true,
    });
  });

  it('answers 429 RATE_LIMITED with retryAfterSeconds and a retry-after header after too many tries', async () => {
    const owner = await registerVerified(t, { email: uniqueEmail('limited') });
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await post(t.app, '/api/auth/login', { email: owner.email, password: 'Wrong#2026' });
      expectError(response, 401, 'INVALID_CREDENTIALS');
    }
    const limited = await post(t.app, '/api/auth/login', { email: owner.email, password: owner.password });
    const error = expectError(limited, 429, 'RATE_LIMITED');
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(limited.headers['retry-after']).toBe(String(error.retryAfterSeconds));
    expect(error.message).toBe(`Too many attempts. Please try again in ${error.retryAfterSeconds} seconds.`);
    expect(limited.cookies.find((c) => c.name === 'sessionKey')).toBeUndefined();
  });

  it('translates the rate-limit message with the seconds to wait', async () => {
    const email = uniqueEmail('limited-es');
    for (let attempt = 0; attempt < 3; attempt++) {
      await post(t.app, '/api/auth/login', { email, password: 'Wrong#2026' });
    }
    const limited = await post(
      t.app,
      '/api/auth/login',
      { email, password: 'Wrong#2026' },
      { 'accept-language': 'es' },
    );
    const error = expectError(limited, 429, 'RATE_LIMITED');
    expect(error.message).toBe(
      `Demasiados intentos. Vuelve a intentarlo en ${error.retryAfterSeconds} segundos.`,
    );
  });

  it('counts per e-mail address, so one locked-out address does not lock out a colleague', async () => {
    const colleague = await registerVerified(t, { email: uniqueEmail('colleague') });
    const other = uniqueEmail('attacked');
    for (let attempt = 0; attempt < 4; attempt++) {
      await post(t.app, '/api/auth/login', { email: other, password: 'Wrong#2026' });
    }
    expectError(await post(t.app, '/api/auth/login', { email: other, password: 'x' }), 429, 'RATE_LIMITED');
    const response = await post(t.app, '/api/auth/login', {
      email: colleague.email,
      password: colleague.password,
    });
    expect(response.statusCode).toBe(200);
  });

  it('counts an address in any case as the same address', async () => {
    const email = uniqueEmail('casing');
    for (let attempt = 0; attempt < 3; attempt++) {
      await post(t.app, '/api/auth/login', { email, password: 'Wrong#2026' });
    }
    const upper = await post(t.app, '/api/auth/login', {
      email: email.toUpperCase(),
      password: 'Wrong#2026',
    });
    expectError(upper, 429, 'RATE_LIMITED');
  });

  it('limits password reset requests for one address (5 a minute by default)', async () => {
    const email = uniqueEmail('reset-limit');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await post(t.app, '/api/auth/requestPasswordReset', { email })).statusCode).toBe(200);
    }
    const limited = await post(t.app, '/api/auth/requestPasswordReset', { email });
    expect(expectError(limited, 429, 'RATE_LIMITED').retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('limits guessing of reset links (10 a minute by default)', async () => {
    const body = { password: STRONG_PASSWORD, passwordRepeat: STRONG_PASSWORD };
    for (let attempt = 0; attempt < 10; attempt++) {
      const guess = await post(t.app, '/api/auth/changePasswordToken', {
        ...body,
        token: `guess-${attempt}`,
      });
      expectError(guess, 400, 'INVALID_TOKEN');
    }
    const limited = await post(t.app, '/api/auth/changePasswordToken', { ...body, token: 'guess-10' });
    expectError(limited, 429, 'RATE_LIMITED');
  });
});
