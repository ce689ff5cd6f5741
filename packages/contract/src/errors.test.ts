import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ZApiError, loginErrorCode } from './errors.js';
import { SHARED_CATALOG, translateMessage } from './catalog.js';
import { LOCALES } from './locale.js';
import { messageKey, parseMessage } from './messages.js';

describe('loginErrorCode (spec section 8)', () => {
  it('maps status 400 to code 2', () => {
    expect(loginErrorCode(400)).toBe(2);
  });

  it('maps 401, 403 and any other failure to code 1', () => {
    for (const status of [401, 403, 404, 429, 500, 0]) expect(loginErrorCode(status), String(status)).toBe(1);
  });
});

describe('translateMessage', () => {
  it('gives the login failure in all four languages', () => {
    expect(translateMessage('en', 'errors.INVALID_CREDENTIALS')).toBe(
      'Please check that your email and password is correct.',
    );
    expect(translateMessage('es', 'errors.INVALID_CREDENTIALS')).toBe(
      'Comprueba que tu correo electrónico y tu contraseña sean correctos.',
    );
    expect(translateMessage('fr', 'errors.INVALID_CREDENTIALS')).toBe(
      'Veuillez vérifier que votre e-mail et votre mot de passe sont corrects.',
    );
    expect(translateMessage('sv', 'errors.INVALID_CREDENTIALS')).toBe(
      'Kontrollera att din e-postadress och ditt lösenord är korrekta.',
    );
  });

  it("uses the spec's wording for the messages it names", () => {
    expect(translateMessage('en', 'errors.EMAIL_NOT_VERIFIED')).toBe('Email not verified.');
    expect(translateMessage('en', 'errors.EMAIL_EXISTS')).toBe(
      'The email is already in use, please use a different one.',
    );
    expect(translateMessage('en', 'validation.passwordMismatch')).toBe('Password does not match');
    expect(translateMessage('en', 'errors.REGISTRATION_FAILED')).toBe(
      'Failed to register. Please check the details entered and try again.',
    );
  });

  it('fills {{max}} from the parameters carried in the key', () => {
    const key = messageKey('validation.tooLong', { max: 100 });
    expect(translateMessage('en', key)).toBe('Please use max 100 characters.');
    expect(translateMessage('es', key)).toBe('Usa como máximo 100 caracteres.');
    expect(translateMessage('fr', key)).toBe('Utilisez au maximum 100 caractères.');
    expect(translateMessage('sv', key)).toBe('Använd högst 100 tecken.');
  });

  it('fills {{seconds}} from extra parameters', () => {
    expect(translateMessage('en', 'errors.RATE_LIMITED', { seconds: 42 })).toBe(
      'Too many attempts. Please try again in 42 seconds.',
    );
    expect(translateMessage('es', 'errors.RATE_LIMITED', { seconds: 42 })).toBe(
      'Demasiados intentos. Vuelve a intentarlo en 42 segundos.',
    );
    expect(translateMessage('fr', 'errors.RATE_LIMITED', { seconds: 42 })).toBe(
      'Trop de tentatives. Réessayez dans 42 secondes.',
    );
    expect(translateMessage('sv', 'errors.RATE_LIMITED', { seconds: 42 })).toBe(
      'För många försök. Försök igen om 42 sekunder.',
    );
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(translateMessage('en', 'validation.tooLong')).toBe('Please use max {{max}} characters.');
  });

  it('answers an unknown key unchanged', () => {
    expect(translateMessage('sv', 'errors.NO_SUCH_CODE')).toBe('errors.NO_SUCH_CODE');
    expect(translateMessage('es', 'validation.noSuchRule|{"max":3}')).toBe('validation.noSuchRule|{"max":3}');
    expect(translateMessage('fr', 'mail.subject')).toBe('mail.subject');
    expect(translateMessage('en', 'plain words')).toBe('plain words');
  });

  it('has a message for every error code in every language', () => {
    for (const locale of LOCALES) {
      for (const code of ERROR_CODES) {
        const message = translateMessage(locale, `errors.${code}`);
        expect(message, `${locale} ${code}`).not.toBe(`errors.${code}`);
        expect(message.length, `${locale} ${code}`).toBeGreaterThan(0);
      }
    }
  });

  it('has the same keys and placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const namespace of ['errors', 'validation'] as const) {
      const english = SHARED_CATALOG.en[namespace];
      for (const locale of LOCALES) {
        const catalog = SHARED_CATALOG[locale][namespace];
        expect(Object.keys(catalog).sort(), `${locale} ${namespace}`).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(english)) {
          expect(placeholders(catalog[key] ?? ''), `${locale} ${namespace}.${key}`).toEqual(
            placeholders(text),
          );
        }
      }
    }
  });
});

describe('message keys', () => {
  it('carry their parameters after a bar and read back the same', () => {
    const key = messageKey('validation.tooLong', { max: 100 });
    expect(key).toBe('validation.tooLong|{"max":100}');
    expect(parseMessage(key)).toEqual({ key: 'validation.tooLong', params: { max: 100 } });
  });

  it('have no bar without parameters', () => {
    expect(messageKey('validation.required')).toBe('validation.required');
    expect(messageKey('validation.required', {})).toBe('validation.required');
    expect(parseMessage('validation.required')).toEqual({ key: 'validation.required', params: {} });
  });

  it('survive broken parameters', () => {
    expect(parseMessage('validation.tooLong|{not json')).toEqual({ key: 'validation.tooLong', params: {} });
    expect(translateMessage('en', 'validation.tooLong|{not json')).toBe('Please use max {{max}} characters.');
  });
});

describe('the API error shape', () => {
  it('accepts code, message, fields and retryAfterSeconds', () => {
    const body = {
      error: { code: 'RATE_LIMITED', message: 'Too many', fields: { email: 'x' }, retryAfterSeconds: 3 },
    };
    expect(ZApiError.parse(body)).toEqual(body);
  });

  it('refuses a body without code or message', () => {
    expect(ZApiError.safeParse({ error: { code: 'X' } }).success).toBe(false);
    expect(ZApiError.safeParse({ message: 'X' }).success).toBe(false);
  });
});
