import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ZChangePasswordTokenRequest,
  ZRegisterRequest,
  ZSetNameRequest,
  ZVerifyRequest,
  zEmail,
  zPassword,
} from './index.js';

/** The messages of a failed parse, keyed by field path ('' for the value itself). */
function messagesOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    (messages[path] ??= []).push(issue.message);
  }
  return messages;
}

describe('the password rule', () => {
  it('accepts a password with 8 characters, lower and upper case, a number and a symbol', () => {
    expect(zPassword.safeParse('Signage#2026').success).toBe(true);
    expect(zPassword.safeParse('aB3$efgh').success).toBe(true);
  });

  it('asks for at least 8 characters', () => {
    expect(messagesOf(zPassword, 'aB3$efg')['']).toEqual(['validation.passwordMin|{"min":8}']);
  });

  it('asks for a lowercase letter', () => {
    expect(messagesOf(zPassword, 'SIGNAGE#2026')['']).toEqual(['validation.passwordLowercase']);
  });

  it('asks for an uppercase letter', () => {
    expect(messagesOf(zPassword, 'signage#2026')['']).toEqual(['validation.passwordUppercase']);
  });

  it('asks for a number', () => {
    expect(messagesOf(zPassword, 'Signage#abcd')['']).toEqual(['validation.passwordNumber']);
  });

  it('asks for a symbol', () => {
    expect(messagesOf(zPassword, 'Signage2026')['']).toEqual(['validation.passwordSymbol']);
  });

  it('counts a space or an accented letter as a symbol', () => {
    expect(zPassword.safeParse('Signage 2026').success).toBe(true);
    expect(zPassword.safeParse('Signagé2026').success).toBe(true);
  });

  it('reports every rule a password breaks', () => {
    expect(messagesOf(zPassword, 'abc')['']).toEqual([
      'validation.passwordMin|{"min":8}',
      'validation.passwordUppercase',
      'validation.passwordNumber',
      'validation.passwordSymbol',
    ]);
  });

  it('refuses a password longer than 128 characters', () => {
    expect(zPassword.safeParse(`Aa1!${'x'.repeat(124)}`).success).toBe(true);
    expect(messagesOf(zPassword, `Aa1!${'x'.repeat(125)}`)['']).toEqual(['validation.tooLong|{"max":128}']);
  });
});

describe('the e-mail field', () => {
  it('trims and lower-cases the address', () => {
    expect(zEmail.parse('  Ada.Owner@Example.COM ')).toBe('ada.owner@example.com');
  });

  it('refuses an address that is not an e-mail', () => {
    for (const value of ['ada', 'ada@', '@example.com', 'ada example@example.com', 'ada@@example.com']) {
      expect(messagesOf(zEmail, value)[''], value).toEqual(['validation.email']);
    }
  });

  it('says an empty address is required', () => {
    expect(messagesOf(zEmail, '')['']).toEqual(['validation.required']);
    expect(messagesOf(zEmail, '   ')['']).toEqual(['validation.required']);
  });

  it('says a missing or non-text address is required or invalid', () => {
    expect(messagesOf(zEmail, undefined)['']).toEqual(['validation.required']);
    expect(messagesOf(zEmail, 42)['']).toEqual(['validation.invalidType|{"expected":"string"}']);
  });

  it('refuses an address longer than 254 characters', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(long).toHaveLength(254);
    expect(zEmail.safeParse(long).success).toBe(true);
    expect(messagesOf(zEmail, `a${long}`)['']).toEqual(['validation.tooLong|{"max":254}']);
  });
});

describe('the repeated password', () => {
  const base = { token: 'a-reset-token', password: 'Signage#2026' };

  it('is accepted when it matches', () => {
    expect(ZChangePasswordTokenRequest.safeParse({ ...base, passwordRepeat: 'Signage#2026' }).success).toBe(
      true,
    );
  });

  it('is reported on passwordRepeat when it does not match', () => {
    expect(messagesOf(ZChangePasswordTokenRequest, { ...base, passwordRepeat: 'Signage#2027' })).toEqual({
      passwordRepeat: ['validation.passwordMismatch'],
    });
  });

  it('is required', () => {
    expect(messagesOf(ZChangePasswordTokenRequest, base).passwordRepeat).toEqual(['validation.required']);
  });
});

describe('names and other fields', () => {
  it('refuses a name over 100 characters with the maximum as a parameter', () => {
    expect(ZSetNameRequest.safeParse({ name: 'n'.repeat(100) }).success).toBe(true);
    expect(messagesOf(ZSetNameRequest, { name: 'n'.repeat(101) })).toEqual({
      name: ['validation.tooLong|{"max":100}'],
    });
  });

  it('trims a name and refuses one made of spaces', () => {
    expect(ZSetNameRequest.parse({ name: '  Ada Owner ' })).toEqual({ name: 'Ada Owner' });
    expect(messagesOf(ZSetNameRequest, { name: '   ' })).toEqual({ name: ['validation.required'] });
  });

  it('wants the verification code as 6 digits', () => {
    expect(ZVerifyRequest.safeParse({ email: 'a@example.com', code: ' 123456 ' }).success).toBe(true);
    for (const code of ['12345', '1234567', '12a456']) {
      expect(messagesOf(ZVerifyRequest, { email: 'a@example.com', code }), code).toEqual({
        code: ['validation.code'],
      });
    }
  });

  describe('the registration form', () => {
    const valid = {
      orgName: 'Lobby Screens AB',
      orgOwnerName: 'Ada Owner',
      email: 'ada@example.com',
      password: 'Signage#2026',
      city: 'Malmö',
      state: 'Skåne',
      country: 'SE',
      csrfToken: 'token',
      terms: true,
    };

    it('accepts a complete form and defaults the promotion consent to false', () => {
      expect(ZRegisterRequest.parse(valid)).toMatchObject({ promoConsent: false, country: 'SE' });
    });

    it('requires the terms to be accepted', () => {
      expect(messagesOf(ZRegisterRequest, { ...valid, terms: false })).toEqual({
        terms: ['validation.terms'],
      });
      expect(messagesOf(ZRegisterRequest, { ...valid, terms: undefined })).toEqual({
        terms: ['validation.terms'],
      });
    });

    it('requires a known country code', () => {
      expect(messagesOf(ZRegisterRequest, { ...valid, country: 'XX' })).toEqual({
        country: ['validation.country'],
      });
      expect(messagesOf(ZRegisterRequest, { ...valid, country: '' }).country?.[0]).toBe(
        'validation.required',
      );
    });

    it('requires every organization and owner field', () => {
      const messages = messagesOf(ZRegisterRequest, {});
      for (const field of ['orgName', 'orgOwnerName', 'email', 'password', 'city', 'state', 'country']) {
        expect(messages[field], field).toEqual(['validation.required']);
      }
    });
  });
});
