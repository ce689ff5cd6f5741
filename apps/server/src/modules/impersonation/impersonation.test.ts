import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMPERSONATION_COOKIE,
  IMPERSONATION_HEADER,
  ZImpersonationLog,
  ZImpersonationRequest,
  ZImpersonationRequests,
  type Role,
  type TImpersonationRequest,
} from '@placard/contract';
import {
  createMember,
  createSubOrganization,
  expectError,
  logIn,
  mailSubject,
  setLicensePackage,
  uniqueEmail,
  type LoggedIn,
  sessionHeaders,
} from '../../test/factories.js';
import { createTestApp, post, registerVerified, testClock, type TestApp } from '../../test/test-app.js';
import { impersonationLog, impersonationRequests } from './impersonation.table.js';

const MINUTE_MS = 60_000;
type Kind = 'received' | 'accepted' | 'sent';

describe('impersonation', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
  });
  afterAll(() => t.close());

  /** A registered organization (a child of the root) whose licence allows impersonation. */
  async function parentOwner(label = 'parent'): Promise<LoggedIn> {
    const registered = await registerVerified(t, { email: uniqueEmail(label) });
    const session = await logIn(t, registered.email, registered.password);
    await setLicensePackage(t, session.organizationId, 'location_1y');
    return session;
  }
  async function member(organizationId: number, role: Role): Promise<LoggedIn> {
    const created = await createMember(t, organizationId, role);
    return logIn(t, created.email, created.password);
  }
  /** A parent with a licensed direct sub-organization, its owner and a grandchild below it. */
  async function family(label = 'family') {
    const parent = await parentOwner(label);
    const child = await createSubOrganization(t, parent.organizationId, 'Harbour Branch');
    await setLicensePackage(t, child.id, 'location_1y');
    const childOwner = await member(child.id, 'owner');
    const grandchild = await createSubOrganization(t, child.id, 'Pier Kiosk');
    return { parent, child, childOwner, grandchild };
  }

  const auth = sessionHeaders;
  const acting = (organizationId: number) => ({ [IMPERSONATION_HEADER]: String(organizationId) });
  const ask = (
    session: LoggedIn | null,
    recipientOrganizationId: unknown,
    extra: Record<string, string> = {},
  ) =>
    post(
      t.app,
      '/api/organizations/impersonation/request',
      { recipientOrganizationId },
      auth(session, extra),
    );
  const requests = (session: LoggedIn | null, kind: Kind, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/organizations/impersonation/requests/${kind}`,
      headers: auth(session, extra),
    });
  const listed = async (session: LoggedIn, kind: Kind) => {
    const response = await requests(session, kind);
    expect(response.statusCode, response.body).toBe(200);
    return ZImpersonationRequests.parse(response.json());
  };
  const answer = (
    session: LoggedIn | null,
    id: number | string,
    verb: 'accept' | 'delete',
    extra: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/organizations/impersonation/${id}/${verb}`,
      headers: auth(session, extra),
    });
  /** the log once the actions answered so far are recorded (after their answers) */
  const log = async (session: LoggedIn | null, extra: Record<string, string> = {}) => {
    await t.settled();
    return t.app.inject({
      method: 'GET',
      url: '/api/organizations/impersonation/log',
      headers: auth(session, extra),
    });
  };
  const check = (session: LoggedIn, extra: Record<string, string> = {}) =>
    post(t.app, '/api/auth/check', {}, auth(session, extra));

  async function requested(parent: LoggedIn, childId: number): Promise<TImpersonationRequest> {
    const response = await ask(parent, childId);
    expect(response.statusCode, response.body).toBe(200);
    return ZImpersonationRequest.parse(response.json());
  }
  async function accepted(parent: LoggedIn, childOwner: LoggedIn, childId: number) {
    const request = await requested(parent, childId);
    expect((await answer(childOwner, request.id, 'accept')).statusCode).toBe(200);
    return request;
  }

  describe('a session and the organizations capability are required', () => {
    const calls: [string, string][] = [
      ['POST', '/api/organizations/impersonation/request'],
      ['GET', '/api/organizations/impersonation/requests/received'],
      ['GET', '/api/organizations/impersonation/requests/accepted'],
      ['GET', '/api/organizations/impersonation/requests/sent'],
      ['POST', '/api/organizations/impersonation/1/accept'],
      ['POST', '/api/organizations/impersonation/1/delete'],
      ['GET', '/api/organizations/impersonation/log'],
    ];
    for (const [method, url] of calls) {
      it(`${method} ${url} answers 401 without a session and 403 to staff, device managers and content creators`, async () => {
        const inject = (session: LoggedIn | null) =>
          t.app.inject({
            method: method as 'GET' | 'POST',
            url,
            headers: auth(session),
            ...(url.endsWith('/request') ? { payload: { recipientOrganizationId: 1 } } : {}),
          });
        expectError(await inject(null), 401, 'UNAUTHORIZED');
        const parent = await parentOwner('roles');
        for (const role of ['staff', 'screen_manager', 'content_creator'] as const) {
          expectError(await inject(await member(parent.organizationId, role)), 403, 'FORBIDDEN');
        }
      });
    }
  });

  describe('the whole story', () => {
    it('request, consent, acting as the sub-organization, its log, and the end of consent', async () => {
      const { parent, child, childOwner } = await family('story');

      // the parent's owner asks
      const request = await requested(parent, child.id);
      expect(request).toEqual({
        id: request.id,
        senderOrganizationId: parent.organizationId,
        senderOrganizationName: 'Lobby Screens AB',
        senderName: 'Ada Owner',
        senderEmail: parent.email,
        recipientOrganizationId: child.id,
        recipientOrganizationName: 'Harbour Branch',
        state: 'pending',
        createdAt: clock.now().toISOString(),
        respondedAt: null,
      });
      expect(await listed(parent, 'sent')).toEqual([request]);
      expect(await listed(parent, 'accepted')).toEqual([]);
      expect(await listed(childOwner, 'received')).toEqual([request]);
      expect(await listed(childOwner, 'sent')).toEqual([]);
      // the sub-organization's owner is told, with a link to where they answer
      const told = await t.lastMailTo(childOwner.email);
      expect(told.subject).toBe('Lobby Screens AB asks to act as Harbour Branch on Placard');
      expect(told.actionUrl).toMatch(/\/organizations$/);
      // not before consent
      expectError(await check(parent, acting(child.id)), 403, 'IMPERSONATION_NOT_ALLOWED');

      // the sub-organization's owner consents
      clock.advance(MINUTE_MS);
      const accept = await answer(childOwner, request.id, 'accept');
      expect(accept.statusCode, accept.body).toBe(200);
      const consented = { ...request, state: 'accepted', respondedAt: clock.now().toISOString() };
      expect(accept.json()).toEqual(consented);
      expect(await listed(parent, 'accepted')).toEqual([consented]);
      expect(await listed(childOwner, 'received')).toEqual([consented]);

      // the parent acts as the sub-organization
      const session = await check(parent, acting(child.id));
      expect(session.statusCode, session.body).toBe(200);
      expect(session.json()).toMatchObject({
        userId: parent.userId,
        organizationId: child.id,
        organizationName: 'Harbour Branch',
        role: { name: 'owner' },
        impersonationMode: true,
        impersonation: {
          targetOrganizationId: child.id,
          targetOrganizationName: 'Harbour Branch',
          homeOrganizationId: parent.organizationId,
          homeOrganizationName: 'Lobby Screens AB',
        },
        isRootOrganization: false,
      });
      expect((await check(parent)).json()).toMatchObject({
        organizationId: parent.organizationId,
        impersonationMode: false,
        impersonation: null,
      });

      // a change made while impersonating lands in the sub-organization…
      clock.advance(MINUTE_MS);
      const email = uniqueEmail('added-by-parent');
      const created = await post(
        t.app,
        '/api/users/create',
        { username: `by-parent-${child.id}`, fullname: 'Pia Parent-Added', email, role: 'staff' },
        auth(parent, acting(child.id)),
      );
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json()).toMatchObject({ organizationId: child.id, email });
      const childUsers = await t.app.inject({
        method: 'GET',
        url: '/api/users/list',
        headers: auth(childOwner),
      });
      expect(childUsers.json().users.map((user: { email: string }) => user.email)).toContain(email);
      const parentUsers = await t.app.inject({
        method: 'GET',
        url: '/api/users/list',
        headers: auth(parent),
      });
      expect(parentUsers.json().users.map((user: { email: string }) => user.email)).not.toContain(email);
      expect(mailSubject(await t.lastMailTo(email))).toBe(
        'Ada Owner invited you to Harbour Branch on Placard',
      );

      // …and in its owner's log, with who did it
      const entries = ZImpersonationLog.parse((await log(childOwner)).json());
      const entry = entries.find((item) => item.path === '/api/users/create');
      expect(entry).toEqual({
        id: expect.any(Number),
        at: clock.now().toISOString(),
        actorName: 'Ada Owner',
        actorEmail: parent.email,
        actorOrganizationName: 'Lobby Screens AB',
        targetOrganizationId: child.id,
        targetOrganizationName: 'Harbour Branch',
        method: 'POST',
        path: '/api/users/create',
        action: 'Added a user',
        statusCode: 200,
      });
      expect(ZImpersonationLog.parse((await log(parent)).json())).toEqual([]);
      // the owner reads it in their language
      const swedish = ZImpersonationLog.parse((await log(childOwner, { 'accept-language': 'sv' })).json());
      expect(swedish.find((item) => item.id === entry?.id)?.action).toBe('Lade till en användare');

      // the sub-organization withdraws its consent: the next request that acts for it is refused
      clock.advance(MINUTE_MS);
      const revoked = await answer(childOwner, request.id, 'delete');
      expect(revoked.json()).toEqual({
        ...request,
        state: 'revoked',
        respondedAt: clock.now().toISOString(),
      });
      expectError(await check(parent, acting(child.id)), 403, 'IMPERSONATION_NOT_ALLOWED');
      expectError(
        await post(
          t.app,
          '/api/users/create',
          {
            username: `too-late-${child.id}`,
            fullname: 'Too Late',
            email: uniqueEmail('late'),
            role: 'staff',
          },
          auth(parent, acting(child.id)),
        ),
        403,
        'IMPERSONATION_NOT_ALLOWED',
      );
      expect(await listed(parent, 'accepted')).toEqual([]);
      expect((await check(parent)).statusCode).toBe(200);
    });

    it('works the same with the impersonationTargetOrganizationId cookie as with the header', async () => {
      const { parent, child, childOwner } = await family('cookie');
      const withCookie = { cookie: `${parent.cookie}; ${IMPERSONATION_COOKIE}=${child.id}` };
      expectError(await post(t.app, '/api/auth/check', {}, withCookie), 403, 'IMPERSONATION_NOT_ALLOWED');
      const request = await accepted(parent, childOwner, child.id);
      const session = await post(t.app, '/api/auth/check', {}, withCookie);
      expect(session.json()).toMatchObject({ organizationId: child.id, impersonationMode: true });
      const users = await t.app.inject({ method: 'GET', url: '/api/users/list', headers: withCookie });
      expect(users.json().organizationId).toBe(child.id);
      await answer(childOwner, request.id, 'delete');
      expectError(await post(t.app, '/api/auth/check', {}, withCookie), 403, 'IMPERSONATION_NOT_ALLOWED');
    });

    it('never reaches a sibling or a grandchild, even with an accepted request on record', async () => {
      const { parent, child, childOwner, grandchild } = await family('reach');
      const sibling = await parentOwner('sibling');
      await accepted(parent, childOwner, child.id);
      // rows no API call can make: consent from a grandchild and from a sibling
      await t.app.deps.db.insert(impersonationRequests).values(
        [grandchild.id, sibling.organizationId].map((recipientOrganizationId) => ({
          senderOrganizationId: parent.organizationId,
          senderName: 'Ada Owner',
          senderEmail: parent.email,
          recipientOrganizationId,
          state: 'accepted' as const,
        })),
      );
      expect((await check(parent, acting(child.id))).statusCode).toBe(200);
      for (const target of [grandchild.id, sibling.organizationId, 987_654, 0]) {
        expectError(await check(parent, acting(target)), 403, 'IMPERSONATION_NOT_ALLOWED');
      }
      expectError(await check(parent, { [IMPERSONATION_HEADER]: 'abc' }), 403, 'IMPERSONATION_NOT_ALLOWED');
      expect((await listed(parent, 'accepted')).map((request) => request.recipientOrganizationId)).toEqual([
        child.id,
      ]);
    });

    it('stops when the parent licence loses its impersonation switch', async () => {
      const { parent, child, childOwner } = await family('switch');
      await accepted(parent, childOwner, child.id);
      await setLicensePackage(t, parent.organizationId, 'single_device_1y'); // no impersonation
      expectError(await check(parent, acting(child.id)), 403, 'IMPERSONATION_NOT_ALLOWED');
      expect(await listed(parent, 'accepted')).toEqual([]);
      expect(await listed(parent, 'sent')).toHaveLength(1);
    });
  });

  describe('POST /api/organizations/impersonation/request', () => {
    it('lets an admin of the parent ask too', async () => {
      const { parent, child } = await family('admin-asks');
      const admin = await member(parent.organizationId, 'admin');
      const request = await requested(admin, child.id);
      expect(request).toMatchObject({ senderName: 'A admin', senderOrganizationId: parent.organizationId });
    });

    it('asks only direct sub-organizations: a grandchild or itself is refused, anyone else is not found', async () => {
      const { parent, child, grandchild } = await family('direct');
      const sibling = await parentOwner('direct-sibling');
      for (const id of [grandchild.id, parent.organizationId]) {
        const error = expectError(await ask(parent, id), 403, 'IMPERSONATION_NOT_ALLOWED');
        expect(error.fields).toEqual({
          recipientOrganizationId: 'Impersonation is not allowed for this organization.',
        });
      }
      for (const id of [sibling.organizationId, 987_654])
        expectError(await ask(parent, id), 404, 'NOT_FOUND');
      const root = t.app.rootCredentials;
      const rootSession = await logIn(t, root?.email ?? '', root?.password ?? '');
      expectError(await ask(parent, rootSession.organizationId), 404, 'NOT_FOUND');
      expect(await listed(parent, 'sent')).toEqual([]);
      expect((await ask(parent, child.id)).statusCode).toBe(200);
    });

    it("needs the licence's impersonation switch", async () => {
      const { parent, child } = await family('unlicensed');
      await setLicensePackage(t, parent.organizationId, 'trial');
      const error = expectError(await ask(parent, child.id), 403, 'FEATURE_NOT_LICENSED');
      expect(error.message).toBe('Your licence does not include this feature.');
    });

    it('is read-only refused while the licence is expired', async () => {
      const { parent, child } = await family('expired');
      await setLicensePackage(t, parent.organizationId, 'location_1y', {
        validityExpiresAt: new Date(clock.now().getTime() - 1000),
      });
      expectError(await ask(parent, child.id), 403, 'LICENSE_EXPIRED');
      expect((await requests(parent, 'sent')).statusCode).toBe(200);
    });

    it('refuses a second request while one is pending or accepted, and allows one after it ended', async () => {
      const { parent, child, childOwner } = await family('twice');
      const first = await requested(parent, child.id);
      expectError(await ask(parent, child.id), 409, 'IMPERSONATION_EXISTS');
      await answer(childOwner, first.id, 'accept');
      expectError(await ask(parent, child.id), 409, 'IMPERSONATION_EXISTS');
      await answer(childOwner, first.id, 'delete');
      const second = await requested(parent, child.id);
      await answer(childOwner, second.id, 'delete');
      expect((await listed(childOwner, 'received')).map((request) => request.state)).toEqual([
        'rejected',
        'revoked',
      ]);
      expect((await ask(parent, child.id)).statusCode).toBe(200);
    });

    it('keeps one live request when several are sent at once', async () => {
      const { parent, child } = await family('race');
      const responses = await Promise.all([0, 1, 2].map(() => ask(parent, child.id)));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await listed(parent, 'sent')).toHaveLength(1);
    });

    it('is refused while impersonating', async () => {
      const { parent, child, childOwner, grandchild } = await family('nested');
      await accepted(parent, childOwner, child.id);
      expectError(await ask(parent, grandchild.id, acting(child.id)), 403, 'FORBIDDEN');
      expect(await listed(childOwner, 'sent')).toEqual([]);
    });

    it('validates the recipient', async () => {
      const { parent } = await family('bad-body');
      for (const value of [undefined, 0, -1, 1.5, '12']) {
        const error = expectError(await ask(parent, value), 400, 'VALIDATION_FAILED');
        expect(error.fields, String(value)).toHaveProperty('recipientOrganizationId');
      }
    });
  });

  describe('the request lists', () => {
    it("show only the caller's own organization's requests", async () => {
      const first = await family('lists-a');
      const second = await family('lists-b');
      const request = await requested(first.parent, first.child.id);
      for (const kind of ['received', 'accepted', 'sent'] as const) {
        expect(await listed(second.parent, kind), kind).toEqual([]);
        expect(await listed(second.childOwner, kind), kind).toEqual([]);
      }
      expect((await listed(first.childOwner, 'received')).map((entry) => entry.id)).toEqual([request.id]);
      // a grandchild-level owner does not see what its parent received
      const grandchildOwner = await member(first.grandchild.id, 'owner');
      expect(await listed(grandchildOwner, 'received')).toEqual([]);
    });

    it('answer newest first and keep answered requests', async () => {
      const { parent, child, childOwner } = await family('order');
      const other = await createSubOrganization(t, parent.organizationId, 'Airport Branch');
      const older = await requested(parent, child.id);
      clock.advance(MINUTE_MS);
      const newer = await requested(parent, other.id);
      await answer(childOwner, older.id, 'delete');
      expect((await listed(parent, 'sent')).map((request) => [request.id, request.state])).toEqual([
        [newer.id, 'pending'],
        [older.id, 'rejected'],
      ]);
    });
  });

  describe('POST /api/organizations/impersonation/:id/accept', () => {
    it("is only the recipient organization's owner's to give", async () => {
      const { parent, child, childOwner } = await family('accept-who');
      const request = await requested(parent, child.id);
      const childAdmin = await member(child.id, 'admin');
      const stranger = await parentOwner('accept-stranger');
      expectError(await answer(childAdmin, request.id, 'accept'), 403, 'FORBIDDEN');
      expectError(await answer(parent, request.id, 'accept'), 403, 'FORBIDDEN');
      expectError(await answer(stranger, request.id, 'accept'), 404, 'NOT_FOUND');
      expectError(await answer(childOwner, 987_654, 'accept'), 404, 'NOT_FOUND');
      expect((await listed(childOwner, 'received'))[0]?.state).toBe('pending');
      expect((await answer(childOwner, request.id, 'accept')).statusCode).toBe(200);
    });

    it('accepts only a pending request', async () => {
      const { parent, child, childOwner } = await family('accept-state');
      const request = await accepted(parent, childOwner, child.id);
      expectError(await answer(childOwner, request.id, 'accept'), 409, 'CONFLICT');
      await answer(childOwner, request.id, 'delete');
      expectError(await answer(childOwner, request.id, 'accept'), 409, 'CONFLICT');
      const rejected = await requested(parent, child.id);
      await answer(childOwner, rejected.id, 'delete');
      expectError(await answer(childOwner, rejected.id, 'accept'), 409, 'CONFLICT');
    });

    it('refuses an id that is not a positive whole number', async () => {
      const { childOwner } = await family('accept-id');
      for (const id of ['abc', '0', '-1', '1.5']) {
        const error = expectError(await answer(childOwner, id, 'accept'), 400, 'VALIDATION_FAILED');
        expect(error.fields, id).toHaveProperty('id');
      }
    });
  });

  describe('POST /api/organizations/impersonation/:id/delete', () => {
    it('lets the sender withdraw a pending or an accepted request', async () => {
      const { parent, child, childOwner } = await family('withdraw');
      const pending = await requested(parent, child.id);
      expect((await answer(parent, pending.id, 'delete')).json()).toMatchObject({ state: 'revoked' });
      const consented = await accepted(parent, childOwner, child.id);
      expect((await check(parent, acting(child.id))).statusCode).toBe(200);
      expect((await answer(parent, consented.id, 'delete')).json()).toMatchObject({ state: 'revoked' });
      expectError(await check(parent, acting(child.id)), 403, 'IMPERSONATION_NOT_ALLOWED');
      expectError(await answer(parent, consented.id, 'delete'), 409, 'CONFLICT');
    });

    it('lets the recipient reject a pending request and revoke an accepted one', async () => {
      const { parent, child, childOwner } = await family('reject');
      const pending = await requested(parent, child.id);
      const rejected = await answer(childOwner, pending.id, 'delete');
      expect(rejected.json()).toMatchObject({ state: 'rejected', respondedAt: clock.now().toISOString() });
      expectError(await answer(childOwner, pending.id, 'delete'), 409, 'CONFLICT');
      expectError(await answer(parent, pending.id, 'delete'), 409, 'CONFLICT');
      const consented = await accepted(parent, childOwner, child.id);
      const childAdmin = await member(child.id, 'admin');
      expect((await answer(childAdmin, consented.id, 'delete')).json()).toMatchObject({ state: 'revoked' });
    });

    it("answers 404 for another organization's request", async () => {
      const { parent, child } = await family('delete-404');
      const request = await requested(parent, child.id);
      const stranger = await parentOwner('delete-stranger');
      expectError(await answer(stranger, request.id, 'delete'), 404, 'NOT_FOUND');
      expectError(await answer(stranger, 'x', 'delete'), 400, 'VALIDATION_FAILED');
      expect((await listed(parent, 'sent'))[0]?.state).toBe('pending');
    });

    it('is refused while impersonating', async () => {
      const { parent, child, childOwner } = await family('delete-acting');
      const request = await accepted(parent, childOwner, child.id);
      expectError(await answer(parent, request.id, 'delete', acting(child.id)), 403, 'FORBIDDEN');
      expectError(await answer(parent, request.id, 'accept', acting(child.id)), 403, 'FORBIDDEN');
      expect((await listed(parent, 'accepted')).map((entry) => entry.id)).toEqual([request.id]);
    });
  });

  describe('GET /api/organizations/impersonation/log', () => {
    it('answers at most the 200 newest entries about the caller’s organization, newest first', async () => {
      const { parent, child, childOwner } = await family('log');
      const request = await accepted(parent, childOwner, child.id);
      const start = clock.now().getTime();
      await t.app.deps.db.insert(impersonationLog).values(
        Array.from({ length: 205 }, (_, index) => ({
          requestId: request.id,
          actorName: `Actor ${index}`,
          actorEmail: parent.email,
          actorOrganizationName: 'Lobby Screens AB',
          targetOrganizationId: child.id,
          method: 'POST',
          path: `/api/things/${index}`,
          action: 'Change a thing',
          statusCode: 200,
          at: new Date(start + index * 1000),
        })),
      );
      const entries = ZImpersonationLog.parse((await log(childOwner)).json());
      expect(entries).toHaveLength(200);
      expect(entries[0]).toMatchObject({ actorName: 'Actor 204', targetOrganizationName: 'Harbour Branch' });
      expect(entries.at(-1)?.actorName).toBe('Actor 5');
      expect((await log(parent)).json()).toEqual([]);
      const childAdmin = await member(child.id, 'admin');
      expect(ZImpersonationLog.parse((await log(childAdmin)).json())).toHaveLength(200);
    });
  });
});
