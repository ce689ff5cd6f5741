import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AfterAnswer } from '../../platform/after-answer.js';
import type { Deps } from '../../platform/deps.js';
import { mailSubject, uniqueEmail, userRow } from '../../test/factories.js';
import {
  createTestApp,
  post,
  registerVerified,
  registrationBody,
  type Registered,
  type TestApp,
} from '../../test/test-app.js';
import { requestPasswordReset } from '../auth/auth.usecases.js';
import { register } from './registration.usecases.js';

/** Deps whose work-after-answering is held until the test lets it run. */
function holdingDeps(deps: Deps) {
  const held: { label: string; work: () => Promise<void> }[] = [];
  const afterAnswer: AfterAnswer = {
    run: (label, work) => void held.push({ label, work }),
    settled: () => Promise.resolve(),
  };
  return {
    deps: { ...deps, afterAnswer },
    /** the labels of the work each answer left behind */
    labels: () => held.map((entry) => entry.label),
    release: async () => {
      for (const entry of held.splice(0)) await entry.work();
    },
  };
}

describe('a known and an unknown address cannot be told apart', () => {
  let t: TestApp;
  let known: Registered;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '100', RATE_LIMIT_RESET_MAX: '100' });
    known = await registerVerified(t, { email: uniqueEmail('known') });
  });
  afterAll(() => t.close());

  const registration = (email: string) => {
    const { terms: _terms, ...body } = registrationBody(email);
    return { ...body, csrfToken: 'csrf' };
  };

  it('registration answers both alike and leaves the lookup, hashing, account and mail for after the answer', async () => {
    const unknown = uniqueEmail('unknown');
    const mailsBefore = (await t.outbox()).length;
    const forKnown = holdingDeps(t.app.deps);
    const forUnknown = holdingDeps(t.app.deps);
    const csrf = { cookie: 'csrf' };
    const knownAnswer = await register(forKnown.deps, registration(known.email), csrf, 'en');
    const unknownAnswer = await register(forUnknown.deps, registration(unknown), csrf, 'en');

    expect(knownAnswer).toEqual(unknownAnswer);
    expect(forKnown.labels()).toEqual(['registration']);
    expect(forUnknown.labels()).toEqual(forKnown.labels());
    expect(await userRow(t, unknown)).toBeUndefined();
    expect(await t.outbox()).toHaveLength(mailsBefore);

    await forKnown.release();
    await forUnknown.release();
    expect(mailSubject(await t.lastMailTo(known.email))).toBe(
      'Someone tried to register with your Placard address',
    );
    expect((await userRow(t, unknown))?.role).toBe('owner');
    expect((await t.lastMailTo(unknown)).code).toMatch(/^\d{6}$/);
  });

  it('a password reset answers both alike and leaves the lookup and the mail for after the answer', async () => {
    const unknown = uniqueEmail('nobody');
    const mailsBefore = (await t.outbox()).length;
    const forKnown = holdingDeps(t.app.deps);
    const forUnknown = holdingDeps(t.app.deps);
    expect(requestPasswordReset(forKnown.deps, { email: known.email }, 'en')).toBeUndefined();
    expect(requestPasswordReset(forUnknown.deps, { email: unknown }, 'en')).toBeUndefined();
    expect(forKnown.labels()).toEqual(['password reset']);
    expect(forUnknown.labels()).toEqual(forKnown.labels());
    expect(await t.outbox()).toHaveLength(mailsBefore);

    await forKnown.release();
    await forUnknown.release();
    expect(mailSubject(await t.lastMailTo(known.email))).toBe('Reset your Placard password');
    expect((await t.outbox()).filter((mail) => mail.to.includes(unknown))).toEqual([]);
  });

  it('the HTTP answers of reset, resend and verify are the same for both', async () => {
    const unknown = uniqueEmail('stranger');
    for (const [url, body] of [
      ['/api/auth/requestPasswordReset', (email: string) => ({ email })],
      ['/api/register/resend', (email: string) => ({ email })],
      ['/api/register/verify', (email: string) => ({ email, code: '123456' })],
    ] as const) {
      const forKnown = await post(t.app, url, body(known.email));
      const forUnknown = await post(t.app, url, body(unknown));
      expect([forKnown.statusCode, forKnown.body], url).toEqual([forUnknown.statusCode, forUnknown.body]);
    }
  });
});
