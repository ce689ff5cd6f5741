import { describe, expect, it } from 'vitest';
import { isConnectionLost, isUniqueViolation } from './errors.js';

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

describe('isConnectionLost', () => {
  it('recognises a connection the database ended, also when a query error wraps it', () => {
    const terminated = { code: '57P01', message: 'terminating connection due to administrator command' };
    expect(isConnectionLost(terminated)).toBe(true);
    expect(isConnectionLost(new Error('Failed query', { cause: terminated }))).toBe(true);
    expect(isConnectionLost({ code: '57P03' })).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true);
  });

  it('recognises the driver saying its socket closed', () => {
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(new Error('Failed query', { cause: new Error('Connection terminated') }))).toBe(
      true,
    );
    expect(isConnectionLost(new Error('Client was closed and is not queryable'))).toBe(true);
  });

  it('is false for other errors', () => {
    expect(isConnectionLost({ code: '23505' })).toBe(false);
    expect(isConnectionLost(new Error('boom'))).toBe(false);
    expect(isConnectionLost(undefined)).toBe(false);
  });
});
