import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countOrganizations,
  expectError,
  logIn,
  mailSubject,
  mailsTo,
  register,
  uniqueDomain,
  uniqueEmail,
  userRow,
  type LoggedIn,
} from '../../test/factories.js';
import { startTestDnsServer, type TestDnsServer } from '../../test/dns-server.js';
import { createTestApp, post, registerVerified, type TestApp } from '../../test/test-app.js';

/** An organization registered by an owner whose confirmed address is on `domain`. */
async function ownerOn(t: TestApp, domain: string, orgName = 'Lobby Screens AB'): Promise<LoggedIn> {
  const owner = await registerVerified(t, { email: uniqueEmail('owner', domain), orgName });
  return logIn(t, owner.email);
}

const collate = (t: TestApp, owner: LoggedIn, body: object, headers: Record<string, string> = {}) =>
  post(t.app, `/api/organizations/${owner.organizationId}/collate`, body, {
    cookie: owner.cookie,
    ...headers,
  });
const verifyDomain = (t: TestApp, owner: LoggedIn, headers: Record<string, string> = {}) =>
  post(
    t.app,
    `/api/organizations/${owner.organizationId}/collate/verify`,
    {},
    { cookie: owner.cookie, ...headers },
  );

describe('collating an e-mail domain proves control of it', () => {
  let dns: TestDnsServer;
  let t: TestApp;
  beforeAll(async () => {
    dns = await startTestDnsServer();
    t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000', COLLATION_DNS_SERVERS: dns.address });
  });
  afterAll(async () => {
    await t.close();
    await dns.close();
  });

  /** Asks for collation of the owner's domain and publishes its TXT record; answers the record. */
  async function requestCollation(owner: LoggedIn, domain: string) {
    const response = await collate(t, owner, { collate: true, domain });
    expect(response.statusCode, response.body).toBe(200);
    return String(response.json().collationRecord);
  }

  it("refuses a domain that is not the owner's own, in the caller's language", async () => {
    const owner = await ownerOn(t, 'example.com');
    const error = expectError(
      await collate(t, owner, { collate: true, domain: uniqueDomain() }),
      403,
      'DOMAIN_NOT_OWNED',
    );
    expect(error.message).toBe(
      'Only an organization whose owner has a confirmed email address on this domain can collate it.',
    );
    expect(error.fields).toEqual({ domain: error.message });
    const french = await collate(
      t,
      owner,
      { collate: true, domain: uniqueDomain() },
      { 'accept-language': 'fr' },
    );
    expect(expectError(french, 403, 'DOMAIN_NOT_OWNED').message).toBe(
      'Seule une organisation dont le propriétaire a une adresse e-mail confirmée sur ce domaine peut le regrouper.',
    );
    const organization = await t.app.inject({
      method: 'GET',
      url: `/api/organizations/${owner.organizationId}`,
      headers: { cookie: owner.cookie },
    });
    expect(organization.json()).toMatchObject({
      collate: false,
      collationState: 'off',
      collationRecord: null,
    });
  });

  it('refuses a public mail provider such as gmail.com, even for an owner with an address there', async () => {
    const owner = await ownerOn(t, 'gmail.com');
    for (const domain of ['gmail.com', 'GMAIL.com', 'outlook.com']) {
      const error = expectError(
        await collate(t, owner, { collate: true, domain }),
        400,
        'PUBLIC_EMAIL_DOMAIN',
      );
      expect(error.message).toBe("This is a public email provider's domain; its users cannot be collated.");
    }
    const joiner = uniqueEmail('joiner', 'gmail.com');
    expect((await register(t, joiner)).json()).toEqual({ userType: 'regular' });
    expect((await userRow(t, joiner))?.organizationId).not.toBe(owner.organizationId);
  });

  it('keeps collation pending, and registrants on their own, while the TXT record is missing', async () => {
    const domain = uniqueDomain();
    const owner = await ownerOn(t, domain);
    const response = await collate(t, owner, { collate: true, domain });
    expect(response.json()).toMatchObject({
      domain,
      collate: false,
      collationState: 'pending',
      collationRecord: expect.stringMatching(/^placard-verification=[A-Za-z0-9_-]{24}$/),
    });
    dns.setTxt(domain, ['v=spf1 -all', 'placard-verification=someone-elses-token']);
    const error = expectError(await verifyDomain(t, owner), 400, 'DOMAIN_RECORD_NOT_FOUND');
    expect(error.message).toBe(
      'The TXT record was not found on the domain yet. Add it and try again; DNS changes can take a while.',
    );
    expect(
      expectError(await verifyDomain(t, owner, { 'accept-language': 'sv' }), 400, 'DOMAIN_RECORD_NOT_FOUND')
        .message,
    ).toBe(
      'TXT-posten finns inte på domänen ännu. Lägg till den och försök igen; DNS-ändringar kan ta en stund.',
    );
    const before = await countOrganizations(t);
    expect((await register(t, uniqueEmail('early', domain))).json()).toEqual({ userType: 'regular' });
    expect(await countOrganizations(t)).toBe(before + 1);
  });

  it('activates collation once the TXT record is on the domain, and tells registrants who approves them', async () => {
    const domain = uniqueDomain();
    const owner = await ownerOn(t, domain, 'Harbour Signs');
    const record = await requestCollation(owner, domain);
    expect((await collate(t, owner, { collate: true, domain })).json().collationRecord).toBe(record);
    dns.setTxt(domain, ['v=spf1 -all', record]);
    const verified = await verifyDomain(t, owner);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({
      collate: true,
      collationState: 'active',
      collationRecord: record,
    });

    const joiner = uniqueEmail('joiner', domain);
    const response = await register(t, joiner, { orgName: 'Ignored' });
    expect(response.json()).toEqual({ userType: 'collated', organizationName: 'Harbour Signs' });
    expect(await userRow(t, joiner)).toMatchObject({
      organizationId: owner.organizationId,
      role: 'content_creator',
    });
    expect(mailSubject(await t.lastMailTo(owner.email))).toMatch(/wants to join Harbour Signs on Placard$/);
  });

  it('lets only one organization collate a domain', async () => {
    const domain = uniqueDomain();
    const first = await ownerOn(t, domain);
    const second = await ownerOn(t, domain);
    const firstRecord = await requestCollation(first, domain);
    const secondRecord = await requestCollation(second, domain);
    dns.setTxt(domain, [firstRecord, secondRecord]);
    expect((await verifyDomain(t, first)).statusCode).toBe(200);
    expectError(await verifyDomain(t, second), 409, 'DOMAIN_TAKEN');
    expectError(await collate(t, second, { collate: true, domain }), 409, 'DOMAIN_TAKEN');
  });

  it('never makes the owner of another organization a pending user, also when collation starts later', async () => {
    const domain = uniqueDomain();
    const other = await ownerOn(t, domain, 'Other Owner Org');
    const collating = await ownerOn(t, domain, 'Collating Org');
    dns.setTxt(domain, [await requestCollation(collating, domain)]);
    expect((await verifyDomain(t, collating)).statusCode).toBe(200);

    const fresh = await register(t, uniqueEmail('fresh', domain));
    const again = await register(t, other.email, { orgName: 'Another Try' });
    expect([again.statusCode, again.json()]).toEqual([fresh.statusCode, fresh.json()]);
    expect(await userRow(t, other.email)).toMatchObject({
      organizationId: other.organizationId,
      role: 'owner',
    });
    const login = await logIn(t, other.email);
    expect(login.organizationId).toBe(other.organizationId);
    const approvals = (await mailsTo(t, collating.email)).filter((mail) =>
      mail.actionUrl?.includes(encodeURIComponent(other.email)),
    );
    expect(approvals).toEqual([]);
    expect(mailSubject(await t.lastMailTo(other.email))).toBe(
      'Someone tried to register with your Placard address',
    );
  });

  it('turns collation off, after which registrants get their own organization again', async () => {
    const domain = uniqueDomain();
    const owner = await ownerOn(t, domain);
    dns.setTxt(domain, [await requestCollation(owner, domain)]);
    expect((await verifyDomain(t, owner)).statusCode).toBe(200);
    const off = await collate(t, owner, { collate: false, domain });
    expect(off.json()).toMatchObject({ collate: false, collationState: 'off', collationRecord: null });
    expect((await register(t, uniqueEmail('later', domain))).json()).toEqual({ userType: 'regular' });
    expect(expectError(await verifyDomain(t, owner), 409, 'COLLATION_NOT_REQUESTED').message).toBe(
      'Turn joining by email domain on before verifying the domain.',
    );
  });
});

describe('collation without the DNS step (COLLATION_DNS_CHECK=false)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000', COLLATION_DNS_CHECK: 'false' });
  });
  afterAll(() => t.close());

  it("activates at once for the owner's own domain, and still refuses others' and public ones", async () => {
    const domain = uniqueDomain();
    const owner = await ownerOn(t, domain);
    expectError(await collate(t, owner, { collate: true, domain: uniqueDomain() }), 403, 'DOMAIN_NOT_OWNED');
    expectError(await collate(t, owner, { collate: true, domain: 'gmail.com' }), 400, 'PUBLIC_EMAIL_DOMAIN');
    const response = await collate(t, owner, { collate: true, domain });
    expect(response.json()).toMatchObject({ collate: true, collationState: 'active' });
    expect((await register(t, uniqueEmail('joiner', domain))).json()).toEqual({
      userType: 'collated',
      organizationName: 'Lobby Screens AB',
    });
  });
});
