import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  PACKAGE_DEFAULTS,
  ZApiError,
  type ErrorCode,
  type LicensePackage,
  type Role,
  type TApiError,
} from '@placard/contract';
import { hashPassword } from '../platform/crypto.js';
import type { Deps } from '../platform/deps.js';
import { AppError } from '../platform/http/app-error.js';
import { licenses } from '../modules/licensing/licensing.table.js';
import { organizations, type OrganizationRow } from '../modules/organizations/organizations.table.js';
import { createOrganization, rootOrganization } from '../modules/organizations/organizations.usecases.js';
import { users } from '../modules/users/users.table.js';
import { createUser } from '../modules/users/users.usecases.js';
import { cookiesOf, post, registrationBody, STRONG_PASSWORD, type TestApp } from './test-app.js';

export { registrationBody };

let sequence = 0;

/** An address no other test uses. */
export function uniqueEmail(label = 'user', domain = 'example.com'): string {
  sequence += 1;
  return `${label}-${sequence}-${Math.random().toString(36).slice(2, 8)}@${domain}`;
}

/** An e-mail domain no other test uses. */
export function uniqueDomain(label = 'corp'): string {
  sequence += 1;
  return `${label}-${sequence}-${Math.random().toString(36).slice(2, 7)}.example`;
}

/** Asserts the `{error:{code,message,fields?}}` shape and answers the error. */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  code: string,
): TApiError['error'] {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body: unknown = response.json();
  expect(Object.keys(body as object)).toEqual(['error']);
  const { error } = ZApiError.parse(body);
  expect(Object.keys((body as { error: object }).error).every((key) => key in error)).toBe(true);
  expect(error.code).toBe(code);
  expect(error.message.length).toBeGreaterThan(0);
  expect(error.message).not.toMatch(/^(errors|validation)\./);
  return error;
}

/** Asserts that a use case refused with an error code (what expectError sees answered over HTTP). */
export async function expectRefusal(work: Promise<unknown>, code: ErrorCode): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  return error as AppError;
}

/** A CSRF token and the Cookie header that carries its twin. */
export async function csrfPair(t: TestApp): Promise<{ token: string; cookie: string }> {
  const response = await post(t.app, '/api/auth/csrfToken', {});
  expect(response.statusCode).toBe(200);
  return { token: response.json().csrfToken, cookie: cookiesOf(response) };
}

/** Posts /api/register with a fresh CSRF pair, without confirming the e-mail. */
export async function register(
  t: TestApp,
  email: string,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const csrf = await csrfPair(t);
  const response = await post(
    t.app,
    '/api/register',
    { ...registrationBody(email), csrfToken: csrf.token, ...overrides },
    { cookie: csrf.cookie, ...headers },
  );
  // the account is made after the answer
  await t.settled();
  return response;
}

export type LoggedIn = {
  email: string;
  password: string;
  cookie: string;
  sessionKey: string;
  userId: number;
  organizationId: number;
};

/** Logs in through the API and answers the session. */
export async function logIn(
  t: TestApp,
  email: string,
  password: string = STRONG_PASSWORD,
): Promise<LoggedIn> {
  const response = await post(t.app, '/api/auth/login', { email, password });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return {
    email,
    password,
    cookie: cookiesOf(response),
    sessionKey: body.sessionKey,
    userId: body.id,
    organizationId: body.organizationId,
  };
}

let memberHash: Promise<string> | undefined;

/** A verified, approved user of a role (password STRONG_PASSWORD), inserted directly. */
export async function insertMember(
  deps: Pick<Deps, 'db' | 'now'>,
  organizationId: number,
  role: Role,
  email: string = uniqueEmail(role),
  fullname = `A ${role}`,
): Promise<{ id: number; email: string; password: string }> {
  memberHash ??= hashPassword(STRONG_PASSWORD);
  const now = deps.now();
  const user = await createUser(deps, {
    organizationId,
    email,
    fullname,
    role,
    passwordHash: await memberHash,
    emailVerifiedAt: now,
    approvedAt: now,
  });
  return { id: user.id, email: user.email, password: STRONG_PASSWORD };
}

/** A verified, approved user of a role, inserted directly (as an admin's "add user" would). */
export function createMember(
  t: TestApp,
  organizationId: number,
  role: Role,
  email: string = uniqueEmail(role),
): Promise<{ id: number; email: string; password: string }> {
  return insertMember(t.app.deps, organizationId, role, email);
}

/** An organization below another, inserted directly. */
export function createSubOrganization(t: TestApp, parentOrganizationId: number, name = 'Branch office') {
  return createOrganization(t.app.deps, { name, parentOrganizationId });
}

/** The platform root organization's owner, logged in with the password the first start printed. */
export async function logInRoot(t: TestApp): Promise<LoggedIn> {
  const credentials = t.app.rootCredentials;
  if (!credentials) throw new Error('no root credentials: the database already existed');
  return logIn(t, credentials.email, credentials.password);
}

/**
 * An organization (below the root unless a parent is given) with a licence package (none with null)
 * and a logged-in member of a role, the owner by default. Inserted directly: faster than registering.
 */
export async function organizationWithMember(
  t: TestApp,
  options: {
    parentOrganizationId?: number;
    name?: string;
    pkg?: LicensePackage | null;
    license?: Partial<typeof licenses.$inferInsert>;
    role?: Role;
  } = {},
): Promise<LoggedIn & { organization: OrganizationRow }> {
  const parentOrganizationId =
    options.parentOrganizationId ?? (await rootOrganization(t.app.deps))?.id ?? Number.NaN;
  const organization = await createSubOrganization(
    t,
    parentOrganizationId,
    options.name ?? 'Harbour Screens',
  );
  const pkg = options.pkg === undefined ? 'location_1y' : options.pkg;
  if (pkg) await setLicensePackage(t, organization.id, pkg, options.license);
  const member = await createMember(t, organization.id, options.role ?? 'owner');
  return { ...(await logIn(t, member.email, member.password)), organization };
}

/** A multipart/form-data body with one file, ready for app.inject. */
export function multipartFile(
  field: string,
  file: { name: string; type: string; bytes: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----placard${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
    `Content-Type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Gives an organization a licence package with its default limits and switches, valid from the
 * clock's now (an organization inserted directly has no licence row yet; this writes one).
 */
export async function writeLicensePackage(
  deps: Pick<Deps, 'db' | 'now'>,
  organizationId: number,
  pkg: LicensePackage,
  overrides: Partial<typeof licenses.$inferInsert> = {},
): Promise<void> {
  const now = deps.now();
  const defaults = PACKAGE_DEFAULTS[pkg];
  const values = {
    package: pkg,
    numDevices: defaults.numDevices,
    numUsers: defaults.numUsers,
    validityDays: defaults.validityDays,
    interactiveDeviceLimit: defaults.interactiveDeviceLimit,
    validFrom: now,
    validityExpiresAt:
      defaults.validityDays === null ? null : new Date(now.getTime() + defaults.validityDays * 86_400_000),
    features: defaults.features,
    ...overrides,
  };
  await deps.db
    .insert(licenses)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: licenses.organizationId, set: values });
}

/** writeLicensePackage on a test app's database. */
export function setLicensePackage(
  t: TestApp,
  organizationId: number,
  pkg: LicensePackage,
  overrides: Partial<typeof licenses.$inferInsert> = {},
): Promise<void> {
  return writeLicensePackage(t.app.deps, organizationId, pkg, overrides);
}

export async function countOrganizations(t: TestApp): Promise<number> {
  const [row] = await t.app.deps.db.select({ n: count() }).from(organizations);
  return Number(row?.n);
}

export async function countUsers(t: TestApp): Promise<number> {
  const [row] = await t.app.deps.db.select({ n: count() }).from(users);
  return Number(row?.n);
}

export async function userRow(t: TestApp, email: string) {
  const [row] = await t.app.deps.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

/** The mails sent to an address so far. */
export async function mailsTo(t: TestApp, email: string) {
  return (await t.outbox()).filter((mail) => mail.to.includes(email.toLowerCase()));
}

function qBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? '';
    if (char === '_') bytes.push(0x20);
    else if (char === '=') {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(char.charCodeAt(0));
  }
  return Buffer.from(bytes);
}

/** A mail's subject with its RFC 2047 encoded words ("=?UTF-8?Q?...?=") decoded. */
export function mailSubject(mail: { subject: string }): string {
  return mail.subject
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_whole, encoding: string, text: string) =>
      (encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : qBytes(text)).toString('utf8'),
    );
}

/** The headers of a request made as a session (none without one), plus any others. */
export function sessionHeaders(
  session: LoggedIn | null,
  extra: Record<string, string> = {},
): Record<string, string> {
  return { ...(session ? { cookie: session.cookie } : {}), ...extra };
}
