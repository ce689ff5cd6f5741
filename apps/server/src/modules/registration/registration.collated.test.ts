import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countOrganizations,
  expectError,
  logIn,
  mailSubject,
  mailsTo,
  register,
  uniqueEmail,
  userRow,
} from '../../test/factories.js';
import { createTestApp, post, registerVerified, STRONG_PASSWORD, type TestApp } from '../../test/test-app.js';
import { organizations } from '../organizations/organizations.table.js';

describe('joining an organization through its e-mail domain', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '100' });
  });
  afterAll(() => t.close());

  let domainSequence = 0;

  /** A registered organization that collates users on a domain of its own. */
  async function collatingOrganization(collate = true) {
    domainSequence += 1;
    const domain = `lobby${domainSequence}-${Math.random().toString(36).slice(2, 6)}.example`;
    const owner = await registerVerified(t, { email: uniqueEmail('owner'), orgName: 'Lobby Screens AB' });
    const session = await logIn(t, owner.email, owner.password);
    await t.app.deps.db
      .update(organizations)
      .set({ collate, domain })
      .where(eq(organizations.id, session.organizationId));
    return { domain, owner, organizationId: session.organizationId };
  }

  const login = (email: string) => post(t.app, '/api/auth/login', { email, password: STRONG_PASSWORD });
  const approve = (email: string, code: unknown) =>
    post(t.app, '/api/register/user/approve', { email, code });

  /** Registers a joiner, confirms the address and answers the approval link's e-mail and code. */
  async function join(domain: string, ownerEmail: string, label = 'joiner') {
    const email = uniqueEmail(label, domain);
    const response = await register(t, email, { orgOwnerName: 'Jo Joiner', orgName: 'Ignored Org' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ userType: 'collated', organizationName: 'Lobby Screens AB' });
    const verified = await post(t.app, '/api/register/verify', {
      email,
      code: (await t.lastMailTo(email)).code,
    });
    expect(verified.statusCode).toBe(200);
    // a joiner waits for the owner's approval: no session yet
    expect(verified.json()).toEqual({ success: true, loggedIn: false });
    expect(verified.cookies.some((cookie) => cookie.name === 'sessionKey')).toBe(false);
    const link = new URL((await t.lastMailTo(ownerEmail)).actionUrl ?? '');
    return { email, link };
  }

  it('makes the user a member of that organization instead of creating a new one', async () => {
    const { domain, owner, organizationId } = await collatingOrganization();
    const before = await countOrganizations(t);
    const { email } = await join(domain, owner.email);
    expect(await countOrganizations(t)).toBe(before);
    expect(await userRow(t, email)).toMatchObject({
      organizationId,
      role: 'content_creator',
      fullname: 'Jo Joiner',
      approvedAt: null,
    });
  });

  it("mails the owner an approval link with the joiner's e-mail and a code", async () => {
    const { domain, owner } = await collatingOrganization();
    const { email, link } = await join(domain, owner.email);
    expect(`${link.origin}${link.pathname}`).toBe('http://placard.test/register/user/approve');
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mailSubject(await t.lastMailTo(owner.email))).toBe(
      'Jo Joiner wants to join Lobby Screens AB on Placard',
    );
  });

  it('keeps the user out with 403 USER_NOT_APPROVED until the owner approves, then lets them in', async () => {
    const { domain, owner, organizationId } = await collatingOrganization();
    const { email, link } = await join(domain, owner.email);
    const error = expectError(await login(email), 403, 'USER_NOT_APPROVED');
    expect(error.message).toBe('Your account is waiting for approval by your organization.');

    const approved = await approve(link.searchParams.get('email') ?? '', link.searchParams.get('code'));
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ success: true, fullname: 'Jo Joiner' });

    const response = await login(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'content_creator', organizationId });
  });

  it('accepts the approval code only once', async () => {
    const { domain, owner } = await collatingOrganization();
    const { email, link } = await join(domain, owner.email);
    const code = link.searchParams.get('code');
    expect((await approve(email, code)).statusCode).toBe(200);
    const error = expectError(await approve(email, code), 400, 'INVALID_TOKEN');
    expect(error.message).toBe('Invalid confirmation link. The link may have expired or is invalid.');
  });

  it("refuses a wrong code, or a code used for someone else's address", async () => {
    const { domain, owner } = await collatingOrganization();
    const first = await join(domain, owner.email, 'first');
    const second = await join(domain, owner.email, 'second');
    expectError(await approve(first.email, 'made-up-code'), 400, 'INVALID_TOKEN');
    expectError(await approve(second.email, first.link.searchParams.get('code')), 400, 'INVALID_TOKEN');
    expectError(await approve(uniqueEmail('ghost', domain), 'made-up-code'), 400, 'INVALID_TOKEN');
    expectError(await login(first.email), 403, 'USER_NOT_APPROVED');
    expect((await approve(first.email, first.link.searchParams.get('code'))).statusCode).toBe(200);
  });

  it('matches the domain whatever its case', async () => {
    const { domain, owner, organizationId } = await collatingOrganization();
    const email = uniqueEmail('SHOUT', domain.toUpperCase());
    const response = await register(t, email);
    expect(response.json()).toEqual({ userType: 'collated', organizationName: 'Lobby Screens AB' });
    expect((await userRow(t, email))?.organizationId).toBe(organizationId);
    expect(await mailsTo(t, owner.email)).toHaveLength(2);
  });

  it('does not collate for an organization that has a domain but has not switched collation on', async () => {
    const { domain } = await collatingOrganization(false);
    const before = await countOrganizations(t);
    const response = await register(t, uniqueEmail('regular', domain));
    expect(response.json()).toEqual({ userType: 'regular' });
    expect(await countOrganizations(t)).toBe(before + 1);
  });

  it('answers a joiner whose address is taken like a new one, leaving the account as it was', async () => {
    const { domain, owner, organizationId } = await collatingOrganization();
    const { email } = await join(domain, owner.email);
    const mailsToOwner = (await mailsTo(t, owner.email)).length;
    const again = await register(t, email, { orgOwnerName: 'Someone Else' });
    expect([again.statusCode, again.json()]).toEqual([
      200,
      { userType: 'collated', organizationName: 'Lobby Screens AB' },
    ]);
    expect(await userRow(t, email)).toMatchObject({ organizationId, fullname: 'Jo Joiner' });
    expect(await mailsTo(t, owner.email)).toHaveLength(mailsToOwner);
  });

  it('reports missing, malformed and mistyped approval fields', async () => {
    expect(
      expectError(await post(t.app, '/api/register/user/approve', {}), 400, 'VALIDATION_FAILED').fields,
    ).toEqual({ email: 'This field is required.', code: 'This field is required.' });
    expect(expectError(await approve('nobody', 'x'.repeat(201)), 400, 'VALIDATION_FAILED').fields).toEqual({
      email: 'Please enter a valid email address.',
      code: 'Please use max 200 characters.',
    });
    expect(expectError(await approve(uniqueEmail(), 123), 400, 'VALIDATION_FAILED').fields).toEqual({
      code: 'Please enter a valid value.',
    });
    const translated = await post(
      t.app,
      '/api/register/user/approve',
      { email: uniqueEmail(), code: 'nope' },
      { 'accept-language': 'fr' },
    );
    expect(expectError(translated, 400, 'INVALID_TOKEN').message).toBe(
      "Lien de confirmation non valide. Il a peut-être expiré ou n'est pas valide.",
    );
  });
});
