import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/rate-limits.table.js';
import { countAttempt, sweepRateLimits } from '../db/rate-limits.js';
import { expectError, uniqueEmail } from '../../test/factories.js';
import { createTestApp, post, registerVerified, type TestApp } from '../../test/test-app.js';

const wrongLogin = (t: TestApp, email: string, headers: Record<string, string> = {}) =>
  post(t.app, '/api/auth/login', { email, password: 'Wrong#2026' }, headers);

describe('login limits across accounts and addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      TRUST_PROXY: 'true',
      RATE_LIMIT_LOGIN_ADDRESS_MAX: '15',
      RATE_LIMIT_LOGIN_ACCOUNT_MAX: '5',
    });
  });
  afterAll(() => t.close());

  it('refuses one address spraying passwords over 20 accounts once it used the per-address limit', async () => {
    const sprayer = { 'x-forwarded-for': '198.51.100.20' };
    const answers = [];
    for (let account = 0; account < 20; account++) {
      answers.push((await wrongLogin(t, uniqueEmail('sprayed'), sprayer)).statusCode);
    }
    expect(answers).toEqual([...Array<number>(15).fill(401), ...Array<number>(5).fill(429)]);
    expectError(await wrongLogin(t, uniqueEmail('sprayed'), sprayer), 429, 'RATE_LIMITED');
    // another address is not held back
    expectError(
      await wrongLogin(t, uniqueEmail('other'), { 'x-forwarded-for': '198.51.100.21' }),
      401,
      'INVALID_CREDENTIALS',
    );
  });

  it('refuses one account tried from many addresses once it used the per-account limit', async () => {
    const owner = await registerVerified(t, { email: uniqueEmail('targeted') });
    for (let address = 1; address <= 5; address++) {
      expectError(
        await wrongLogin(t, owner.email, { 'x-forwarded-for': `203.0.113.${address}` }),
        401,
        'INVALID_CREDENTIALS',
      );
    }
    const limited = await post(
      t.app,
      '/api/auth/login',
      { email: owner.email.toUpperCase(), password: owner.password },
      { 'x-forwarded-for': '203.0.113.99' },
    );
    expect(expectError(limited, 429, 'RATE_LIMITED').retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // another account from those addresses still logs in
    const colleague = await registerVerified(t, { email: uniqueEmail('colleague') });
    const login = await post(
      t.app,
      '/api/auth/login',
      { email: colleague.email, password: colleague.password },
      { 'x-forwarded-for': '203.0.113.1' },
    );
    expect(login.statusCode, login.body).toBe(200);
  });
});

describe('the rate-limit counters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('count attempts per key in a window from its first attempt, then start a new one', async () => {
    const { db } = t.app.deps;
    const at = new Date('2026-11-21T10:00:10Z');
    expect(await countAttempt(db, 'k', 60_000, at)).toEqual({
      count: 1,
      windowEnds: new Date('2026-11-21T10:01:10Z'),
    });
    expect((await countAttempt(db, 'k', 60_000, new Date('2026-11-21T10:01:09Z'))).count).toBe(2);
    expect((await countAttempt(db, 'other', 60_000, at)).count).toBe(1);
    const next = await countAttempt(db, 'k', 60_000, new Date('2026-11-21T10:01:10Z'));
    expect(next).toEqual({ count: 1, windowEnds: new Date('2026-11-21T10:02:10Z') });
  });

  it('are removed once their window has ended', async () => {
    const { db } = t.app.deps;
    await countAttempt(db, 'swept', 60_000, new Date('2026-11-21T11:00:00Z'));
    await countAttempt(db, 'kept', 60_000, new Date('2026-11-21T11:05:00Z'));
    await sweepRateLimits(db, new Date('2026-11-21T11:05:30Z'));
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toEqual(['kept']);
    const [left] = await db.select({ rows: count() }).from(rateLimits);
    expect(left?.rows).toBe(1);
  });
});
