import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@placard/contract';
import { READ_METHODS } from '../../platform/http/guard.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { actionKey, actionLabel, hasActionLabel } from './actions.js';

describe('the actions of the impersonation log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has a label for every change a session can make, so the log never shows a bare route', () => {
    const changes = t.app.guardedRoutes.filter(
      (route) =>
        route.permission !== 'public' &&
        route.permission !== 'device' &&
        !READ_METHODS.has(route.method) &&
        !route.reads,
    );
    expect(changes.length).toBeGreaterThan(20);
    const missing = changes
      .map((route) => actionKey(route.method, route.url))
      .filter((key) => !hasActionLabel(key));
    expect(missing, `add these to apps/server/src/locales/*/actions.json:\n${missing.join('\n')}`).toEqual(
      [],
    );
  });

  it('reads a label in each language and falls back to the key for a route that is gone', () => {
    const key = actionKey('POST', '/api/users/create');
    expect(LOCALES.map((locale) => actionLabel(locale, key))).toEqual([
      'Added a user',
      'Añadió un usuario',
      'A ajouté un utilisateur',
      'Lade till en användare',
    ]);
    expect(actionLabel('fr', 'POST /api/gone')).toBe('POST /api/gone');
  });
});
