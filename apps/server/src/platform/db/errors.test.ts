import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors.js';

const violation = { code: '23505', constraint: 'users_email_unique' };

describe('isUniqueViolation', () => {
  it('recognises a unique violation, also when a query error wraps it', () => {
    expect(isUniqueViolation(violation)).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: violation }))).toBe(true);
    expect(isUniqueViolation(new Error('outer', { cause: new Error('inner', { cause: violation }) }))).toBe(
      true,
    );
  });

  it('checks the constraint when one is named', () => {
    expect(isUniqueViolation(violation, 'users_email_unique')).toBe(true);
    expect(isUniqueViolation(violation, 'sessions_key_hash_unique')).toBe(false);
  });

  it('is false for other errors', () => {
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
