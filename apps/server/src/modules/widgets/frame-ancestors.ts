/**
 * The `frame-ancestors` directive of Content-Security-Policy (CSP Level 3): which sites may show a
 * page in a frame. Only the header counts: browsers ignore frame-ancestors in a `<meta>` tag.
 */

/** Where the page is and where it would be shown: the page's final address and Placard's origin. */
export type FramingContext = { page: URL; ancestor: URL };

/**
 * The frame-ancestors source list of each policy in Content-Security-Policy header values, for the
 * policies that have one: a header may hold several policies (comma-separated), a response several
 * headers; in a policy the first directive of a name counts, later ones are ignored.
 */
export function frameAncestorsLists(headerValues: readonly string[]): string[][] {
  const lists: string[][] = [];
  for (const policy of headerValues.flatMap((value) => value.split(','))) {
    const seen = new Set<string>();
    for (const directive of policy.split(';')) {
      const [name, ...sources] = directive.trim().split(/[\t\n\f\r ]+/);
      const lowerName = name?.toLowerCase() ?? '';
      if (lowerName === '' || seen.has(lowerName)) continue;
      seen.add(lowerName);
      if (lowerName === 'frame-ancestors') lists.push(sources);
    }
  }
  return lists;
}

const SCHEME_SOURCE = /^([a-z][a-z0-9+.-]*):$/i;
const HOST_SOURCE =
  /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d+|\*))?(\/[^?#]*)?$/i;

/** Whether a source's scheme covers the URL's: the same, or http covering https (and ws, wss). */
function schemePartMatches(sourceScheme: string, scheme: string): boolean {
  const source = sourceScheme.toLowerCase();
  if (source === scheme) return true;
  if (source === 'http') return scheme === 'https';
  if (source === 'ws') return ['wss', 'http', 'https'].includes(scheme);
  return source === 'wss' && scheme === 'https';
}

/** Whether a host pattern covers a host: the same, or a `*.` wildcard over its subdomains (domains only). */
function hostPartMatches(pattern: string, host: string): boolean {
  const lowerPattern = pattern.toLowerCase();
  if (lowerPattern === host) return true;
  const isDomain = !/^[\d.]+$/.test(host) && !host.startsWith('[');
  if (!isDomain) return false;
  if (lowerPattern === '*') return true;
  return lowerPattern.startsWith('*.') && host.endsWith(lowerPattern.slice(1));
}

function defaultPort(scheme: string): string {
  return scheme === 'https:' || scheme === 'wss:' ? '443' : '80';
}

/** A URL's port, the scheme's default one when it has none. */
function portOf(url: URL): string {
  return url.port || defaultPort(url.protocol);
}

/** Whether a host-source (`[scheme://]host[:port][/path]`) covers the ancestor. */
function hostSourceMatches(match: RegExpExecArray, { page, ancestor }: FramingContext): boolean {
  const [, scheme, host = '', port, path] = match;
  const ancestorScheme = ancestor.protocol.slice(0, -1);
  const schemeMatches = scheme
    ? schemePartMatches(scheme, ancestorScheme)
    : page.protocol === ancestor.protocol || (page.protocol === 'http:' && ancestorScheme === 'https');
  if (!schemeMatches || !hostPartMatches(host, ancestor.hostname)) return false;
  if (port !== undefined && port !== '*' && Number(port) !== Number(portOf(ancestor))) return false;
  if (port === undefined && ancestor.port !== '') return false;
  // an ancestor is an origin, its path "/": a source naming another path does not cover it
  return path === undefined || path === '/';
}

/** Whether `'self'` covers the ancestor: the page's own origin, or its host over https when it is http. */
function selfMatches({ page, ancestor }: FramingContext): boolean {
  if (page.origin === ancestor.origin) return true;
  return (
    page.hostname === ancestor.hostname &&
    portOf(page) === portOf(ancestor) &&
    (ancestor.protocol === 'https:' || page.protocol === 'http:')
  );
}

/** Whether one source expression of a frame-ancestors list covers the ancestor. */
function sourceMatches(source: string, context: FramingContext): boolean {
  const ancestorScheme = context.ancestor.protocol;
  if (source === '*') return ['http:', 'https:', context.page.protocol].includes(ancestorScheme);
  if (source.toLowerCase() === "'self'") return selfMatches(context);
  const scheme = SCHEME_SOURCE.exec(source);
  if (scheme?.[1]) return schemePartMatches(scheme[1], ancestorScheme.slice(0, -1));
  const host = HOST_SOURCE.exec(source);
  // 'none' alone, other keywords, nonces and hashes cover nothing
  return host !== null && hostSourceMatches(host, context);
}

/** Whether a frame-ancestors source list lets the ancestor show the page (an empty list does not). */
export function frameAncestorsAllow(sources: readonly string[], context: FramingContext): boolean {
  return sources.some((source) => sourceMatches(source, context));
}
