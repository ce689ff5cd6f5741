import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { registerOpenApi } from './openapi.js';
import { operationIdOf, operationIdRegistry } from './openapi-operation-id.js';

describe('OpenAPI operation ids', () => {
  it('are derived from the path, with the method for other verbs than GET and POST', () => {
    expect(operationIdOf('POST', '/api/playlist/create')).toBe('playlistCreate');
    expect(operationIdOf('GET', '/api/media/usage')).toBe('mediaUsage');
    expect(operationIdOf('POST', '/api/device/:orgId/accept')).toBe('deviceByOrgIdAccept');
    expect(operationIdOf('POST', '/api/license/{organizationId}/demo-extension')).toBe(
      'licenseByOrganizationIdDemoExtension',
    );
    expect(operationIdOf('PATCH', '/api/media/uploads/:uploadId')).toBe('mediaUploadsByUploadIdPatch');
  });

  it('refuse a second route with the same id', () => {
    const claim = operationIdRegistry();
    claim('POST', '/api/media/copy-to-stock');
    expect(claim('POST', '/api/media/copy-to-stock')).toBe('mediaCopyToStock');
    expect(() => claim('POST', '/api/media/copyToStock')).toThrow(/share the OpenAPI operation id/);
  });

  it('stop the app at start when two routes collide', async () => {
    const app = Fastify({ logger: false });
    await registerOpenApi(app, { version: '1', publicUrl: 'http://placard.test' });
    const routes = app.register(
      async (api) => {
        api.post('/group/list', { config: { permission: 'public' } }, async () => ({}));
        api.post('/group-list', { config: { permission: 'public' } }, async () => ({}));
      },
      { prefix: '/api' },
    );
    await expect(routes.ready()).rejects.toThrow(/"groupList"/);
    await app.close();
  });
});
