import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTheme } from '@placard/contract';
import {
  createMember,
  createSubOrganization,
  expectError,
  logIn,
  uniqueEmail,
  type LoggedIn,
} from '../../test/factories.js';
import { createTestApp, registerVerified, type TestApp } from '../../test/test-app.js';
import { organizations } from './organizations.table.js';
import { rootOrganization } from './organizations.usecases.js';

const EMPTY_THEME = {
  accentColor: null,
  navBarColor: null,
  contentColor: null,
  navTextColor: null,
  logoUrl: null,
  homeBackgroundUrl: null,
  websiteTitle: null,
};

describe('GET /api/organizations/:id/theme', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function owner(label = 'owner'): Promise<LoggedIn> {
    const registered = await registerVerified(t, { email: uniqueEmail(label) });
    return logIn(t, registered.email, registered.password);
  }
  const theme = (session: LoggedIn | null, id: number | string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/organizations/${id}/theme`,
      headers: { ...(session ? { cookie: session.cookie } : {}), ...headers },
    });
  const setOrganization = (id: number, values: Partial<typeof organizations.$inferInsert>) =>
    t.app.deps.db.update(organizations).set(values).where(eq(organizations.id, id));

  it('answers nulls for an organization that has not set a theme', async () => {
    const session = await owner('plain');
    const response = await theme(session, session.organizationId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(EMPTY_THEME);
  });

  it('answers the colours, images and website title an organization has set', async () => {
    const session = await owner('themed');
    const settings = {
      accentColor: '#2E96F4',
      navBarColor: '#C91E4E',
      contentColor: '#FFFFFF',
      navTextColor: '#000000',
      logoUrl: '/media/logo.png',
      homeBackgroundUrl: '/media/home.jpg',
    };
    await setOrganization(session.organizationId, { theme: settings, websiteTitle: 'Harbour Screens' });
    const response = await theme(session, session.organizationId);
    expect(ZTheme.parse(response.json())).toEqual({ ...settings, websiteTitle: 'Harbour Screens' });
  });

  it('answers a blank website title as null, so the page keeps its own title', async () => {
    const session = await owner('blank-title');
    await setOrganization(session.organizationId, { websiteTitle: '   ' });
    expect((await theme(session, session.organizationId)).json().websiteTitle).toBeNull();
  });

  it('is open to every role of the organization', async () => {
    const session = await owner('roles');
    for (const role of ['admin', 'staff', 'screen_manager', 'content_creator'] as const) {
      const member = await createMember(t, session.organizationId, role);
      const memberSession = await logIn(t, member.email, member.password);
      expect((await theme(memberSession, session.organizationId)).statusCode, role).toBe(200);
    }
  });

  it("answers 404 for another organization's theme", async () => {
    const mine = await owner('mine');
    const theirs = await owner('theirs');
    await setOrganization(theirs.organizationId, { websiteTitle: 'Secret Title' });
    const response = await theme(mine, theirs.organizationId);
    const error = expectError(response, 404, 'NOT_FOUND');
    expect(error.message).toBe('Not found.');
    expect(response.body).not.toContain('Secret Title');
  });

  it('answers 404 for the organization above, even to its own sub-organization', async () => {
    const session = await owner('child');
    const root = await rootOrganization(t.app.deps);
    expectError(await theme(session, root?.id ?? 1), 404, 'NOT_FOUND');
  });

  it("lets the root owner read a sub-organization's theme", async () => {
    const credentials = t.app.rootCredentials;
    expect(credentials).not.toBeNull();
    const root = await logIn(t, credentials?.email ?? '', credentials?.password ?? '');
    const session = await owner('below-root');
    await setOrganization(session.organizationId, { websiteTitle: 'Below Root' });
    const response = await theme(root, session.organizationId);
    expect(response.statusCode).toBe(200);
    expect(response.json().websiteTitle).toBe('Below Root');
  });

  it('lets an organization read the themes of every level below it, but not of a sibling', async () => {
    const session = await owner('parent');
    const child = await createSubOrganization(t, session.organizationId, 'Child');
    const grandchild = await createSubOrganization(t, child.id, 'Grandchild');
    const sibling = await owner('sibling');
    expect((await theme(session, child.id)).statusCode).toBe(200);
    expect((await theme(session, grandchild.id)).statusCode).toBe(200);
    expectError(await theme(session, sibling.organizationId), 404, 'NOT_FOUND');

    const childMember = await createMember(t, child.id, 'owner');
    const childSession = await logIn(t, childMember.email, childMember.password);
    expect((await theme(childSession, grandchild.id)).statusCode).toBe(200);
    expectError(await theme(childSession, session.organizationId), 404, 'NOT_FOUND');
  });

  it('answers 404 for an organization that does not exist', async () => {
    const session = await owner('missing');
    expectError(await theme(session, 987_654), 404, 'NOT_FOUND');
    const translated = await theme(session, 987_654, { 'accept-language': 'sv' });
    expect(expectError(translated, 404, 'NOT_FOUND').message).toBe('Hittades inte.');
  });

  it('refuses an id that is not a positive whole number', async () => {
    const session = await owner('bad-id');
    for (const id of ['abc', '0', '-3', '1.5']) {
      const error = expectError(await theme(session, id), 400, 'VALIDATION_FAILED');
      expect(error.fields, id).toHaveProperty('id');
    }
  });

  it('needs a session', async () => {
    const session = await owner('anonymous');
    expectError(await theme(null, session.organizationId), 401, 'UNAUTHORIZED');
  });
});
