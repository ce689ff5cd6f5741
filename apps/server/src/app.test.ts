import { gunzipSync } from 'node:zlib';
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZHealth, zPassword } from '@placard/contract';
import { expectError, logIn } from './test/factories.js';
import { createTestApp, post, type TestApp } from './test/test-app.js';
import { organizations } from './modules/organizations/organizations.table.js';
import { ensureRootOrganization } from './modules/organizations/root.usecases.js';
import { serverVersion } from './platform/paths.js';

describe('the platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  describe('GET /api/health', () => {
    it('says the server and its database are up', async () => {
      const response = await get('/api/health');
      expect(response.statusCode).toBe(200);
      expect(ZHealth.parse(response.json())).toEqual({
        status: 'ok',
        database: 'up',
        version: serverVersion(),
      });
    });
  });

  describe('GET /api/config', () => {
    it('answers the public settings the web app needs before login', async () => {
      const response = await get('/api/config');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        languageMenu: true,
        version: serverVersion(),
        androidAppUrl: null,
        playerUrl: `${t.config.PUBLIC_URL}/player`,
      });
    });

    it('offers the Android app where the operator set its download address', async () => {
      const withApp = await createTestApp({
        PUBLIC_URL: 'https://signage.example.com',
        ANDROID_APP_URL: 'https://downloads.example.com/placard.apk',
      });
      try {
        const response = await withApp.app.inject({ method: 'GET', url: '/api/config' });
        expect(response.json()).toMatchObject({
          androidAppUrl: 'https://downloads.example.com/placard.apk',
          playerUrl: 'https://signage.example.com/player',
        });
      } finally {
        await withApp.close();
      }
    });
  });

  describe('GET /api/docs/json', () => {
    it('is an OpenAPI document of every call', async () => {
      const response = await get('/api/docs/json');
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.openapi).toMatch(/^3\./);
      expect(document.info.title).toBe('Placard API');
      // every route the guard knows, so a new call cannot miss the documentation
      const routes = t.app.guardedRoutes.filter((route) => route.method !== 'HEAD');
      expect(routes.length).toBeGreaterThan(60);
      for (const route of routes) {
        const path = route.url.replace(/:(\w+)/g, '{$1}');
        const method = route.method.toLowerCase();
        expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
        expect(document.paths[path][method].summary, `${method} ${path} has a summary`).toBeTruthy();
      }
    });

    it('describes the login body from the shared schema', async () => {
      const document = (await get('/api/docs/json')).json();
      const login = document.paths['/api/auth/login'].post;
      const schema = login.requestBody.content['application/json'].schema;
      expect(schema.required).toEqual(expect.arrayContaining(['email', 'password']));
      expect(Object.keys(login.responses)).toContain('200');
    });
  });

  describe('compression', () => {
    it('compresses a large answer for a client that accepts it, and only then', async () => {
      const plain = await get('/api/docs/json');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const packed = await get('/api/docs/json', { 'accept-encoding': 'gzip' });
      expect(packed.headers['content-encoding']).toBe('gzip');
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(gunzipSync(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
    });

    it('leaves a small answer as it is', async () => {
      const health = await get('/api/health', { 'accept-encoding': 'gzip' });
      expect(health.headers['content-encoding']).toBeUndefined();
    });
  });

  describe('errors', () => {
    it('answers an unknown /api path with 404 NOT_FOUND as JSON', async () => {
      expect(expectError(await get('/api/no-such-call'), 404, 'NOT_FOUND').message).toBe('Not found.');
      expectError(await post(t.app, '/api/no/such/call', {}), 404, 'NOT_FOUND');
      expectError(await get('/api'), 404, 'NOT_FOUND');
      expect(
        expectError(await get('/api/nothing', { 'accept-language': 'es' }), 404, 'NOT_FOUND').message,
      ).toBe('No encontrado.');
    });

    it('answers a known path with the wrong method with 404, not 500', async () => {
      expectError(await get('/api/auth/login'), 404, 'NOT_FOUND');
    });

    it('answers malformed JSON with 400 BAD_REQUEST', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "ada@example.com", ',
      });
      const error = expectError(response, 400, 'BAD_REQUEST');
      expect(error.message).toBe('The request could not be understood.');
    });

    it('answers an empty JSON body where one is needed with 400, not 500', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expectError(response, 400, 'BAD_REQUEST');
    });

    it('answers a JSON body that is not an object with 400', async () => {
      for (const payload of ['[]', '"text"', '42', 'null']) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(expectError(response, 400, 'VALIDATION_FAILED').fields, payload).toHaveProperty('_');
      }
    });

    it('answers a body over 1 MiB with 413 PAYLOAD_TOO_LARGE', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'ada@example.com', password: 'x'.repeat(1024 * 1024) }),
      });
      expect(expectError(response, 413, 'PAYLOAD_TOO_LARGE').message).toBe('The request is too large.');
    });

    it('answers a text/plain body with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'text/plain' },
        payload: 'email=ada@example.com',
      });
      expect(expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE').message).toBe(
        'This content type is not supported.',
      );
    });
  });

  describe('security headers', () => {
    it('sends a strict content security policy, nosniff and a frame policy', async () => {
      for (const response of [await get('/api/health'), await get('/api/no-such-call')]) {
        const csp = String(response.headers['content-security-policy']);
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
        // a slide's web page element frames another site
        expect(csp).toContain("frame-src 'self' https: http:");
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
        expect(response.headers['x-powered-by']).toBeUndefined();
      }
    });
  });

  describe('the root organization', () => {
    it("answers the root owner's login on a new database", () => {
      const credentials = t.app.rootCredentials;
      expect(credentials?.email).toBe('owner@placard.local');
      expect(zPassword.safeParse(credentials?.password).success).toBe(true);
    });

    it('lets the root owner log in, with a full-access licence that never expires', async () => {
      const credentials = t.app.rootCredentials;
      const session = await logIn(t, credentials?.email ?? '', credentials?.password ?? '');
      const check = await post(
        t.app,
        '/api/auth/check',
        { path: '/organizations' },
        { cookie: session.cookie },
      );
      expect(check.statusCode).toBe(200);
      expect(check.json()).toMatchObject({
        role: { name: 'owner' },
        organizationName: 'Placard',
        licenseStatus: 'valid',
        licenseLevel: 'full_access',
        licenseProperties: { allowCanva: true, interactionEnabled: true },
      });
    });

    it('is created once: seeding again changes nothing and reveals no password', async () => {
      expect(await ensureRootOrganization(t.app.deps)).toBeNull();
      const roots = await t.app.deps.db
        .select()
        .from(organizations)
        .where(isNull(organizations.parentOrganizationId));
      expect(roots).toHaveLength(1);
      expect(roots[0]?.name).toBe('Placard');
    });
  });
});
