import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, uniqueEmail } from '../../test/factories.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { ZTrustProxy } from './trust-proxy.js';

describe('the TRUST_PROXY setting', () => {
  it('trusts no proxy when off, one hop for true, and a number of hops', () => {
    for (const off of ['false', 'no', '0']) expect(ZTrustProxy.parse(off)).toBe(false);
    expect(ZTrustProxy.parse('true')).toBe(1);
    expect(ZTrustProxy.parse('yes')).toBe(1);
    expect(ZTrustProxy.parse('2')).toBe(2);
  });

  it('takes proxy addresses and CIDR ranges', () => {
    expect(ZTrustProxy.parse('10.0.0.5, 192.168.0.0/16,fd00::/8 , loopback')).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses what is neither, naming it', () => {
    for (const wrong of ['maybe', '10.0.0.300', '10.0.0.0/33', '10.0.0.1, proxy.example.com']) {
      const parsed = ZTrustProxy.safeParse(wrong);
      expect(parsed.success, wrong).toBe(false);
    }
    expect(ZTrustProxy.safeParse('10.0.0.1, proxy.example.com').error?.issues[0]?.message).toMatch(
      /proxy\.example\.com/,
    );
  });
});

/** Logs in with a wrong password, claiming to be someone else in X-Forwarded-For. */
const spoofedLogin = (t: TestApp, email: string, claimed: string) =>
  post(t.app, '/api/auth/login', { email, password: 'Wrong#2026' }, { 'x-forwarded-for': claimed });

describe.each([
  ['one proxy (true)', 'true'],
  ['the proxy at 127.0.0.1', '127.0.0.1'],
])('behind %s', (_name, trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '3', TRUST_PROXY: trustProxy });
  });
  afterAll(() => t.close());

  it('takes the address the proxy saw, so a client cannot pick its own to escape the login limit', async () => {
    const email = uniqueEmail('spoofer');
    // the proxy (the test's own connection, 127.0.0.1) appends the address it saw, 198.51.100.4, to
    // whatever the client wrote
    for (let attempt = 0; attempt < 3; attempt++) {
      expectError(
        await spoofedLogin(t, email, `10.9.${attempt}.1, 198.51.100.4`),
        401,
        'INVALID_CREDENTIALS',
      );
    }
    expectError(await spoofedLogin(t, email, '10.9.99.1, 198.51.100.4'), 429, 'RATE_LIMITED');
  });

  it('still tells clients apart by the address the trusted proxy reports', async () => {
    const email = uniqueEmail('shared');
    for (let attempt = 0; attempt < 3; attempt++) {
      await post(t.app, '/api/auth/login', { email, password: 'x' }, { 'x-forwarded-for': '203.0.113.7' });
    }
    expectError(
      await post(t.app, '/api/auth/login', { email, password: 'x' }, { 'x-forwarded-for': '203.0.113.7' }),
      429,
      'RATE_LIMITED',
    );
    const other = await post(
      t.app,
      '/api/auth/login',
      { email, password: 'x' },
      { 'x-forwarded-for': '203.0.113.8' },
    );
    expectError(other, 401, 'INVALID_CREDENTIALS');
  });
});
