import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { ZApiError } from '@placard/contract';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { typeCheckGeneratedClient } from './openapi-client.js';

type Operation = {
  operationId: string;
  security: Record<string, string[]>[];
  responses: Record<string, { $ref?: string }>;
};

describe('the OpenAPI document', () => {
  let t: TestApp;
  let source: string;
  let document: { paths: Record<string, Record<string, Operation>>; servers: { url: string }[] };

  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    source = response.body;
    document = response.json();
  });
  afterAll(() => t.close());

  const operation = (path: string, method: string): Operation => {
    const found = document.paths[path]?.[method];
    if (!found) throw new Error(`no ${method} ${path} in the document`);
    return found;
  };

  it("passes Redocly's recommended rules without an error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: '/api/docs/json', config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('generates a typed client that type-checks, the device group tree included', async () => {
    const usage = `
      type Tree = paths['/api/group/groupList']['post']['responses'][200]['content']['application/json'];
      export const deepest: string = ({} as Tree).results[0]!.groups[0]!.groups[0]!.name;
      export const created: operations['playlistCreate']['requestBody'] = undefined as never;
    `;
    expect(await typeCheckGeneratedClient(document, usage)).toEqual([]);
  });

  it('names each operation after its path, once', () => {
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((each) => each.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/playlist/create']?.post?.operationId).toBe('playlistCreate');
    expect(document.paths['/api/device/{orgId}/accept']?.post?.operationId).toBe('deviceByOrgIdAccept');
    expect(document.paths['/api/organizations/{id}']?.delete?.operationId).toBe('organizationsByIdDelete');
  });

  it('asks for the credentials each permission needs, and documents the error shape', () => {
    const login = operation('/api/auth/login', 'post');
    expect(login.security).toEqual([]);
    expect(login.responses['429']?.$ref).toBe('#/components/responses/TooManyRequests');
    expect(login.responses['401']).toBeUndefined();

    const create = operation('/api/playlist/create', 'post');
    expect(create.security).toEqual([{ sessionCookie: [] }, { bearer: [] }]);
    for (const status of ['400', '401', '403', '500']) {
      expect(create.responses[status]?.$ref).toMatch(/^#\/components\/responses\//);
    }

    const manifest = operation('/api/player/manifest', 'get');
    expect(manifest.security).toEqual([{ screenToken: [] }]);
    expect(manifest.responses['401']?.$ref).toBe('#/components/responses/Unauthorized');
    expect(manifest.responses['403']).toBeUndefined();

    // a provider raises alerts with its integration's key, limited on wrong keys
    const raise = operation('/api/integrations/{id}/alerts', 'post');
    expect(raise.security).toEqual([{ integrationKey: [] }]);
    for (const status of ['401', '403', '413', '429']) {
      expect(raise.responses[status]?.$ref).toMatch(/^#\/components\/responses\//);
    }
    expect(document.servers).toEqual([{ url: 'http://placard.test', description: 'This Placard' }]);
  });

  it('describes the error body every failing call answers', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/playlist/create', payload: {} });
    expect(response.statusCode).toBe(401);
    expect(ZApiError.parse(response.json())).toEqual(response.json());
    const schemas = (JSON.parse(source) as { components: { schemas: Record<string, unknown> } }).components
      .schemas;
    expect(schemas.ApiError).toMatchObject({
      type: 'object',
      required: ['error'],
      properties: { error: { required: ['code', 'message'] } },
    });
  });
});
