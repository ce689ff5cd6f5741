import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptCode } from '../../test/devices.js';
import { expectError, organizationWithMember, uniqueEmail } from '../../test/factories.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';

describe('rate limits on PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const settings = { RATE_LIMIT_LOGIN_MAX: '4' };
    a = await createTestApp(settings);
    b = await createTestApp({ ...settings, DATABASE_URL: String(a.config.DATABASE_URL) });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('shares the counters between two app instances on one database', async () => {
    const email = uniqueEmail('balanced');
    const wrong = (t: TestApp) => post(t.app, '/api/auth/login', { email, password: 'Wrong#2026' });
    // a load balancer sends the tries to both instances in turn
    for (const instance of [a, b, a, b]) expectError(await wrong(instance), 401, 'INVALID_CREDENTIALS');
    expectError(await wrong(a), 429, 'RATE_LIMITED');
    expectError(await wrong(b), 429, 'RATE_LIMITED');
  });

  it('looks at no more wrong pairing codes than the budget, however many arrive at once', async () => {
    const owner = await organizationWithMember(a);
    // no screen shows these codes: every one of them is wrong
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, index) =>
        acceptCode(index % 2 === 0 ? a : b, owner, String(index).padStart(4, '0')),
      ),
    );
    const looked = answers.filter((answer) => answer.statusCode === 400);
    for (const answer of looked) expectError(answer, 400, 'DEVICE_PAIRING_FAILED');
    expect(looked).toHaveLength(4);
    const refused = answers.filter((answer) => answer.statusCode !== 400);
    for (const answer of refused) expectError(answer, 429, 'RATE_LIMITED');
    expect(refused).toHaveLength(116);
  });
});
