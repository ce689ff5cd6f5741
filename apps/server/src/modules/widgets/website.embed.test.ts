import { createServer, type AddressInfo } from 'node:net';
import { ZWebsiteCheck, type TWebsiteCheck } from '@placard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetch, type SafeFetch } from '../../platform/fetch/safe-fetch.js';
import { startFakeWebsites, type FakeWebsites } from '../../test/fakes/websites.js';
import { checkEmbeddable } from './website.embed.js';

/** Where Placard runs in these tests. */
const OUR_ORIGIN = 'https://app.placard.example';

let sites: FakeWebsites;
let safeFetch: SafeFetch;

beforeAll(async () => {
  sites = await startFakeWebsites();
  // every *.example name is the fake's address, the one private address allowed
  safeFetch = createSafeFetch({
    allowPrivate: ['127.0.0.1'],
    lookup: async (host) => (host.endsWith('.example') ? ['127.0.0.1'] : []),
  });
});

afterAll(() => sites.close());

/** The page (on news.example) sending these X-Frame-Options and Content-Security-Policy headers. */
function page(
  headers: { xfo?: string[]; csp?: string[]; 'csp-report-only'?: string[] },
  host = 'news.example',
): string {
  const query = new URLSearchParams(
    Object.entries(headers).flatMap(([name, values]) => values.map((value) => [name, value])),
  );
  return sites.at(host, `/page?${query.toString()}`);
}

async function check(url: string, options: { ourOrigin?: string; timeoutMs?: number } = {}) {
  const result = await checkEmbeddable(safeFetch, url, { ourOrigin: OUR_ORIGIN, ...options });
  // what a caller gets is the contract's answer
  return ZWebsiteCheck.parse(result) satisfies TWebsiteCheck;
}

async function refusal(url: string, options: { ourOrigin?: string; timeoutMs?: number } = {}) {
  const result = await check(url, options);
  if (result.embeddable) throw new Error(`${url} was found embeddable`);
  return result;
}

describe('a page that lets Placard frame it', () => {
  it('is embeddable at the address it was asked for', async () => {
    const url = page({});
    expect(await check(url)).toEqual({ embeddable: true, finalUrl: url });
  });

  it.each([
    ['X-Frame-Options ALLOWALL', { xfo: ['ALLOWALL'] }],
    ['X-Frame-Options ALLOW-FROM Placard', { xfo: [`ALLOW-FROM ${OUR_ORIGIN}/`] }],
    ['an X-Frame-Options value browsers do not know', { xfo: ['nonsense'] }],
    ['two unknown X-Frame-Options values', { xfo: ['nonsense', 'other'] }],
    ['frame-ancestors *', { csp: ['frame-ancestors *'] }],
    ['frame-ancestors naming Placard', { csp: [`frame-ancestors ${OUR_ORIGIN}`] }],
    [
      'frame-ancestors naming Placard among others',
      { csp: [`frame-ancestors https://partner.example ${OUR_ORIGIN}`] },
    ],
    ['frame-ancestors naming Placard without a scheme', { csp: ['frame-ancestors app.placard.example'] }],
    [
      'frame-ancestors naming Placard over http (upgraded)',
      { csp: ['frame-ancestors http://app.placard.example'] },
    ],
    ['frame-ancestors with the default port', { csp: ['frame-ancestors https://app.placard.example:443'] }],
    ['frame-ancestors with any port', { csp: ['frame-ancestors https://app.placard.example:*'] }],
    ['frame-ancestors with a wildcard subdomain', { csp: ['frame-ancestors https://*.placard.example'] }],
    ['frame-ancestors allowing https', { csp: ['frame-ancestors https:'] }],
    [
      "frame-ancestors with 'none' among sources (ignored)",
      { csp: [`frame-ancestors 'none' ${OUR_ORIGIN}`] },
    ],
    ['a policy without frame-ancestors', { csp: ["default-src 'self'; img-src *"] }],
    [
      'several policies, each allowing Placard',
      { csp: ['frame-ancestors *', `frame-ancestors ${OUR_ORIGIN}`] },
    ],
    [
      'a second frame-ancestors in one policy (ignored)',
      { csp: ["frame-ancestors *; frame-ancestors 'none'"] },
    ],
    [
      'frame-ancestors allowing Placard over X-Frame-Options DENY',
      { xfo: ['DENY'], csp: [`frame-ancestors ${OUR_ORIGIN}`] },
    ],
    ["a report-only frame-ancestors 'none'", { 'csp-report-only': ["frame-ancestors 'none'"] }],
  ])('is embeddable with %s', async (_, headers) => {
    expect(await check(page(headers))).toMatchObject({ embeddable: true });
  });

  it("is embeddable with SAMEORIGIN or 'self' when it is on Placard's own origin", async () => {
    for (const headers of [{ xfo: ['SAMEORIGIN'] }, { csp: ["frame-ancestors 'self'"] }]) {
      const url = page(headers, '127.0.0.1');
      expect(await check(url, { ourOrigin: sites.origin })).toEqual({ embeddable: true, finalUrl: url });
    }
  });

  it('ignores frame-ancestors in a <meta> tag, as browsers do', async () => {
    expect(await check(sites.at('news.example', '/meta-none'))).toMatchObject({ embeddable: true });
  });

  it('is embeddable however large the page (only its headers are read)', async () => {
    expect(await check(sites.at('news.example', '/large'))).toMatchObject({ embeddable: true });
  });

  it('answers the address a redirect leads to, on the same host or another one', async () => {
    const allowing = { csp: [`frame-ancestors ${OUR_ORIGIN}`] };
    const sameHost = new URL(page(allowing));
    for (const to of [`${sameHost.pathname}${sameHost.search}`, page(allowing, 'www.example')]) {
      const url = sites.at('news.example', `/redirect?to=${encodeURIComponent(to)}`);
      expect(await check(url)).toEqual({ embeddable: true, finalUrl: new URL(to, url).href });
    }
  });
});

describe('a page that cannot be embedded', () => {
  it.each([
    ['X-Frame-Options DENY', { xfo: ['DENY'] }, 'X-Frame-Options: DENY'],
    ['X-Frame-Options deny in lower case', { xfo: ['deny'] }, 'X-Frame-Options: DENY'],
    ['X-Frame-Options DENY sent twice', { xfo: ['DENY', 'DENY'] }, 'X-Frame-Options: DENY'],
    ['X-Frame-Options SAMEORIGIN', { xfo: ['SAMEORIGIN'] }, 'X-Frame-Options: SAMEORIGIN'],
    [
      'X-Frame-Options ALLOW-FROM another site',
      { xfo: ['ALLOW-FROM https://partner.example/'] },
      'https://partner.example/',
    ],
    [
      'two X-Frame-Options headers that conflict',
      { xfo: ['DENY', 'SAMEORIGIN'] },
      'conflicting X-Frame-Options (DENY, SAMEORIGIN)',
    ],
    ['an X-Frame-Options list that conflicts', { xfo: ['SAMEORIGIN, ALLOWALL'] }, 'conflicting'],
    ["frame-ancestors 'none'", { csp: ["frame-ancestors 'none'"] }, "frame-ancestors 'none'"],
    ['an empty frame-ancestors', { csp: ["default-src 'self'; frame-ancestors"] }, "frame-ancestors 'none'"],
    ["frame-ancestors 'self'", { csp: ["frame-ancestors 'self'"] }, "only on 'self'"],
    [
      'frame-ancestors naming other sites',
      { csp: ['frame-ancestors https://partner.example https://*.news.example'] },
      'only on https://partner.example https://*.news.example',
    ],
    [
      'frame-ancestors naming the parent domain only',
      { csp: ['frame-ancestors https://placard.example'] },
      'https://placard.example',
    ],
    [
      'frame-ancestors with another port',
      { csp: ['frame-ancestors https://app.placard.example:8443'] },
      ':8443',
    ],
    [
      'frame-ancestors naming Placard over https only, Placard on http',
      { csp: ['frame-ancestors https://app.placard.example'] },
      'only on https://app.placard.example',
      'http://app.placard.example',
    ],
    ['frame-ancestors allowing another scheme', { csp: ['frame-ancestors data:'] }, 'data:'],
    [
      'one of several policies refusing',
      { csp: [`frame-ancestors ${OUR_ORIGIN}`, "frame-ancestors 'none'"] },
      "'none'",
    ],
    [
      'one of two policies in one header refusing',
      { csp: ["frame-ancestors *, frame-ancestors 'self'"] },
      "'self'",
    ],
    [
      'X-Frame-Options DENY beside a policy without frame-ancestors',
      { xfo: ['DENY'], csp: ["default-src 'self'"] },
      'DENY',
    ],
  ])('is refused with %s', async (_, headers, said, ourOrigin = OUR_ORIGIN) => {
    const result = await refusal(page(headers), { ourOrigin });
    expect(result.reason).toBe('WEBSITE_FRAME_DENIED');
    expect(result.detail).toContain(said);
    expect(result.detail).toContain('news.example');
  });

  it('is refused when a redirect leads to another host that refuses', async () => {
    const other = page({ xfo: ['DENY'] }, 'other.example');
    const url = sites.at('news.example', `/redirect?to=${encodeURIComponent(other)}`);
    const result = await refusal(url);
    expect(result.reason).toBe('WEBSITE_FRAME_DENIED');
    expect(result.detail).toContain(`other.example:${sites.port} does not allow being shown in a frame`);
    expect(result.detail).toContain(`${url} redirects there.`);
  });

  it('is refused when a redirect leads to an address that is not public', async () => {
    for (const to of ['http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/', 'http://[::1]/']) {
      const result = await refusal(sites.at('news.example', `/redirect?to=${encodeURIComponent(to)}`));
      expect(result.reason).toBe('WEBSITE_BLOCKED_ADDRESS');
      expect(result.detail).toContain('only from public addresses');
    }
  });

  it.each([404, 500])('is refused when the page answers HTTP status %i', async (status) => {
    const result = await refusal(sites.at('news.example', `/status/${status}`));
    expect(result.reason).toBe('WEBSITE_HTTP_STATUS');
    expect(result.detail).toContain(String(status));
  });

  it('is refused when the page answers too slowly', async () => {
    const result = await refusal(sites.at('news.example', '/slow'), { timeoutMs: 300 });
    expect(result.reason).toBe('WEBSITE_UNREACHABLE');
    expect(result.detail).toContain('took longer than 0.3 s');
  });

  it('is refused when nothing answers, or the name is unknown', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const down = await refusal(`http://news.example:${closedPort}/`);
    expect(down.reason).toBe('WEBSITE_UNREACHABLE');
    expect(down.detail).toContain('could not be reached');
    const unknown = await refusal('https://nowhere.invalid/');
    expect(unknown.reason).toBe('WEBSITE_UNREACHABLE');
    expect(unknown.detail).toContain('nowhere.invalid');
  });
});
