import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import type { DepsOptions } from '../app.deps.js';
import type { Config } from '../config.js';
import { readOutbox, type OutboxMail } from '../platform/mail/outbox.js';
import { testEnvironment } from './test-environment.js';

/** A clock tests can move. */
export function testClock(start = new Date('2026-11-21T10:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => void (current += ms),
  };
}

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  /** every mail sent so far, once the work requests left for after their answers has finished */
  outbox: () => Promise<OutboxMail[]>;
  /** waits for the work requests left for after their answers (registration, mail) */
  settled: () => Promise<void>;
  /** the newest mail to an address */
  lastMailTo: (email: string) => Promise<OutboxMail>;
  close: () => Promise<void>;
};

/**
 * The real app on a fresh database (see testEnvironment). Mail goes to a temporary outbox folder.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: DepsOptions = {},
): Promise<TestApp> {
  const environment = await testEnvironment(env);
  const { config } = environment;
  const app = await buildApp(config, { databaseImage: environment.databaseImage, ...options });
  const settled = () => app.deps.afterAnswer.settled();
  const outbox = async () => {
    await settled();
    return readOutbox(config.DATA_DIR);
  };
  return {
    app,
    config,
    outbox,
    settled,
    lastMailTo: async (email) => {
      const mail = (await outbox()).filter((m) => m.to.includes(email.toLowerCase())).at(-1);
      if (!mail) throw new Error(`no mail to ${email}`);
      return mail;
    },
    close: async () => {
      await app.close();
      await environment.close();
    },
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookiesOf(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url, payload: payload as object, headers });
}

export const STRONG_PASSWORD = 'Signage#2026';

export type Registered = { email: string; password: string; organizationName: string };

/** A valid registration request body, without the CSRF token. */
export function registrationBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    orgName: 'Lobby Screens AB',
    orgOwnerName: 'Ada Owner',
    email,
    password: STRONG_PASSWORD,
    city: 'Malmö',
    state: 'Skåne',
    country: 'SE',
    terms: true,
    promoConsent: false,
    ...overrides,
  };
}

/** Registers an organization through the API and confirms its owner's e-mail with the mailed code. */
export async function registerVerified(
  t: TestApp,
  overrides: Partial<Record<string, unknown>> = {},
): Promise<Registered> {
  const csrf = await post(t.app, '/api/auth/csrfToken', {});
  const email = String(overrides.email ?? `owner-${Math.random().toString(36).slice(2, 8)}@example.com`);
  const body = { ...registrationBody(email), csrfToken: csrf.json().csrfToken, ...overrides };
  const registered = await post(t.app, '/api/register', body, { cookie: cookiesOf(csrf) });
  if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.body}`);
  const mail = await t.lastMailTo(email);
  const verified = await post(t.app, '/api/register/verify', { email, code: mail.code });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return { email, password: String(body.password), organizationName: String(body.orgName) };
}

/** Logs in and answers the Cookie header carrying the session. */
export async function loginCookie(t: TestApp, email: string, password: string): Promise<string> {
  const response = await post(t.app, '/api/auth/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return cookiesOf(response);
}
