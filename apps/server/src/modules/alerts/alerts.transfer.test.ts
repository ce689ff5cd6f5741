import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZIntegrationWithKey, type TAlert } from '@placard/contract';
import {
  createMember,
  createSubOrganization,
  logIn,
  organizationWithMember,
  setLicensePackage,
  type LoggedIn,
} from '../../test/factories.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const alertInput = (name: string, targets: Record<string, unknown> = { all: true }) => ({
  name,
  description: 'Water leak on the ground floor',
  instructions: 'Use the stairs at the back',
  type: 'infrastructure',
  continuous: true,
  duration: null,
  backgroundColor: '#78350F',
  textColor: '#FFFFFF',
  targets,
});
const alertsOf = async (who: LoggedIn) =>
  ((await post(t.app, '/api/alert/list', {}, { cookie: who.cookie })).json() as { results: TAlert[] })
    .results;

describe('transferring an organization to its parent', () => {
  it('moves its alerts and integrations along, numbering clashing names, and ends broadcasts naming it', async () => {
    const parent = await organizationWithMember(t, { name: 'Alert Parent', pkg: 'full_access' });
    const child = await createSubOrganization(t, parent.organizationId, 'Alert Branch');
    await setLicensePackage(t, child.id, 'location_1y');
    const created = await createMember(t, child.id, 'owner');
    const childOwner = await logIn(t, created.email, created.password);

    for (const [who, name] of [
      [parent, 'Leak'],
      [childOwner, 'leak'],
      [childOwner, 'Fire drill'],
    ] as const) {
      expect(
        (await post(t.app, '/api/alert/create', alertInput(name), { cookie: who.cookie })).statusCode,
      ).toBe(200);
    }
    const broadcast = await post(
      t.app,
      '/api/alert/create',
      alertInput('To the branch', { all: false, organizationIds: [child.id] }),
      { cookie: parent.cookie },
    );
    expect(broadcast.statusCode, broadcast.body).toBe(200);
    const integration = ZIntegrationWithKey.parse(
      (
        await post(
          t.app,
          '/api/integration/create',
          {
            name: 'Branch sensors',
            provider: 'json',
            targets: { all: true },
            defaults: {
              type: 'safety',
              backgroundColor: '#FACC15',
              textColor: '#111827',
              continuous: true,
              duration: null,
            },
          },
          { cookie: childOwner.cookie },
        )
      ).json(),
    );

    const response = await post(
      t.app,
      `/api/organizations/${child.id}/transfer`,
      { targetOrganizationId: parent.organizationId },
      { cookie: parent.cookie },
    );
    expect(response.statusCode, response.body).toBe(200);

    const alerts = await alertsOf(parent);
    expect(alerts.map((alert) => alert.name).sort()).toEqual([
      'Fire drill',
      'Leak',
      'To the branch',
      'leak (2)',
    ]);
    expect(alerts.every((alert) => !alert.readOnly)).toBe(true);
    expect(alerts.find((alert) => alert.name === 'To the branch')?.targets.organizationIds).toEqual([]);
    const integrations = (
      (await post(t.app, '/api/integration/list', {}, { cookie: parent.cookie })).json() as {
        results: { id: number }[];
      }
    ).results;
    expect(integrations.map((row) => row.id)).toEqual([integration.integration.id]);
  });
});
