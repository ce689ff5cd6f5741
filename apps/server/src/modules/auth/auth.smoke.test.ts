import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginCookie, post, registerVerified, type TestApp } from '../../test/test-app.js';

describe('a registered owner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs in after confirming the e-mail and is known to /auth/check', async () => {
    const owner = await registerVerified(t);
    const cookie = await loginCookie(t, owner.email, owner.password);
    const check = await post(t.app, '/api/auth/check', { path: '/home' }, { cookie });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ loggedIn: true, role: { name: 'owner' }, licenseStatus: 'valid' });
  });
});
