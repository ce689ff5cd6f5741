import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZIntegration, ZIntegrationWithKey, type TAlert } from '@placard/contract';
import { capFixture } from '../../test/cap-fixtures.js';
import { organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { claimDueFeeds, readFeed } from './integrations.feed.js';

/** A provider's feed server on loopback: an Atom feed whose entries carry or link to CAP messages. */
function feedServer(routes: Map<string, { type: string; body: string }>): Promise<Server> {
  const server = createServer((request, response) => {
    const route = routes.get(request.url ?? '');
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': route.type }).end(route.body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('CAP feeds', () => {
  let t: TestApp;
  let owner: LoggedIn;
  let server: Server;
  let base: string;
  const routes = new Map<string, { type: string; body: string }>();
  let count = 0;
  const inAnHour = new Date(Date.now() + 3_600_000).toISOString();

  beforeAll(async () => {
    t = await createTestApp({ OUTBOUND_ALLOW_PRIVATE: 'true' });
    owner = await organizationWithMember(t, { name: 'Feed Readers' });
    server = await feedServer(routes);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // the fixture's alerts, made current: the fire is carried in the feed, the storm linked from it
    const atom = capFixture('feed.atom.xml').replace(
      '<cap:urgency>',
      `<cap:expires>${inAnHour}</cap:expires><cap:urgency>`,
    );
    routes.set('/feed.xml', { type: 'application/atom+xml', body: atom });
    routes.set('/cap/storm-0302.xml', {
      type: 'application/cap+xml',
      body: capFixture('severe-thunderstorm.xml').replace(
        /<expires>[^<]*<\/expires>/,
        `<expires>${inAnHour}</expires>`,
      ),
    });
  });
  afterAll(async () => {
    server.close();
    await t.close();
  });

  const alerts = async () =>
    ((await post(t.app, '/api/alert/list', {}, { cookie: owner.cookie })).json() as { results: TAlert[] })
      .results;
  async function feedIntegration(feedUrl: string) {
    const response = await post(
      t.app,
      '/api/integration/create',
      {
        name: `Feed ${(count += 1)}`,
        provider: 'capFeed',
        feedUrl,
        pollMinutes: 5,
        targets: { all: true },
        defaults: {
          type: 'custom',
          backgroundColor: '#1E3A8A',
          textColor: '#FFFFFF',
          continuous: true,
          duration: null,
        },
      },
      { cookie: owner.cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    return ZIntegrationWithKey.parse(response.json()).integration;
  }
  const integration = async (id: number) =>
    ZIntegration.parse(
      (
        (await post(t.app, '/api/integration/list', {}, { cookie: owner.cookie })).json() as {
          results: unknown[];
        }
      ).results
        .map((row) => ZIntegration.parse(row))
        .find((row) => row.id === id),
    );

  it('raises the alerts a feed carries and links to, once, however often it is read', async () => {
    const feed = await feedIntegration(`${base}/feed.xml`);
    await readFeed(t.app.deps, feed.id, null);
    const raised = (await alerts()).filter((alert) => alert.integration?.id === feed.id);
    expect(raised.map((alert) => alert.name).sort()).toEqual([
      'Fire in building C & the library',
      'SEVERE THUNDERSTORM WARNING',
    ]);
    expect(raised.every((alert) => alert.state === 'active')).toBe(true);
    expect(raised.find((alert) => alert.type === 'fire')?.activatedBy).toEqual({
      kind: 'integration',
      name: feed.name,
    });
    expect((await integration(feed.id)).lastError).toBeNull();

    await readFeed(t.app.deps, feed.id, null);
    expect((await alerts()).filter((alert) => alert.integration?.id === feed.id)).toHaveLength(2);
  });

  it('keeps what went wrong for the integration’s page: a missing feed, an address refused', async () => {
    const missing = await feedIntegration(`${base}/gone.xml`);
    await readFeed(t.app.deps, missing.id, null);
    expect((await integration(missing.id)).lastError).toMatch(/404/);
    routes.set('/not-a-feed.xml', { type: 'application/xml', body: '<html><body>hello</body></html>' });
    const wrong = await feedIntegration(`${base}/not-a-feed.xml`);
    await readFeed(t.app.deps, wrong.id, null);
    expect((await integration(wrong.id)).lastError).toMatch(/feed/i);
  });

  it('claims each due feed once and reads it as a job', async () => {
    const feed = await feedIntegration(`${base}/feed.xml`);
    await claimDueFeeds(t.app.deps);
    const claimed = await integration(feed.id);
    expect(claimed.lastPolledAt).not.toBeNull();
    // claimed just now: not due again until its interval has passed
    await claimDueFeeds(t.app.deps);
    expect((await integration(feed.id)).lastPolledAt).toBe(claimed.lastPolledAt);
    await expect
      .poll(async () => (await alerts()).filter((alert) => alert.integration?.id === feed.id).length, {
        timeout: 10_000,
      })
      .toBe(2);
  });
});

describe('CAP feeds on private addresses', () => {
  it('are refused unless a setting allows them', async () => {
    const t = await createTestApp();
    try {
      const owner = await organizationWithMember(t, { name: 'Feed Strangers' });
      const response = await post(
        t.app,
        '/api/integration/create',
        {
          name: 'Metadata',
          provider: 'capFeed',
          feedUrl: 'http://169.254.169.254/latest/meta-data/',
          pollMinutes: 1,
          targets: { all: true },
          defaults: {
            type: 'custom',
            backgroundColor: '#1E3A8A',
            textColor: '#FFFFFF',
            continuous: true,
            duration: null,
          },
        },
        { cookie: owner.cookie },
      );
      const { integration } = ZIntegrationWithKey.parse(response.json());
      await readFeed(t.app.deps, integration.id, null);
      const listed = (await post(t.app, '/api/integration/list', {}, { cookie: owner.cookie })).json() as {
        results: { id: number; lastError: string | null }[];
      };
      expect(listed.results.find((row) => row.id === integration.id)?.lastError).toMatch(
        /not a public address|private|link-local/i,
      );
    } finally {
      await t.close();
    }
  });
});
