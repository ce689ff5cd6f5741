/**
 * The authorization matrix: every /api route × every role × where the target organization sits (own,
 * a child or grandchild at each licence access level, a sibling, the parent, an expired licence).
 * The rules live in authorization-rules.ts; a route the app registers without a rule fails the suite.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LICENSE_SWITCHES, ROLES, ZApiError, type LicenseFeatures, type Role } from '@placard/contract';
import { insertRequest } from '../modules/impersonation/impersonation.repository.js';
import { insertFolder } from '../modules/library/library.folders.repository.js';
import { insertItems } from '../modules/media/media.repository.js';
import { rootOrganization } from '../modules/organizations/organizations.usecases.js';
import { createUser } from '../modules/users/users.usecases.js';
import {
  ALLOWED,
  OWN_SCENARIOS,
  KEY_ROUTES,
  PUBLIC_ROUTES,
  RULES,
  SCENARIOS,
  UNAUTHORIZED,
  describeOutcome,
  expectedOutcome,
  situationOf,
  type BuiltRequest,
  type CallerKey,
  type CaseContext,
  type MatrixOrganization,
  type OrganizationKey,
  type Outcome,
  type Rule,
  type Scenario,
  type SharedOrganization,
} from './authorization-rules.js';
import { createMember, createSubOrganization, logIn, setLicensePackage, uniqueEmail } from './factories.js';
import { createTestApp, type TestApp } from './test-app.js';

const DAY_MS = 86_400_000;
/** a 1×1 PNG */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const BOUNDARY = '----placard-matrix';

type Session = { cookie: string; id: number; email: string; password: string };
type World = {
  organizations: Record<OrganizationKey, SharedOrganization>;
  sessions: Record<CallerKey, Record<Role, Session>>;
};

let t: TestApp;
let world: World;

const allSwitches = (level: 0 | 1 | 2): LicenseFeatures =>
  ({
    ...Object.fromEntries(LICENSE_SWITCHES.map((key) => [key, true])),
    subOrgUpdateAccess: level,
  }) as LicenseFeatures;

/** Unlimited, every switch on, the given access level; `expired` ended yesterday. */
async function managerLicense(organizationId: number, level: 0 | 1 | 2, expired = false) {
  const now = t.app.deps.now();
  await setLicensePackage(t, organizationId, 'custom', {
    numUsers: null,
    numDevices: null,
    interactiveDeviceLimit: null,
    validityDays: null,
    validityExpiresAt: expired ? new Date(now.getTime() - DAY_MS) : null,
    features: allSwitches(level),
  });
}

/** What a parent may hand out and change: every switch but no sub-organizations, no user limit. */
const memberLicense = (organizationId: number) =>
  setLicensePackage(t, organizationId, 'custom', { numUsers: null, features: allSwitches(0) });

async function bareOrganization(parentId: number, name: string): Promise<MatrixOrganization> {
  const row = await createSubOrganization(t, parentId, name);
  return { id: row.id, name: row.name, parentId };
}

/** An organization with an owner, a staff member and an invited user. */
async function sharedOrganization(parentId: number, name: string): Promise<SharedOrganization> {
  const organization = await bareOrganization(parentId, name);
  const owner = await createMember(t, organization.id, 'owner');
  const member = await createMember(t, organization.id, 'staff');
  const invited = await createUser(t.app.deps, {
    organizationId: organization.id,
    email: uniqueEmail('invited'),
    fullname: 'Invited Person',
    role: 'content_creator',
    passwordHash: null,
    approvedAt: t.app.deps.now(),
  });
  return {
    ...organization,
    owner: { id: owner.id, email: owner.email, fullname: 'A owner' },
    member: { id: member.id, email: member.email, fullname: 'A staff' },
    invitedId: invited.id,
  };
}

async function buildWorld(): Promise<void> {
  const root = await rootOrganization(t.app.deps);
  if (!root) throw new Error('no root organization');
  world = { organizations: {} as World['organizations'], sessions: {} as World['sessions'] };
  const o = world.organizations;
  o.top = await sharedOrganization(root.id, 'Matrix Top');
  await managerLicense(o.top.id, 2);
  const callers: [CallerKey, 0 | 1 | 2, boolean][] = [
    ['level0', 0, false],
    ['level1', 1, false],
    ['level2', 2, false],
    ['expired', 2, true],
  ];
  for (const [key, level, expired] of callers) {
    o[key] = await sharedOrganization(o.top.id, `Caller ${key}`);
    await managerLicense(o[key].id, level, expired);
  }
  const below: [OrganizationKey, OrganizationKey][] = [
    ['child0', 'level0'],
    ['child1', 'level1'],
    ['grandchild1', 'child1'],
    ['child2', 'level2'],
    ['grandchild2', 'child2'],
    ['childExpired', 'expired'],
    ['sibling', 'top'],
  ];
  for (const [key, parent] of below) {
    o[key] = await sharedOrganization(o[parent].id, `Target ${key}`);
    await memberLicense(o[key].id);
  }
  for (const [key] of callers) {
    const sessions = {} as Record<Role, Session>;
    for (const role of ROLES) {
      // the organization's owner is the owner who calls; the other roles join it
      const user = role === 'owner' ? o[key].owner : await createMember(t, o[key].id, role);
      const session = await logIn(t, user.email);
      sessions[role] = {
        cookie: session.cookie,
        id: session.userId,
        email: user.email,
        password: session.password,
      };
    }
    world.sessions[key] = sessions;
  }
}

function contextFor(scenario: Scenario, session: Session): CaseContext {
  const target = world.organizations[scenario.target];
  return {
    target,
    caller: world.organizations[scenario.caller],
    me: { id: session.id, email: session.email, password: session.password },
    freshOrganization: async (options = {}) => {
      if (!scenario.recreate) return target;
      const fresh = await bareOrganization(target.parentId, 'Fresh Target');
      if (options.trial) await setLicensePackage(t, fresh.id, 'trial');
      else await memberLicense(fresh.id);
      return fresh;
    },
    freshMember: async (organizationId) => createMember(t, organizationId, 'staff'),
    freshRequest: async () => {
      const row = await insertRequest(t.app.deps.db, {
        senderOrganizationId: target.parentId,
        senderName: 'Parent Person',
        senderEmail: 'parent@example.com',
        recipientOrganizationId: target.id,
        state: 'pending',
        createdAt: t.app.deps.now(),
      });
      return row.id;
    },
    freshMedia: async (section) => {
      const now = t.app.deps.now();
      const [row] = await insertItems(t.app.deps.db, [
        {
          organizationId: world.organizations[scenario.caller].id,
          section,
          creatorUserId: session.id,
          name: 'matrix.png',
          kind: 'image',
          format: 'png',
          contentType: 'image/png',
          sizeBytes: PNG.length,
          blobKey: `${'0'.repeat(64)}.png`,
          status: 'ready',
          createdAt: now,
          updatedAt: now,
        },
      ]);
      if (!row) throw new Error('no media row');
      return row.id;
    },
    freshFolder: async () => {
      const folder = await insertFolder(t.app.deps.db, {
        organizationId: world.organizations[scenario.caller].id,
        section: 'my',
        ownerUserId: session.id,
        parentId: null,
        name: uniqueEmail('folder'),
        createdAt: t.app.deps.now(),
      });
      return folder.id;
    },
    uniqueEmail: (label) => uniqueEmail(label),
  };
}

function send(method: string, built: BuiltRequest, cookie?: string): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...built.headers, ...(cookie ? { cookie } : {}) };
  if (built.upload) {
    const payload = Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="uploaded-media"; filename="logo.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      PNG,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
    return t.app.inject({ method: method as 'POST', url: built.url, headers, payload });
  }
  return t.app.inject({
    method: method as 'GET',
    url: built.url,
    headers,
    ...(built.body === undefined ? {} : { payload: built.body as Buffer }),
  });
}

function errorCodeOf(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode < 400) return undefined;
  const parsed = ZApiError.safeParse(safeJson(response));
  return parsed.success ? parsed.data.error.code : undefined;
}

function safeJson(response: LightMyRequestResponse): unknown {
  try {
    return response.json();
  } catch {
    return undefined;
  }
}

/** Asserts an answer against the outcome, with the route, role and scenario in every message. */
function expectOutcome(response: LightMyRequestResponse, outcome: Outcome, label: string, okStatus = 200) {
  const seen = `${label}: got ${response.statusCode} ${response.body.slice(0, 300)}`;
  if (outcome.kind === 'allowed') {
    expect(response.statusCode, seen).toBe(okStatus);
    return;
  }
  // a HEAD answer has no body to read a code from
  if (label.startsWith('HEAD ') && outcome.kind === 'answer') {
    expect(response.statusCode, seen).toBe(outcome.status);
    return;
  }
  const body = ZApiError.safeParse(safeJson(response));
  expect(body.success, `${seen} (not an {error:{code,message}} body)`).toBe(true);
  const code = body.success ? body.data.error.code : undefined;
  if (outcome.kind === 'refused') {
    expect([403, 404], seen).toContain(response.statusCode);
    expect(['FORBIDDEN', 'NOT_FOUND'], seen).toContain(code);
    return;
  }
  expect({ status: response.statusCode, code }, seen).toEqual({ status: outcome.status, code: outcome.code });
}

const method = (routeKey: string) => routeKey.split(' ')[0] ?? 'GET';

type MatrixCase = { name: string; role: Role; scenario: Scenario; outcome: Outcome };

function casesOf(routeKey: string, rule: Rule): MatrixCase[] {
  const scenarios = rule.target === 'none' ? OWN_SCENARIOS : SCENARIOS;
  return scenarios.flatMap((scenario) =>
    ROLES.map((role) => {
      const outcome = expectedOutcome(routeKey, rule, role, scenario);
      return { name: `${role} · ${scenario.key} → ${describeOutcome(outcome)}`, role, scenario, outcome };
    }),
  );
}

beforeAll(async () => {
  // the weather service on a loopback address the safe fetch refuses: no test reaches the internet
  t = await createTestApp({ WEATHER_API_URL: 'http://127.0.0.1:9', GEOCODING_API_URL: 'http://127.0.0.1:9' });
  await buildWorld();
}, 120_000);
afterAll(() => t?.close());

describe('the matrix covers every /api route', () => {
  it('has a rule for each registered route, with the permission the route declares', () => {
    const problems: string[] = [];
    const registered = new Map<string, { permission: string; reads: boolean; whileReadOnly: boolean }>();
    for (const route of t.app.guardedRoutes) {
      if (route.method !== 'HEAD') registered.set(`${route.method} ${route.url}`, route);
    }
    // Fastify answers HEAD through the GET route's handler and guard; a HEAD route of its own needs a rule
    for (const route of t.app.guardedRoutes.filter((entry) => entry.method === 'HEAD')) {
      const get = registered.get(`GET ${route.url}`);
      if (!get) registered.set(`HEAD ${route.url}`, route);
      else if (get.permission !== route.permission) {
        problems.push(`HEAD ${route.url} does not declare what its GET route declares`);
      }
    }
    for (const [key, route] of registered) {
      const rule = RULES[key];
      if (route.permission === 'public') {
        if (!PUBLIC_ROUTES[key] && !KEY_ROUTES[key]) {
          problems.push(`${key} (public) has no entry in PUBLIC_ROUTES or KEY_ROUTES`);
        }
        continue;
      }
      if (!rule) {
        problems.push(`${key} (${route.permission}) has no rule in authorization-rules.ts`);
        continue;
      }
      if (rule.permission !== route.permission) {
        problems.push(`${key} declares '${route.permission}' but its rule expects '${rule.permission}'`);
      }
      if ((rule.reads === true) !== route.reads) {
        problems.push(`${key} declares reads: ${route.reads} but its rule says ${rule.reads === true}`);
      }
      if ((rule.whileReadOnly === true) !== route.whileReadOnly) {
        problems.push(
          `${key} declares whileReadOnly: ${route.whileReadOnly} but its rule says ${rule.whileReadOnly === true}`,
        );
      }
    }
    for (const key of [...Object.keys(RULES), ...Object.keys(PUBLIC_ROUTES), ...Object.keys(KEY_ROUTES)]) {
      const listedPublic = key in PUBLIC_ROUTES || key in KEY_ROUTES;
      if (!registered.has(key)) problems.push(`${key} has a rule but the app has no such route`);
      else if ((registered.get(key)?.permission === 'public') !== listedPublic) {
        problems.push(`${key} is listed as ${listedPublic ? 'public' : 'needing a session'} but is not`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe.each(Object.entries(PUBLIC_ROUTES))('%s', (routeKey, built) => {
  it('is reachable without a session', async () => {
    const response = await send(method(routeKey), built);
    const code = errorCodeOf(response);
    const seen = `${routeKey}: got ${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, seen).toBeLessThan(500);
    expect(response.statusCode, seen).not.toBe(401);
    expect(['UNAUTHORIZED', 'FORBIDDEN', 'LICENSE_EXPIRED'], seen).not.toContain(code);
  });
});

describe.each(Object.entries(KEY_ROUTES))('%s', (routeKey, { refusal, ...built }) => {
  it('refuses a caller without its key, with a session or without', async () => {
    const scenario = OWN_SCENARIOS[0] as Scenario;
    for (const cookie of [undefined, world.sessions[scenario.caller].owner.cookie]) {
      const response = await send(method(routeKey), built, cookie);
      expect(response.statusCode, response.body).toBe(401);
      expect(errorCodeOf(response)).toBe(refusal);
    }
  });
});

describe.each(Object.entries(RULES))('%s', (routeKey, rule) => {
  it('refuses a caller without a session (401 UNAUTHORIZED)', async () => {
    const scenario = OWN_SCENARIOS[0] as Scenario;
    const built = await rule.build(contextFor(scenario, world.sessions[scenario.caller].owner));
    expectOutcome(await send(method(routeKey), built), UNAUTHORIZED, `${routeKey} anonymous`);
  });

  it.each(casesOf(routeKey, rule).map((matrixCase) => [matrixCase.name, matrixCase] as const))(
    '%s',
    async (_name, { role, scenario, outcome }) => {
      const session = world.sessions[scenario.caller][role];
      const context = contextFor(scenario, session);
      const built = await rule.build(context);
      const response = await send(method(routeKey), built, session.cookie);
      const label = `${routeKey} as ${role}, ${scenario.key}`;
      expectOutcome(response, outcome, label, rule.okStatus);
      if (outcome === ALLOWED && rule.check) {
        rule.check(response.json(), situationOf(role, scenario), context);
      }
    },
  );
});
