/**
 * The authorization matrix: for every /api route, how to build a valid request against a target
 * organization and what each role may do with it. authorization-matrix.test.ts runs every rule for
 * each role in each scenario below and fails when the app has a route this table does not describe
 * (or the table describes a route the app no longer has, or declares another permission than the route).
 *
 * Expected outcomes follow the guard (capability from the contract's PERMISSIONS, then an expired
 * licence makes writes read-only) and the access rules of the contract (accessStateFor).
 */
import { accessStateFor, can, type AccessState, type ErrorCode, type Role } from '@placard/contract';
import type { Permission } from '../platform/http/guard.js';

/** Where the target sits relative to the caller, and the caller's licence. */
export type Scenario = {
  key: string;
  /** the caller's organization (world key) */
  caller: CallerKey;
  /** the organization the request is about (world key) */
  target: OrganizationKey;
  /** the caller licence's subOrgUpdateAccess */
  level: 0 | 1 | 2;
  /** levels from the caller's organization down to the target; null when the target is not below it */
  depth: number | null;
  expired: boolean;
  /** whether a fresh organization in the target's place can be made (not the caller's own, not its parent) */
  recreate: boolean;
};

export type CallerKey = 'level0' | 'level1' | 'level2' | 'expired';
export type OrganizationKey =
  | 'top'
  | CallerKey
  | 'child0'
  | 'child1'
  | 'child2'
  | 'grandchild1'
  | 'grandchild2'
  | 'childExpired'
  | 'sibling';

/**
 * The tree the matrix builds (under the platform's root):
 *   top ─┬─ level0 ── child0
 *        ├─ level1 ── child1 ── grandchild1
 *        ├─ level2 ── child2 ── grandchild2
 *        ├─ expired ── childExpired   (level 2, licence ended yesterday)
 *        └─ sibling
 */
export const SCENARIOS: readonly Scenario[] = [
  {
    key: 'own organization',
    caller: 'level2',
    target: 'level2',
    level: 2,
    depth: 0,
    expired: false,
    recreate: false,
  },
  {
    key: 'child, level 0',
    caller: 'level0',
    target: 'child0',
    level: 0,
    depth: 1,
    expired: false,
    recreate: true,
  },
  {
    key: 'child, level 1',
    caller: 'level1',
    target: 'child1',
    level: 1,
    depth: 1,
    expired: false,
    recreate: true,
  },
  {
    key: 'child, level 2',
    caller: 'level2',
    target: 'child2',
    level: 2,
    depth: 1,
    expired: false,
    recreate: true,
  },
  {
    key: 'grandchild, level 1',
    caller: 'level1',
    target: 'grandchild1',
    level: 1,
    depth: 2,
    expired: false,
    recreate: true,
  },
  {
    key: 'grandchild, level 2',
    caller: 'level2',
    target: 'grandchild2',
    level: 2,
    depth: 2,
    expired: false,
    recreate: true,
  },
  {
    key: 'sibling',
    caller: 'level2',
    target: 'sibling',
    level: 2,
    depth: null,
    expired: false,
    recreate: true,
  },
  { key: 'parent', caller: 'level2', target: 'top', level: 2, depth: null, expired: false, recreate: false },
  {
    key: 'expired licence, child',
    caller: 'expired',
    target: 'childExpired',
    level: 2,
    depth: 1,
    expired: true,
    recreate: true,
  },
];

/** Scenarios for routes that name no organization: the caller's own, with a valid and an expired licence. */
export const OWN_SCENARIOS: readonly Scenario[] = [
  {
    key: 'own organization',
    caller: 'level2',
    target: 'level2',
    level: 2,
    depth: 0,
    expired: false,
    recreate: false,
  },
  {
    key: 'expired licence',
    caller: 'expired',
    target: 'expired',
    level: 2,
    depth: 0,
    expired: true,
    recreate: false,
  },
];

/** 200; a refusal or business answer with its status and code; or any authorization refusal (403/404). */
export type Outcome =
  { kind: 'allowed' } | { kind: 'answer'; status: number; code: ErrorCode } | { kind: 'refused' };

const answer = (status: number, code: ErrorCode): Outcome => ({ kind: 'answer', status, code });
export const ALLOWED: Outcome = { kind: 'allowed' };
export const NOT_FOUND = answer(404, 'NOT_FOUND');
export const FORBIDDEN = answer(403, 'FORBIDDEN');
export const LICENSE_EXPIRED = answer(403, 'LICENSE_EXPIRED');
export const UNAUTHORIZED = answer(401, 'UNAUTHORIZED');
/** refused with 403 FORBIDDEN or 404 NOT_FOUND, whichever the route prefers */
export const REFUSED: Outcome = { kind: 'refused' };

export function describeOutcome(outcome: Outcome): string {
  if (outcome.kind === 'answer') return `${outcome.status} ${outcome.code}`;
  return outcome.kind;
}

/** What a rule's expectation sees once the guard has let the caller through. */
export type Situation = { role: Role; access: AccessState; depth: number | null; level: 0 | 1 | 2 };

/** The target may be seen (own, or below with limited or full access); anything else is not found. */
export const view = (s: Situation): Outcome => (s.access === 'NO_ACCESS' ? NOT_FOUND : ALLOWED);
/** The target must be fully managed. */
export const manage = (s: Situation): Outcome => (s.access === 'LIMITED_ACCESS' ? FORBIDDEN : view(s));
/** A sub-organization the caller fully manages, never its own. */
export const manageSub = (s: Situation): Outcome => {
  const outcome = manage(s);
  return outcome === ALLOWED && s.depth === 0 ? FORBIDDEN : outcome;
};
/** Open to any role of the organization; below it only to the roles that manage organizations. */
const ownOrManagerView = (s: Situation): Outcome => {
  const outcome = view(s);
  return outcome === ALLOWED && s.depth !== 0 && !can(s.role, 'sidebar_organizations') ? REFUSED : outcome;
};
const anywhere = (): Outcome => ALLOWED;

/** An organization as the matrix knows it. */
export type MatrixOrganization = { id: number; name: string; parentId: number };
export type SharedOrganization = MatrixOrganization & {
  owner: { id: number; email: string; fullname: string };
  /** a staff member to edit */
  member: { id: number; email: string; fullname: string };
  /** a user who has not chosen a password yet */
  invitedId: number;
};

/** What a rule needs to build its request. */
export type CaseContext = {
  target: SharedOrganization;
  caller: SharedOrganization;
  me: { id: number; email: string; password: string };
  /** a new organization in the target's place (the target itself when it cannot be recreated) */
  freshOrganization(options?: { trial?: boolean }): Promise<MatrixOrganization>;
  /** a new staff user of an organization */
  freshMember(organizationId: number): Promise<{ id: number }>;
  /** a new pending impersonation request from the target's parent to the target */
  freshRequest(): Promise<number>;
  /** a new media item made by the caller in its own organization (My or Shared) */
  freshMedia(section: 'my' | 'shared'): Promise<number>;
  /** a new My folder of the caller */
  freshFolder(): Promise<number>;
  uniqueEmail(label: string): string;
};

export type BuiltRequest = { url: string; body?: unknown; upload?: true; headers?: Record<string, string> };

export type Rule = {
  permission: Permission;
  /** a POST that only reads (stays open while the licence is expired) */
  reads?: true;
  /** a change that stays open while the licence is expired */
  whileReadOnly?: true;
  /** 'none': the route names no organization (runs in OWN_SCENARIOS); public routes run anonymously only */
  target: 'organization' | 'none';
  /** the answer once the guard let the caller through */
  expect: (situation: Situation) => Outcome;
  build: (context: CaseContext) => BuiltRequest | Promise<BuiltRequest>;
  /** the status an allowed call answers (200 unless told) */
  okStatus?: number;
  /** further checks on an allowed answer */
  check?: (json: unknown, situation: Situation, context: CaseContext) => void;
};

const details = (name: string) => ({ name, city: 'Malmö', state: 'Skåne', country: 'SE' });
const endOfToday = () => {
  const day = new Date();
  day.setHours(23, 59, 59, 999);
  return day.toISOString();
};
const org =
  (path = '') =>
  (c: CaseContext) => ({ url: `/api/organizations/${c.target.id}${path}` });
const post =
  (path: string, body: (c: CaseContext) => unknown) =>
  (c: CaseContext): BuiltRequest => ({ url: `/api/organizations/${c.target.id}${path}`, body: body(c) });
const none = (url: string, body?: unknown) => () => ({ url, body });

const SESSION_ROUTE = { permission: 'session', target: 'none', expect: anywhere } as const;
/** The player protocol's calls: the matrix's callers have sessions only, and are refused. */
const SCREEN_ROUTE = { permission: 'device', target: 'none', expect: () => UNAUTHORIZED } as const;
const ORGANIZATIONS = 'sidebar_organizations';
const TARGETLESS = { permission: ORGANIZATIONS, target: 'none', expect: anywhere } as const;
const MEDIA = { permission: 'media', target: 'none', expect: anywhere } as const;

/**
 * Playlists. The matrix makes no playlists, so calls about one name an id no playlist has: past the
 * guard they answer 404 (the playlist tests cover what each call does with a real one).
 */
const NO_PLAYLIST = 2_000_000_000;
const PLAYLIST_READ = { permission: 'sidebar_playlists', reads: true, target: 'none' } as const;
const PLAYLIST_EDIT = { permission: 'playlist_edit', target: 'none', expect: () => NOT_FOUND } as const;
const playlist = (path: string, body: unknown) => none(`/api/playlist/${path}`, body);
const onPlaylist = (body: object = {}) => ({ playlistId: NO_PLAYLIST, ...body });
/**
 * Device groups and schedules. Calls about a group or device name ones no organization has: past the
 * guard they answer 404 (the group and schedule tests cover what each call does with real ones).
 */
const NO_GROUP = 2_000_000_000;
const NO_DEVICE = 'matrix-no-such-device';
const PLAY_NOW_ENTRY = JSON.stringify({ playlistId: NO_PLAYLIST, schedule: null });
const SCREENS_READ = {
  permission: 'devices',
  reads: true,
  target: 'none',
  expect: () => NOT_FOUND,
} as const;
const SCREENS_EDIT = { permission: 'devices', target: 'none', expect: () => NOT_FOUND } as const;
const group = (path: string, body: unknown) => none(`/api/group/${path}`, body);
/**
 * Alerts. Calls about one name an id no alert has: past the guard they answer 404 (the alert tests
 * cover what each call does with real ones).
 */
const NO_ALERT = 2_000_000_000;
const ALERT_INPUT = {
  description: 'Matrix',
  instructions: 'Matrix',
  type: 'custom',
  continuous: true,
  duration: null,
  backgroundColor: '#1E3A8A',
  textColor: '#FFFFFF',
};
const ALERTS_READ = {
  permission: 'sidebar_alerts',
  reads: true,
  target: 'none',
  expect: () => NOT_FOUND,
} as const;
const ALERTS_EDIT = { permission: 'sidebar_alerts', target: 'none', expect: () => NOT_FOUND } as const;
const alert = (path: string, body: unknown) => none(`/api/alert/${path}`, body);
const integration = (path: string, body: unknown) => none(`/api/integration/${path}`, body);
const INTEGRATION_INPUT = {
  provider: 'json',
  targets: { all: true },
  defaults: {
    type: 'fire',
    backgroundColor: '#991B1B',
    textColor: '#FFFFFF',
    continuous: true,
    duration: null,
  },
};
/**
 * Widgets in the editor. The matrix's app reads no other host: its requests name loopback addresses,
 * which the safe fetch refuses without reaching them (the weather service is one too, see the matrix's
 * app), so a place search fails, a website is not embeddable, and a preview answers `failed`.
 */
const WIDGET_EDIT = { permission: 'playlist_edit', reads: true, target: 'none' } as const;
const widget = (path: string, body: unknown) => none(`/api/widget/${path}`, body);
/**
 * Menus of the menu builder: library items, for whoever works on the media library. Calls about one
 * name an id no menu has: past the guard they answer 404 (the menu tests cover real ones).
 */
const SOCIAL_MANAGE = {
  permission: ORGANIZATIONS,
  target: 'none',
  expect: () => answer(409, 'FACEBOOK_NOT_CONFIGURED'),
} as const;
const social = (path: string, body: unknown = {}) => none(`/api/social/facebook/${path}`, body);

/** The colour palette of the editor, for whoever edits playlists. */
const PALETTE_EDIT = { permission: 'playlist_edit', target: 'none', expect: anywhere } as const;

const NO_MENU = 2_000_000_000;
const MENU_READ = { permission: 'media', reads: true, target: 'none', expect: () => NOT_FOUND } as const;
const MENU_EDIT = { permission: 'media', target: 'none', expect: () => NOT_FOUND } as const;
const menu = (path: string, body: unknown) => none(`/api/menu/${path}`, body);
/** Canva designs: the matrix's server has no Canva integration, so Canva itself is not available. */
const CANVA_READ = {
  permission: 'media',
  reads: true,
  target: 'none',
  expect: () => answer(403, 'CANVA_NOT_AVAILABLE'),
} as const;
const CANVA_WRITE = {
  permission: 'upload',
  target: 'none',
  expect: () => answer(403, 'CANVA_NOT_AVAILABLE'),
} as const;
/** a 1×1 PNG */
const THUMBNAIL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** /playlist/updateSlideThumbnail as the editor sends it: the fields, then the file part "thumbnail". */
function thumbnailRequest(): BuiltRequest {
  const boundary = '----placard-matrix-thumbnail';
  const field = (name: string, value: string | number) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(field('playlistId', NO_PLAYLIST) + field('slideNumber', 0)),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="thumbnail"; filename="slide.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    THUMBNAIL_PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    url: '/api/playlist/updateSlideThumbnail',
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Public routes: reachable without a session; the request only has to get past the guard. */
export const PUBLIC_ROUTES: Record<string, BuiltRequest> = {
  'GET /api/health': { url: '/api/health' },
  'GET /api/config': { url: '/api/config' },
  'GET /api/auth/status': { url: '/api/auth/status' },
  'POST /api/auth/login': { url: '/api/auth/login', body: {} },
  'POST /api/auth/logout': { url: '/api/auth/logout', body: {} },
  'POST /api/auth/requestPasswordReset': { url: '/api/auth/requestPasswordReset', body: {} },
  'POST /api/auth/changePasswordToken': { url: '/api/auth/changePasswordToken', body: {} },
  'POST /api/auth/csrfToken': { url: '/api/auth/csrfToken', body: {} },
  'POST /api/register': { url: '/api/register', body: {} },
  'POST /api/register/verify': { url: '/api/register/verify', body: {} },
  'POST /api/register/resend': { url: '/api/register/resend', body: {} },
  'POST /api/register/user/approve': { url: '/api/register/user/approve', body: {} },
  'POST /api/users/me/email/confirm': { url: '/api/users/me/email/confirm', body: {} },
  'GET /api/files/:key': { url: '/api/files/0123456789abcdef.png' },
  'POST /api/player/pair': { url: '/api/player/pair', body: {} },
  'POST /api/player/pair/status': { url: '/api/player/pair/status', body: {} },
  // Stripe's events: checked by their signature, not a session
  'POST /api/webhooks/stripe': { url: '/api/webhooks/stripe', body: {} },
};

/**
 * Routes that check a key of their own instead of a session (an integration's API key): without the
 * key they refuse with their own code, and a session grants nothing.
 */
export const KEY_ROUTES: Record<string, BuiltRequest & { refusal: string }> = {
  'POST /api/integrations/:id/alerts': {
    url: '/api/integrations/2000000000/alerts',
    body: { identifier: 'matrix' },
    refusal: 'INTEGRATION_KEY_INVALID',
  },
};

const impersonation = '/api/organizations/impersonation';

/** Every route that needs a session, keyed "METHOD url" exactly as registered. */
export const RULES: Record<string, Rule> = {
  // ── the caller's own account ─────────────────────────────────────────────────────────────
  'POST /api/auth/check': { ...SESSION_ROUTE, reads: true, build: none('/api/auth/check', {}) },
  'POST /api/auth/changePassword': {
    ...SESSION_ROUTE,
    build: (c) => ({
      url: '/api/auth/changePassword',
      body: {
        email: c.me.email,
        oldPassword: c.me.password,
        password: c.me.password,
        passwordRepeat: c.me.password,
      },
    }),
  },
  'GET /api/users/me': { ...SESSION_ROUTE, build: none('/api/users/me') },
  // every role opens the dashboard; each section is there only for the roles that may see it
  'GET /api/dashboard': {
    permission: 'sidebar_dashboard',
    target: 'none',
    expect: anywhere,
    build: none('/api/dashboard'),
    check: (json, s, c) => {
      const dashboard = json as Record<string, unknown>;
      const sections = {
        screens: can(s.role, 'devices'),
        playlists: can(s.role, 'playlist_edit'),
        uploads: can(s.role, 'media'),
        license: can(s.role, 'sidebar_organizations'),
      };
      for (const [section, shown] of Object.entries(sections)) {
        if ((dashboard[section] !== null) !== shown) {
          throw new Error(`the dashboard's ${section} is ${shown ? 'missing' : 'shown'} for ${s.role}`);
        }
      }
      if (dashboard.organizationId !== c.caller.id)
        throw new Error('the dashboard is of another organization');
    },
  },
  'POST /api/users/setName': {
    ...SESSION_ROUTE,
    build: none('/api/users/setName', { name: 'Matrix Person' }),
  },
  'POST /api/users/update/locale': {
    ...SESSION_ROUTE,
    build: none('/api/users/update/locale', { locale: 'en' }),
  },
  'POST /api/users/update/eula': { ...SESSION_ROUTE, build: none('/api/users/update/eula', { eula: true }) },
  'POST /api/users/me/email': {
    ...SESSION_ROUTE,
    build: (c) => ({ url: '/api/users/me/email', body: { email: c.uniqueEmail('new-address') } }),
  },

  // ── users of an organization ─────────────────────────────────────────────────────────────
  'GET /api/users/list': {
    permission: 'sidebar_users',
    target: 'organization',
    expect: view,
    build: (c) => ({ url: `/api/users/list?organizationId=${c.target.id}` }),
  },
  'POST /api/users/create': {
    permission: 'add_user',
    target: 'organization',
    expect: manage,
    build: (c) => {
      const email = c.uniqueEmail('added');
      return {
        url: '/api/users/create',
        body: {
          organizationId: c.target.id,
          username: email.split('@')[0]?.replace(/[^a-z0-9]/g, '') ?? 'added',
          fullname: 'Added Member',
          email,
          role: 'staff',
        },
      };
    },
  },
  'POST /api/users/update': {
    permission: 'add_user',
    target: 'organization',
    expect: manage,
    build: (c) => ({
      url: '/api/users/update',
      body: {
        id: c.target.member.id,
        username: `member${c.target.member.id}`,
        fullname: c.target.member.fullname,
        email: c.target.member.email,
        role: 'staff',
      },
    }),
  },
  'POST /api/users/delete': {
    permission: 'delete_user',
    target: 'organization',
    expect: manage,
    build: async (c) => ({
      url: '/api/users/delete',
      body: { userIds: [(await c.freshMember(c.target.id)).id], mode: 'delete' },
    }),
  },
  'POST /api/users/resendInvite': {
    permission: 'add_user',
    target: 'organization',
    expect: manage,
    build: (c) => ({ url: '/api/users/resendInvite', body: { id: c.target.invitedId } }),
  },

  // ── organizations ────────────────────────────────────────────────────────────────────────
  'GET /api/organizations/:id': {
    permission: ORGANIZATIONS,
    target: 'organization',
    expect: view,
    build: org(),
  },
  'POST /api/organizations/getListOfOrgs': {
    permission: ORGANIZATIONS,
    reads: true,
    target: 'organization',
    expect: anywhere,
    build: (c) => ({ url: '/api/organizations/getListOfOrgs', body: { organizationsList: [c.target.id] } }),
    // the list leaves out what the caller may not reach
    check: (json, s, c) => {
      const ids = (json as { id: number }[]).map((node) => node.id);
      const expected = s.access === 'NO_ACCESS' ? [] : [c.target.id];
      if (JSON.stringify(ids) !== JSON.stringify(expected)) {
        throw new Error(
          `getListOfOrgs answered ${JSON.stringify(ids)}, expected ${JSON.stringify(expected)}`,
        );
      }
    },
  },
  'GET /api/organizations/:id/suborganizations': {
    permission: ORGANIZATIONS,
    target: 'organization',
    expect: view,
    build: org('/suborganizations'),
  },
  'GET /api/organizations/:id/allsuborganizations': {
    permission: ORGANIZATIONS,
    target: 'organization',
    expect: view,
    build: org('/allsuborganizations'),
  },
  'POST /api/organizations/:id/suborganizations/create': {
    permission: ORGANIZATIONS,
    target: 'organization',
    // creating sub-organizations also needs a licence level above 0
    expect: (s) => {
      const outcome = manage(s);
      return outcome === ALLOWED && s.level === 0 ? answer(403, 'FEATURE_NOT_LICENSED') : outcome;
    },
    build: post('/suborganizations/create', (c) => ({
      ...details('Matrix Branch'),
      parentOrganizationId: c.target.id,
      ownerName: 'Branch Owner',
      ownerEmail: c.uniqueEmail('branch-owner'),
      licenseData: { package: 'location_1y', subOrgUpdateAccess: 0 },
    })),
  },
  'POST /api/organizations/:id/update': {
    permission: ORGANIZATIONS,
    target: 'organization',
    expect: manage,
    build: post('/update', (c) => details(c.target.name)),
  },
  'POST /api/organizations/:id/updateOwner': {
    permission: ORGANIZATIONS,
    target: 'organization',
    // only an owner hands over its own organization
    expect: (s) => {
      const outcome = manage(s);
      return outcome === ALLOWED && s.depth === 0 && s.role !== 'owner' ? FORBIDDEN : outcome;
    },
    // the current owner again: everything is checked, nothing changes hands
    build: post('/updateOwner', (c) => ({
      ownerName: c.target.owner.fullname,
      ownerEmail: c.target.owner.email,
    })),
  },
  'GET /api/organizations/:id/theme': {
    permission: 'session',
    target: 'organization',
    expect: ownOrManagerView,
    build: org('/theme'),
  },
  'POST /api/organizations/:id/updateThemeColors': {
    permission: ORGANIZATIONS,
    target: 'organization',
    expect: manage,
    build: post('/updateThemeColors', () => ({ accentColor: '#2E96F4' })),
  },
  'POST /api/organizations/:id/updateThemeLogo': {
    permission: ORGANIZATIONS,
    target: 'organization',
    expect: manage,
    build: (c) => ({ url: `/api/organizations/${c.target.id}/updateThemeLogo`, upload: true }),
  },
  'POST /api/organizations/:id/updateThemeBackground': {
    permission: ORGANIZATIONS,
    target: 'organization',
    expect: manage,
    build: (c) => ({ url: `/api/organizations/${c.target.id}/updateThemeBackground`, upload: true }),
  },
  'POST /api/organizations/:id/resetTheme': {
    permission: ORGANIZATIONS,
    target: 'organization',
    expect: manage,
    build: post('/resetTheme', () => ({ propertyList: ['navBarColor'] })),
  },
  'GET /api/organizations/:id/exdata/websitetitle': {
    permission: 'session',
    target: 'organization',
    expect: ownOrManagerView,
    build: org('/exdata/websitetitle'),
  },
  'POST /api/organizations/:id/updateWebsiteTitle': {
    permission: ORGANIZATIONS,
    target: 'organization',
    expect: manage,
    build: post('/updateWebsiteTitle', () => ({ title: 'Matrix Screens' })),
  },
  'GET /api/organizations/:id/exdata/emails': {
    permission: ORGANIZATIONS,
    target: 'organization',
    expect: view,
    build: org('/exdata/emails'),
  },
  'POST /api/organizations/updateSupportEmails/:id': {
    permission: ORGANIZATIONS,
    target: 'organization',
    expect: manage,
    build: (c) => ({
      url: `/api/organizations/updateSupportEmails/${c.target.id}`,
      body: { customerSupportEmail: null, customerContactEmail: null },
    }),
  },
  'GET /api/organizations/:id/parentpath': {
    permission: ORGANIZATIONS,
    target: 'organization',
    expect: view,
    build: org('/parentpath'),
  },
  'GET /api/organizations/:id/isparent': {
    permission: ORGANIZATIONS,
    target: 'organization',
    expect: view,
    build: org('/isparent'),
  },
  'POST /api/organizations/:id/move': {
    permission: ORGANIZATIONS,
    target: 'organization',
    expect: manageSub,
    // under its current parent: every check runs, the tree stays as it is
    build: post('/move', (c) => ({ targetOrganizationId: c.target.parentId })),
  },
  'POST /api/organizations/:id/transfer': {
    permission: ORGANIZATIONS,
    target: 'organization',
    expect: manageSub,
    build: async (c) => {
      const fresh = await c.freshOrganization();
      return {
        url: `/api/organizations/${fresh.id}/transfer`,
        body: { targetOrganizationId: fresh.parentId },
      };
    },
  },
  'DELETE /api/organizations/:id': {
    permission: ORGANIZATIONS,
    target: 'organization',
    expect: manageSub,
    build: async (c) => ({ url: `/api/organizations/${(await c.freshOrganization()).id}` }),
  },
  'POST /api/organizations/:id/collate': {
    permission: ORGANIZATIONS,
    target: 'organization',
    expect: manage,
    build: post('/collate', () => ({ collate: false })),
  },
  'POST /api/organizations/:id/collate/verify': {
    permission: ORGANIZATIONS,
    target: 'organization',
    // reaching the check is the permission; nothing is pending in the matrix's organizations
    expect: (s) => {
      const outcome = manage(s);
      return outcome === ALLOWED ? answer(409, 'COLLATION_NOT_REQUESTED') : outcome;
    },
    build: post('/collate/verify', () => ({})),
  },

  // ── licences ─────────────────────────────────────────────────────────────────────────────
  'GET /api/license/packages': { ...TARGETLESS, build: none('/api/license/packages') },
  'POST /api/license/packageinfo': {
    ...TARGETLESS,
    reads: true,
    build: none('/api/license/packageinfo', { package: 'location_1y' }),
  },
  'POST /api/license/info': {
    permission: ORGANIZATIONS,
    reads: true,
    target: 'organization',
    expect: view,
    build: (c) => ({ url: '/api/license/info', body: { organizationId: c.target.id } }),
  },
  'POST /api/license/update': {
    permission: ORGANIZATIONS,
    target: 'organization',
    expect: manageSub,
    build: (c) => ({
      url: '/api/license/update',
      body: { data: { organizationId: c.target.id, updateLocalTime: endOfToday() } },
    }),
  },
  'GET /api/license/:organizationId/demo-extension': {
    permission: ORGANIZATIONS,
    target: 'organization',
    // the caller's own licence is not a trial; a parent needs full access to extend a sub-organization's
    expect: (s) => {
      const outcome = view(s);
      if (outcome !== ALLOWED) return outcome;
      return s.depth === 0 || s.access !== 'FULL_ACCESS' ? answer(409, 'DEMO_EXTENSION_FAILED') : outcome;
    },
    build: async (c) => ({
      url: `/api/license/${(await c.freshOrganization({ trial: true })).id}/demo-extension`,
    }),
  },
  'GET /api/license/:organizationId/credits': {
    permission: ORGANIZATIONS,
    target: 'organization',
    expect: view,
    build: (c) => ({ url: `/api/license/${c.target.id}/credits` }),
  },
  'GET /api/license/:organizationId/credits/history': {
    permission: ORGANIZATIONS,
    target: 'organization',
    expect: view,
    build: (c) => ({ url: `/api/license/${c.target.id}/credits/history?page=1` }),
  },
  'GET /api/license/:organizationId/credits/sub-organizations': {
    permission: ORGANIZATIONS,
    target: 'organization',
    expect: view,
    build: (c) => ({ url: `/api/license/${c.target.id}/credits/sub-organizations` }),
  },
  'POST /api/license/:organizationId/credits/add': {
    permission: ORGANIZATIONS,
    target: 'organization',
    // limited access is enough to add credits, but never to one's own organization
    expect: (s) => {
      const outcome = view(s);
      return outcome === ALLOWED && s.depth === 0 ? FORBIDDEN : outcome;
    },
    build: (c) => ({ url: `/api/license/${c.target.id}/credits/add`, body: { numberOfCredits: 5 } }),
  },
  // ── buying credits: the matrix's server has no Stripe account, so payments are not set up ──
  'GET /api/credits/packages': {
    permission: 'sidebar_account',
    target: 'none',
    expect: anywhere,
    build: none('/api/credits/packages'),
    check: (json, s) => {
      const packages = json as { payments: boolean; mayBuy: boolean };
      if (packages.payments) throw new Error('payments are offered without Stripe settings');
      // owners and admins buy, while the licence is not read-only
      if (packages.mayBuy && !can(s.role, ORGANIZATIONS)) throw new Error(`${s.role} may buy credits`);
    },
  },
  'POST /api/credits/checkout': {
    permission: ORGANIZATIONS,
    target: 'none',
    expect: () => answer(409, 'PAYMENTS_NOT_CONFIGURED'),
    build: none('/api/credits/checkout', { item: 'credits_100' }),
  },
  'POST /api/credits/payments/verify': {
    permission: ORGANIZATIONS,
    whileReadOnly: true,
    target: 'none',
    expect: () => answer(409, 'PAYMENTS_NOT_CONFIGURED'),
    build: none('/api/credits/payments/verify', { sessionId: 'cs_test_matrix' }),
  },
  'GET /api/organizations/:id/license/pricing': {
    permission: ORGANIZATIONS,
    target: 'organization',
    expect: view,
    build: org('/license/pricing'),
  },
  'POST /api/organizations/:id/license/pricing/update': {
    permission: ORGANIZATIONS,
    target: 'organization',
    expect: manageSub,
    build: post('/license/pricing/update', () => ({ item: 'setup', value: 10 })),
  },

  // ── impersonation ────────────────────────────────────────────────────────────────────────
  'POST /api/organizations/impersonation/request': {
    permission: ORGANIZATIONS,
    target: 'organization',
    // direct sub-organizations only, whatever the access level; one's own or a grandchild is refused
    expect: (s) => {
      if (s.depth === null) return NOT_FOUND;
      return s.depth === 1 ? ALLOWED : answer(403, 'IMPERSONATION_NOT_ALLOWED');
    },
    build: async (c) => ({
      url: `${impersonation}/request`,
      body: { recipientOrganizationId: (await c.freshOrganization()).id },
    }),
  },
  'GET /api/organizations/impersonation/requests/received': {
    ...TARGETLESS,
    build: none(`${impersonation}/requests/received`),
  },
  'GET /api/organizations/impersonation/requests/accepted': {
    ...TARGETLESS,
    build: none(`${impersonation}/requests/accepted`),
  },
  'GET /api/organizations/impersonation/requests/sent': {
    ...TARGETLESS,
    build: none(`${impersonation}/requests/sent`),
  },
  'GET /api/organizations/impersonation/log': { ...TARGETLESS, build: none(`${impersonation}/log`) },
  // the request is from the target's parent to the target: own = received by the caller's
  // organization; child = sent by it; anything else is another organization's business
  'POST /api/organizations/impersonation/:id/accept': {
    permission: ORGANIZATIONS,
    target: 'organization',
    expect: (s) => {
      if (s.depth === 0) return s.role === 'owner' ? ALLOWED : FORBIDDEN;
      return s.depth === 1 ? FORBIDDEN : NOT_FOUND;
    },
    build: async (c) => ({ url: `${impersonation}/${await c.freshRequest()}/accept` }),
  },
  'POST /api/organizations/impersonation/:id/delete': {
    permission: ORGANIZATIONS,
    whileReadOnly: true,
    target: 'organization',
    expect: (s) => (s.depth === 0 || s.depth === 1 ? ALLOWED : NOT_FOUND),
    build: async (c) => ({ url: `${impersonation}/${await c.freshRequest()}/delete` }),
  },

  // ── media library ────────────────────────────────────────────────────────────────────────
  'POST /api/media/list': { ...MEDIA, reads: true, build: none('/api/media/list', { section: 'shared' }) },
  'POST /api/media/info': {
    ...MEDIA,
    reads: true,
    build: async (c) => ({ url: '/api/media/info', body: { id: await c.freshMedia('shared') } }),
  },
  'GET /api/media/usage': { ...MEDIA, build: none('/api/media/usage') },
  'POST /api/media/rename': {
    ...MEDIA,
    build: async (c) => ({
      url: '/api/media/rename',
      body: { id: await c.freshMedia('shared'), name: 'Renamed' },
    }),
  },
  'POST /api/media/updateFlags': {
    ...MEDIA,
    build: async (c) => ({
      url: '/api/media/updateFlags',
      body: { id: await c.freshMedia('my'), locked: true },
    }),
  },
  'POST /api/media/moveToFolder': {
    ...MEDIA,
    build: async (c) => ({
      url: '/api/media/moveToFolder',
      body: { ids: [await c.freshMedia('my')], parentFolderId: await c.freshFolder() },
    }),
  },
  'POST /api/media/remove': {
    ...MEDIA,
    build: async (c) => ({ url: '/api/media/remove', body: { ids: [await c.freshMedia('shared')] } }),
  },
  'POST /api/media/share': {
    ...MEDIA,
    build: async (c) => ({ url: '/api/media/share', body: { ids: [await c.freshMedia('my')] } }),
  },
  'POST /api/media/restrict': {
    ...MEDIA,
    build: async (c) => ({ url: '/api/media/restrict', body: { ids: [await c.freshMedia('shared')] } }),
  },
  'POST /api/media/folder/create': {
    permission: 'new_folder_create',
    target: 'none',
    expect: anywhere,
    build: (c) => ({
      url: '/api/media/folder/create',
      body: { name: c.uniqueEmail('folder'), section: 'my' },
    }),
  },
  'POST /api/media/folder/rename': {
    ...MEDIA,
    build: async (c) => ({
      url: '/api/media/folder/rename',
      body: { id: await c.freshFolder(), name: c.uniqueEmail('renamed') },
    }),
  },
  'POST /api/media/folder/list': {
    ...MEDIA,
    reads: true,
    build: none('/api/media/folder/list', { section: 'my' }),
  },
  // stock copies go to sub-organizations the caller reaches (any access level), never its own
  'POST /api/media/copyToStock': {
    permission: 'stockmedia_create',
    target: 'organization',
    expect: (s) => (s.depth === 0 ? answer(400, 'BAD_REQUEST') : view(s)),
    build: async (c) => ({
      url: '/api/media/copyToStock',
      body: { mediaIds: [await c.freshMedia('shared')], orgShareIds: [c.target.id] },
    }),
  },
  'GET /api/media/stock/targets': {
    permission: 'stockmedia_create',
    target: 'none',
    expect: anywhere,
    build: none('/api/media/stock/targets'),
  },
  'POST /api/media/stock/recipients': {
    permission: 'stockmedia_create',
    reads: true,
    target: 'none',
    expect: anywhere,
    build: async (c) => ({
      url: '/api/media/stock/recipients',
      body: { mediaId: await c.freshMedia('shared') },
    }),
  },
  'POST /api/media/stock/unshare': {
    permission: 'stockmedia_create',
    target: 'none',
    expect: anywhere,
    build: async (c) => ({
      url: '/api/media/stock/unshare',
      body: { mediaIds: [await c.freshMedia('shared')], organizationId: c.target.id },
    }),
  },
  'POST /api/media/stock/unshareAll': {
    permission: 'unshare_all_stock_media',
    target: 'none',
    expect: anywhere,
    build: async (c) => ({
      url: '/api/media/stock/unshareAll',
      body: { mediaIds: [await c.freshMedia('shared')] },
    }),
  },
  'POST /api/media/uploads': {
    permission: 'upload',
    target: 'none',
    expect: anywhere,
    okStatus: 201,
    build: () => ({
      url: '/api/media/uploads',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '68',
        'upload-metadata': `filename ${Buffer.from('matrix.png').toString('base64')}`,
      },
    }),
  },
  // an upload that is not there: past the guard, tus answers it is not found
  'HEAD /api/media/uploads/:uploadId': {
    permission: 'upload',
    target: 'none',
    expect: () => NOT_FOUND,
    build: (c) => ({
      url: `/api/media/uploads/${c.caller.id}-${c.me.id}-none`,
      headers: { 'tus-resumable': '1.0.0' },
    }),
  },
  'PATCH /api/media/uploads/:uploadId': {
    permission: 'upload',
    target: 'none',
    expect: () => NOT_FOUND,
    build: (c) => ({
      url: `/api/media/uploads/${c.caller.id}-${c.me.id}-none`,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: Buffer.from('bytes'),
    }),
  },
  'DELETE /api/media/uploads/:uploadId': {
    permission: 'upload',
    target: 'none',
    expect: () => NOT_FOUND,
    build: (c) => ({
      url: `/api/media/uploads/${c.caller.id}-${c.me.id}-none`,
      headers: { 'tus-resumable': '1.0.0' },
    }),
  },

  // ── playlists and templates ──────────────────────────────────────────────────────────────
  // every role reaches it: content roles list their playlists, screen managers the shared ones they assign
  'POST /api/playlist/list': {
    permission: 'session',
    reads: true,
    target: 'none',
    expect: anywhere,
    build: playlist('list', {}),
  },
  'POST /api/playlist/search': {
    ...PLAYLIST_READ,
    expect: anywhere,
    build: playlist('search', { section: 'shared', searchTerm: 'matrix' }),
  },
  'POST /api/playlist/listMyPlaylists': {
    ...PLAYLIST_READ,
    expect: anywhere,
    build: playlist('listMyPlaylists', {}),
  },
  'POST /api/playlist/listOrgPlaylists': {
    ...PLAYLIST_READ,
    expect: anywhere,
    build: playlist('listOrgPlaylists', {}),
  },
  'POST /api/playlist/listStockPlaylist': {
    ...PLAYLIST_READ,
    expect: anywhere,
    build: playlist('listStockPlaylist', {}),
  },
  'POST /api/playlist/info': {
    ...PLAYLIST_READ,
    expect: () => NOT_FOUND,
    build: playlist('info', onPlaylist()),
  },
  'POST /api/playlist/metadata': {
    ...PLAYLIST_READ,
    expect: () => NOT_FOUND,
    build: playlist('metadata', onPlaylist()),
  },
  'POST /api/playlist/getSlide': {
    ...PLAYLIST_READ,
    expect: () => NOT_FOUND,
    build: playlist('getSlide', onPlaylist({ slideId: NO_PLAYLIST })),
  },
  'POST /api/playlist/lockStatus': {
    ...PLAYLIST_READ,
    expect: () => NOT_FOUND,
    build: playlist('lockStatus', onPlaylist()),
  },
  'POST /api/playlist/folder/list': {
    ...PLAYLIST_READ,
    expect: anywhere,
    build: playlist('folder/list', { section: 'shared' }),
  },
  'POST /api/template/list': {
    ...PLAYLIST_READ,
    expect: anywhere,
    build: none('/api/template/list', { section: 'shared' }),
  },
  'POST /api/playlist/create': {
    permission: 'playlist_create',
    target: 'none',
    expect: anywhere,
    build: (c) => playlist('create', { name: c.uniqueEmail('playlist'), aspectType: '16:9' })(),
  },
  'POST /api/template/create': {
    permission: 'playlist_create',
    target: 'none',
    expect: () => NOT_FOUND,
    build: none('/api/template/create', onPlaylist({ name: 'Matrix template', slideId: NO_PLAYLIST })),
  },
  'POST /api/playlist/lock': { ...PLAYLIST_EDIT, build: playlist('lock', onPlaylist()) },
  'POST /api/playlist/unlock': { ...PLAYLIST_EDIT, build: playlist('unlock', onPlaylist()) },
  'POST /api/playlist/rename': {
    ...PLAYLIST_EDIT,
    build: playlist('rename', onPlaylist({ name: 'Matrix' })),
  },
  'POST /api/playlist/publish': { ...PLAYLIST_EDIT, build: playlist('publish', onPlaylist()) },
  'POST /api/playlist/slide/create': { ...PLAYLIST_EDIT, build: playlist('slide/create', onPlaylist()) },
  'POST /api/playlist/removeSlide': {
    ...PLAYLIST_EDIT,
    build: playlist('removeSlide', onPlaylist({ slideNumber: 0 })),
  },
  'POST /api/playlist/duplicateSlide': {
    ...PLAYLIST_EDIT,
    build: playlist('duplicateSlide', onPlaylist({ slideNumber: 0 })),
  },
  'POST /api/playlist/updateSlide': {
    ...PLAYLIST_EDIT,
    build: playlist('updateSlide', onPlaylist({ slideNumber: 0, slideData: {} })),
  },
  'POST /api/playlist/updateSlideIndex': {
    ...PLAYLIST_EDIT,
    build: playlist('updateSlideIndex', onPlaylist({ slideId: NO_PLAYLIST, oldIndex: 0, newIndex: 1 })),
  },
  'POST /api/playlist/updateSlideBackground': {
    ...PLAYLIST_EDIT,
    build: playlist(
      'updateSlideBackground',
      onPlaylist({ slideId: NO_PLAYLIST, backgroundType: 'color', background: '#FFFFFF' }),
    ),
  },
  'POST /api/playlist/updateAspect': {
    ...PLAYLIST_EDIT,
    build: playlist('updateAspect', onPlaylist({ aspectType: '4:3' })),
  },
  'POST /api/playlist/updateSlideDuration': {
    ...PLAYLIST_EDIT,
    build: playlist('updateSlideDuration', onPlaylist({ slideId: NO_PLAYLIST, duration: 10 })),
  },
  'POST /api/playlist/update/slides/all/duration': {
    ...PLAYLIST_EDIT,
    build: playlist('update/slides/all/duration', onPlaylist({ duration: 10 })),
  },
  'POST /api/playlist/updateSlideAnimation': {
    ...PLAYLIST_EDIT,
    build: playlist(
      'updateSlideAnimation',
      onPlaylist({ slideId: NO_PLAYLIST, animation: { type: 'fade', durationInMillis: 500 } }),
    ),
  },
  'POST /api/playlist/updateSlideActions': {
    ...PLAYLIST_EDIT,
    build: playlist(
      'updateSlideActions',
      onPlaylist({ slideId: NO_PLAYLIST, actionData: { actions: {}, hotCorners: false } }),
    ),
  },
  'POST /api/playlist/updateSlideOverlay': {
    ...PLAYLIST_EDIT,
    build: playlist('updateSlideOverlay', onPlaylist({ overlayData: { slideId: null } })),
  },
  'POST /api/playlist/updateSlideThumbnail': { ...PLAYLIST_EDIT, build: thumbnailRequest },
  'POST /api/playlist/assignTemplate': {
    ...PLAYLIST_EDIT,
    build: playlist('assignTemplate', onPlaylist({ templateId: NO_PLAYLIST, currentSlideId: NO_PLAYLIST })),
  },
  'POST /api/playlist/share': { ...PLAYLIST_EDIT, build: playlist('share', { playlistIds: [NO_PLAYLIST] }) },
  'POST /api/playlist/restrict': {
    ...PLAYLIST_EDIT,
    build: playlist('restrict', { playlistIds: [NO_PLAYLIST] }),
  },
  'POST /api/playlist/moveToFolder': {
    ...PLAYLIST_EDIT,
    build: playlist('moveToFolder', { fileId: NO_PLAYLIST, parentFolder: null }),
  },
  'POST /api/playlist/remove': {
    permission: 'playlist_delete',
    target: 'none',
    expect: () => NOT_FOUND,
    build: playlist('remove', { ids: [NO_PLAYLIST] }),
  },
  'POST /api/playlist/folder/create': {
    permission: 'new_folder_create',
    target: 'none',
    expect: anywhere,
    build: (c) => playlist('folder/create', { name: c.uniqueEmail('folder'), section: 'my' })(),
  },
  // a media library folder is not a playlist folder
  'POST /api/playlist/folder/rename': {
    ...PLAYLIST_EDIT,
    build: async (c) => playlist('folder/rename', { id: await c.freshFolder(), name: 'Matrix' })(),
  },
  // stock copies go to sub-organizations the caller reaches, never its own
  'POST /api/playlist/copyToStock': {
    permission: 'stockmedia_create',
    target: 'organization',
    expect: (s) => (s.depth === 0 ? answer(400, 'BAD_REQUEST') : NOT_FOUND),
    build: (c) => playlist('copyToStock', { playlistIds: [NO_PLAYLIST], orgShareIds: [c.target.id] })(),
  },
  'POST /api/playlist/stock/recipients': {
    permission: 'stockmedia_create',
    reads: true,
    target: 'none',
    expect: () => NOT_FOUND,
    build: playlist('stock/recipients', onPlaylist()),
  },
  'POST /api/playlist/stock/unshare': {
    permission: 'stockmedia_create',
    target: 'none',
    expect: () => NOT_FOUND,
    build: (c) => playlist('stock/unshare', { playlistIds: [NO_PLAYLIST], organizationId: c.target.id })(),
  },
  'POST /api/playlist/stock/unshareAll': {
    permission: 'unshare_all_stock_media',
    target: 'none',
    expect: () => NOT_FOUND,
    build: playlist('stock/unshareAll', { playlistIds: [NO_PLAYLIST] }),
  },

  // ── devices: a call naming an organization must name the acting one ──────────────────────
  // no screen shows the code the matrix enters
  'POST /api/device/:orgId/accept': {
    permission: 'devices',
    target: 'organization',
    expect: (s) => (s.depth === 0 ? answer(400, 'DEVICE_PAIRING_FAILED') : FORBIDDEN),
    build: (c) => ({ url: `/api/device/${c.target.id}/accept`, body: { deviceId: '0000' } }),
  },
  'POST /api/device/:orgId/list': {
    permission: 'devices',
    reads: true,
    target: 'organization',
    expect: (s) => (s.depth === 0 ? ALLOWED : FORBIDDEN),
    build: (c) => ({ url: `/api/device/${c.target.id}/list`, body: {} }),
  },
  'POST /api/device/stats': { ...SCREENS_READ, expect: anywhere, build: none('/api/device/stats', {}) },
  // an unknown device is described by the spec's fallback, not refused
  'POST /api/device/info': {
    ...SCREENS_READ,
    expect: anywhere,
    build: none('/api/device/info', { deviceKey: NO_DEVICE }),
    check: (json) => {
      if ((json as { id?: unknown }).id !== null) throw new Error('expected the fallback description');
    },
  },
  'POST /api/device/groupList': {
    ...SCREENS_READ,
    build: none('/api/device/groupList', { deviceKey: NO_DEVICE }),
  },
  'POST /api/device/activeThumbnail': {
    ...SCREENS_READ,
    build: none('/api/device/activeThumbnail', { deviceKey: NO_DEVICE }),
  },
  'POST /api/device/setName': {
    ...SCREENS_EDIT,
    build: none('/api/device/setName', { deviceKey: NO_DEVICE, deviceName: 'Matrix' }),
  },
  'POST /api/device/details': {
    ...SCREENS_EDIT,
    build: none('/api/device/details', {
      deviceKey: NO_DEVICE,
      deviceType: 'TAB',
      deviceDescription: 'Matrix',
    }),
  },
  'POST /api/device/interactive/toggle': {
    permission: 'devices',
    target: 'organization',
    expect: (s) => (s.depth === 0 ? NOT_FOUND : FORBIDDEN),
    build: (c) => ({
      url: '/api/device/interactive/toggle',
      body: { organizationId: c.target.id, deviceKeys: [NO_DEVICE], interactive: true },
    }),
  },
  'POST /api/device/remove': { ...SCREENS_EDIT, build: none('/api/device/remove', { deviceKey: NO_DEVICE }) },
  'POST /api/device/identify': {
    ...SCREENS_EDIT,
    build: none('/api/device/identify', { deviceKey: NO_DEVICE }),
  },
  'POST /api/device/screenshot': {
    ...SCREENS_EDIT,
    build: none('/api/device/screenshot', { deviceKey: NO_DEVICE }),
  },

  // ── device groups, schedules and assignment ──────────────────────────────────────────────
  'POST /api/group/list': { ...SCREENS_READ, expect: anywhere, build: group('list', {}) },
  'POST /api/group/groupList': { ...SCREENS_READ, expect: anywhere, build: group('groupList', {}) },
  'POST /api/group/details': { ...SCREENS_READ, build: group('details', { id: NO_GROUP }) },
  'POST /api/group/listDevices': { ...SCREENS_READ, build: group('listDevices', { groupId: NO_GROUP }) },
  'POST /api/group/getSchedule': { ...SCREENS_READ, build: group('getSchedule', { groupId: NO_GROUP }) },
  'POST /api/device/getSchedule': {
    ...SCREENS_READ,
    build: none('/api/device/getSchedule', { deviceKey: NO_DEVICE }),
  },
  'POST /api/group/create': {
    permission: 'devices',
    target: 'none',
    expect: anywhere,
    build: (c) => group('create', { name: c.uniqueEmail('group') })(),
  },
  'POST /api/group/updateDetails': {
    ...SCREENS_EDIT,
    build: group('updateDetails', { id: NO_GROUP, name: 'Matrix', description: '' }),
  },
  'POST /api/group/remove': { ...SCREENS_EDIT, build: group('remove', { id: NO_GROUP }) },
  'POST /api/group/addDevice': {
    ...SCREENS_EDIT,
    build: group('addDevice', { groupId: NO_GROUP, deviceKey: NO_DEVICE }),
  },
  'POST /api/group/addDevices': {
    ...SCREENS_EDIT,
    build: group('addDevices', { groupId: NO_GROUP, deviceKeyList: JSON.stringify([NO_DEVICE]) }),
  },
  'POST /api/group/removeDevice': { ...SCREENS_EDIT, build: group('removeDevice', { deviceKey: NO_DEVICE }) },
  'POST /api/group/updateScheduleEntry': {
    ...SCREENS_EDIT,
    build: group('updateScheduleEntry', { groupId: NO_GROUP, scheduleEntry: PLAY_NOW_ENTRY }),
  },
  'POST /api/group/removeScheduleEntry': {
    ...SCREENS_EDIT,
    build: group('removeScheduleEntry', { groupId: NO_GROUP, scheduleEntryIndex: 0 }),
  },
  'POST /api/device/updateScheduleEntry': {
    ...SCREENS_EDIT,
    build: none('/api/device/updateScheduleEntry', { deviceKey: NO_DEVICE, scheduleEntry: PLAY_NOW_ENTRY }),
  },
  'POST /api/device/removeScheduleEntry': {
    ...SCREENS_EDIT,
    build: none('/api/device/removeScheduleEntry', { deviceKey: NO_DEVICE, scheduleEntryIndex: 0 }),
  },
  'POST /api/schedule/overview': {
    ...SCREENS_READ,
    expect: anywhere,
    build: none('/api/schedule/overview', { from: '2026-11-16', to: '2026-11-23' }),
  },
  'POST /api/playlist/assignToDevice': {
    ...SCREENS_EDIT,
    build: playlist('assignToDevice', onPlaylist({ deviceKey: NO_DEVICE })),
  },
  'POST /api/playlist/assignToGroup': {
    ...SCREENS_EDIT,
    build: playlist('assignToGroup', onPlaylist({ groupId: NO_GROUP })),
  },
  // ── emergency alerts: made for the acting organization, broadcast to sub-organizations it manages ──
  'POST /api/alert/create': {
    permission: 'sidebar_alerts',
    target: 'organization',
    // a sub-organization as a target must be fully managed; the caller's own screens are always open
    expect: manage,
    build: (c) =>
      none('/api/alert/create', {
        ...ALERT_INPUT,
        name: c.uniqueEmail('alert'),
        targets: c.target.id === c.caller.id ? { all: true } : { all: false, organizationIds: [c.target.id] },
      })(),
  },
  'POST /api/alert/list': { ...ALERTS_READ, expect: anywhere, build: alert('list', {}) },
  'POST /api/alert/receipts': { ...ALERTS_READ, build: alert('receipts', { id: NO_ALERT }) },
  'POST /api/alert/update': {
    ...ALERTS_EDIT,
    build: alert('update', { ...ALERT_INPUT, id: NO_ALERT, name: 'Matrix', targets: { all: true } }),
  },
  'POST /api/alert/activate': { ...ALERTS_EDIT, build: alert('activate', { id: NO_ALERT }) },
  'POST /api/alert/deactivate': {
    ...ALERTS_EDIT,
    whileReadOnly: true,
    build: alert('deactivate', { id: NO_ALERT }),
  },
  'POST /api/alert/remove': { ...ALERTS_EDIT, build: alert('remove', { id: NO_ALERT }) },
  // ── alert integrations: service providers raising alerts for the acting organization ─────
  'POST /api/integration/create': {
    permission: 'sidebar_alerts',
    target: 'organization',
    expect: manage,
    build: (c) =>
      none('/api/integration/create', {
        ...INTEGRATION_INPUT,
        name: c.uniqueEmail('integration'),
        targets: c.target.id === c.caller.id ? { all: true } : { all: false, organizationIds: [c.target.id] },
      })(),
  },
  'POST /api/integration/list': { ...ALERTS_READ, expect: anywhere, build: integration('list', {}) },
  'POST /api/integration/download': { ...ALERTS_READ, build: integration('download', { id: NO_ALERT }) },
  'POST /api/integration/update': {
    ...ALERTS_EDIT,
    build: integration('update', { ...INTEGRATION_INPUT, id: NO_ALERT, name: 'Matrix' }),
  },
  'POST /api/integration/enable': { ...ALERTS_EDIT, build: integration('enable', { id: NO_ALERT }) },
  'POST /api/integration/disable': {
    ...ALERTS_EDIT,
    whileReadOnly: true,
    build: integration('disable', { id: NO_ALERT }),
  },
  'POST /api/integration/remove': { ...ALERTS_EDIT, build: integration('remove', { id: NO_ALERT }) },
  'POST /api/integration/rotateKey': { ...ALERTS_EDIT, build: integration('rotateKey', { id: NO_ALERT }) },
  // ── widgets in the editor: their data, read for whoever edits slides ─────────────────────
  'POST /api/widget/weather/places': {
    ...WIDGET_EDIT,
    expect: () => answer(502, 'WEATHER_SERVICE_FAILED'),
    build: widget('weather/places', { query: 'Malmö', language: 'en' }),
  },
  'POST /api/widget/website/check': {
    ...WIDGET_EDIT,
    expect: () => answer(422, 'WEBSITE_NOT_EMBEDDABLE'),
    build: widget('website/check', { url: 'http://127.0.0.1:9/' }),
  },
  'POST /api/widget/preview': {
    ...WIDGET_EDIT,
    expect: anywhere,
    build: widget('preview', {
      kind: 'news',
      settings: { url: 'http://127.0.0.1:9/feed.rss', maxStories: 5, secondsPerStory: 10 },
    }),
  },
  // ── stock photos and GIFs: the matrix's server has no provider keys, so none is available ──
  'POST /api/media/provider/list': { ...MEDIA, reads: true, build: none('/api/media/provider/list', {}) },
  'POST /api/media/provider/search': {
    ...MEDIA,
    reads: true,
    expect: () => answer(403, 'PROVIDER_NOT_AVAILABLE'),
    build: none('/api/media/provider/search', { provider: 'unsplash', query: 'lake' }),
  },
  'POST /api/media/provider/import': {
    permission: 'upload',
    target: 'none',
    expect: () => answer(403, 'PROVIDER_NOT_AVAILABLE'),
    build: none('/api/media/provider/import', { provider: 'pexels', id: '901' }),
  },
  'POST /api/platform/services': { ...TARGETLESS, reads: true, build: none('/api/platform/services', {}) },
  // ── the organization's Facebook connection: its owners and admins make it; editors see it ──
  // (the matrix's server has no Facebook app: past the guard, what needs one says so)
  'POST /api/social/facebook/info': { ...WIDGET_EDIT, expect: anywhere, build: social('info') },
  'POST /api/social/facebook/url': { ...SOCIAL_MANAGE, build: social('url') },
  'GET /api/social/facebook/callback': {
    ...SOCIAL_MANAGE,
    build: none('/api/social/facebook/callback?code=matrix&state=matrix'),
  },
  'POST /api/social/facebook/pages': { ...SOCIAL_MANAGE, reads: true, build: social('pages') },
  'POST /api/social/facebook/choose': { ...SOCIAL_MANAGE, build: social('choose', { pageId: '1' }) },
  'POST /api/social/facebook/disconnect': {
    ...SOCIAL_MANAGE,
    whileReadOnly: true,
    expect: anywhere,
    build: social('disconnect'),
  },
  // ── Canva designs: the matrix's server has no Canva integration, so only the account's own state answers ──
  'POST /api/canva/status': { ...MEDIA, reads: true, build: none('/api/canva/status', {}) },
  'POST /api/canva/connect': { ...CANVA_WRITE, build: none('/api/canva/connect', {}) },
  // the browser is sent on to the Canva page, told that Canva is not available
  'GET /api/canva/callback': {
    ...CANVA_WRITE,
    expect: anywhere,
    okStatus: 302,
    build: none('/api/canva/callback?code=matrix&state=matrix'),
  },
  'POST /api/canva/disconnect': {
    ...CANVA_WRITE,
    whileReadOnly: true,
    expect: anywhere,
    build: none('/api/canva/disconnect', {}),
  },
  'POST /api/canva/designs': { ...CANVA_READ, build: none('/api/canva/designs', { query: 'menu' }) },
  'POST /api/canva/designs/create': {
    ...CANVA_WRITE,
    build: none('/api/canva/designs/create', { title: 'Matrix', shape: 'landscape' }),
  },
  'GET /api/canva/thumbnail': {
    permission: 'media',
    target: 'none',
    expect: () => answer(403, 'CANVA_NOT_AVAILABLE'),
    build: none('/api/canva/thumbnail?t=matrix'),
  },
  'POST /api/canva/import': { ...CANVA_WRITE, build: none('/api/canva/import', { designId: 'DAFmatrix' }) },
  'POST /api/canva/import/status': {
    ...CANVA_WRITE,
    reads: true,
    expect: () => NOT_FOUND,
    build: none('/api/canva/import/status', { id: 2_000_000_000 }),
  },
  // ── the AI content assistant: the matrix's server has no AI service, so the assistant is not available ──
  'GET /api/assistant/status': {
    permission: 'playlist_edit',
    target: 'none',
    expect: anywhere,
    build: none('/api/assistant/status'),
  },
  'POST /api/assistant/run': {
    permission: 'playlist_edit',
    target: 'none',
    expect: () => answer(403, 'ASSISTANT_NOT_AVAILABLE'),
    build: none('/api/assistant/run', {
      action: 'write',
      playlistId: NO_PLAYLIST,
      brief: 'Opening hours of the café',
      language: 'en',
    }),
  },
  // ── the colour palette of the editor: the acting organization's ─────────────────────────
  'GET /api/palette': { ...PALETTE_EDIT, build: none('/api/palette') },
  'POST /api/palette/add': { ...PALETTE_EDIT, build: none('/api/palette/add', { color: '#123456' }) },
  'POST /api/palette/remove': {
    ...PALETTE_EDIT,
    expect: () => answer(400, 'DEFAULT_COLOR_NOT_DELETABLE'),
    build: none('/api/palette/remove', { color: '#FFFFFF' }),
  },
  // ── menus: library items of the acting organization ─────────────────────────────────────
  'POST /api/menu/list': { ...MENU_READ, expect: anywhere, build: menu('list', {}) },
  'POST /api/menu/info': { ...MENU_READ, build: menu('info', { id: NO_MENU }) },
  'POST /api/menu/create': {
    ...MENU_EDIT,
    expect: anywhere,
    build: (c) => menu('create', { name: c.uniqueEmail('menu'), currency: 'EUR' })(),
  },
  'POST /api/menu/update': {
    ...MENU_EDIT,
    build: menu('update', { id: NO_MENU, name: 'Matrix', currency: 'EUR', categories: [], items: [] }),
  },
  'POST /api/menu/rename': { ...MENU_EDIT, build: menu('rename', { id: NO_MENU, name: 'Matrix' }) },
  'POST /api/menu/remove': { ...MENU_EDIT, build: menu('remove', { id: NO_MENU }) },
  // ── the player protocol: screens prove themselves with a device token, never a session ─────
  'GET /api/player/manifest': { ...SCREEN_ROUTE, build: none('/api/player/manifest') },
  'GET /api/player/socket': { ...SCREEN_ROUTE, build: none('/api/player/socket') },
  'POST /api/player/heartbeat': { ...SCREEN_ROUTE, build: none('/api/player/heartbeat', {}) },
  'POST /api/player/thumbnail': {
    ...SCREEN_ROUTE,
    build: () => ({
      url: '/api/player/thumbnail',
      body: THUMBNAIL_PNG,
      headers: { 'content-type': 'image/png' },
    }),
  },
};

/** The answer a role should get in a scenario: the guard's checks first, then the rule's. */
export function expectedOutcome(routeKey: string, rule: Rule, role: Role, scenario: Scenario): Outcome {
  const { permission } = rule;
  if (permission === 'public') throw new Error(`${routeKey}: not a session route`);
  // a user's session is no screen: only a device token opens these
  if (permission === 'device') return UNAUTHORIZED;
  if (permission !== 'session' && !can(role, permission)) return FORBIDDEN;
  const reads = routeKey.startsWith('GET ') || routeKey.startsWith('HEAD ') || rule.reads === true;
  if (scenario.expired && permission !== 'session' && !reads && !rule.whileReadOnly) return LICENSE_EXPIRED;
  return rule.expect(situationOf(role, scenario));
}

export function situationOf(role: Role, scenario: Scenario): Situation {
  return {
    role,
    access: accessStateFor(scenario.level, scenario.depth),
    depth: scenario.depth,
    level: scenario.level,
  };
}
