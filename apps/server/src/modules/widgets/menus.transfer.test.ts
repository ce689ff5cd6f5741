import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMenuList } from '@placard/contract';
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

const namesOf = async (who: LoggedIn) =>
  ZMenuList.parse((await post(t.app, '/api/menu/list', {}, { cookie: who.cookie })).json()).results.map(
    (menu) => menu.name,
  );

describe('transferring an organization to its parent', () => {
  it('moves its menus along, numbering a clashing name', async () => {
    const parent = await organizationWithMember(t, { name: 'Menu Parent', pkg: 'full_access' });
    const child = await createSubOrganization(t, parent.organizationId, 'Menu Branch');
    await setLicensePackage(t, child.id, 'location_1y');
    const created = await createMember(t, child.id, 'owner');
    const childOwner = await logIn(t, created.email, created.password);
    for (const [who, name] of [
      [parent, 'Lunch'],
      [childOwner, 'lunch'],
      [childOwner, 'Drinks'],
    ] as const) {
      const response = await post(
        t.app,
        '/api/menu/create',
        { name, currency: 'EUR' },
        { cookie: who.cookie },
      );
      expect(response.statusCode, response.body).toBe(200);
    }

    const response = await post(
      t.app,
      `/api/organizations/${child.id}/transfer`,
      { targetOrganizationId: parent.organizationId },
      { cookie: parent.cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await namesOf(parent)).toEqual(['Drinks', 'Lunch', 'lunch (2)']);
  });
});
