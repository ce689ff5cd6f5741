import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createMember, expectError, logIn, uniqueEmail, type LoggedIn } from '../../test/factories.js';
import { createTestApp, post, registerVerified, testClock, type TestApp } from '../../test/test-app.js';
import { registerGuard } from './guard.js';

const DAY_MS = 86_400_000;

/**
 * The guard on probe routes of the real app: no section that uses a capability exists yet, so these
 * routes stand in for the media, device and user routes that will declare one.
 */
describe('the permission guard', () => {
  const clock = testClock();
  let t: TestApp;
  let owner: LoggedIn;
  let screenManager: LoggedIn;

  beforeAll(async () => {
    // sessions outlive the trial here, so the expiry seen is the licence's
    t = await createTestApp({ SESSION_TTL_DAYS: '90' }, { now: clock.now });
    await t.app.register(
      async (api) => {
        // a read and a change need paths of their own: GET and POST on one path share an operation id
        api.get('/probe/media/list', { config: { permission: 'media' } }, async () => ({ seen: true }));
        api.post('/probe/media/update', { config: { permission: 'media' } }, async () => ({
          changed: true,
        }));
        api.post('/probe/account', { config: { permission: 'session' } }, async () => ({ changed: true }));
      },
      { prefix: '/api' },
    );
    const registered = await registerVerified(t, { email: uniqueEmail('guard-owner') });
    owner = await logIn(t, registered.email, registered.password);
    const member = await createMember(t, owner.organizationId, 'screen_manager');
    screenManager = await logIn(t, member.email, member.password);
  });
  afterAll(() => t.close());

  it('lets a role with the capability through', async () => {
    const response = await post(t.app, '/api/probe/media/update', {}, { cookie: owner.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ changed: true });
  });

  it('refuses a role without the capability with 403', async () => {
    expectError(
      await post(t.app, '/api/probe/media/update', {}, { cookie: screenManager.cookie }),
      403,
      'FORBIDDEN',
    );
  });

  it('refuses a caller without a session with 401', async () => {
    expectError(await post(t.app, '/api/probe/media/update', {}), 401, 'UNAUTHORIZED');
  });

  it('makes an expired trial read-only: reads pass, changes are refused, account actions still work', async () => {
    clock.advance(31 * DAY_MS);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/probe/media/list',
      headers: { cookie: owner.cookie },
    });
    expect(read.statusCode).toBe(200);
    const write = expectError(
      await post(t.app, '/api/probe/media/update', {}, { cookie: owner.cookie }),
      403,
      'LICENSE_EXPIRED',
    );
    expect(write.message).toBe(
      "Your organization's license has expired. Please contact your administrator to renew it.",
    );
    expect((await post(t.app, '/api/probe/account', {}, { cookie: owner.cookie })).statusCode).toBe(200);
  });
});

describe('route declarations', () => {
  it('refuse an /api route that does not declare its permission', () => {
    const app = Fastify();
    registerGuard(app, async () => null);
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/does not declare its permission/);
  });
});
