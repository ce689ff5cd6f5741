import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { nonPublicKind } from './address.js';
import { FetchError } from './fetch-error.js';

/** The IP addresses a host name resolves to (every one of them, IPv4 and IPv6). */
export type HostLookup = (hostname: string) => Promise<string[]>;

/** The system's resolver, as the rest of the machine sees names (`/etc/hosts`, then DNS). */
export const systemLookup: HostLookup = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** The host of a URL without the brackets of an IPv6 literal. */
export function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * The addresses a URL's host stands for, every one checked: a host with one non-public address among
 * its addresses is refused whole, unless `allowPrivate` is true or lists that address.
 */
export async function checkedAddresses(
  url: URL,
  options: { allowPrivate: boolean | readonly string[]; lookup: HostLookup },
): Promise<string[]> {
  const host = bareHost(url);
  let addresses: string[];
  if (isIP(host)) {
    addresses = [host];
  } else {
    try {
      addresses = await options.lookup(host);
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      throw new FetchError('FETCH_DNS', `The name ${host} could not be resolved (${reason}).`, {
        cause: error,
      });
    }
    if (addresses.length === 0) throw new FetchError('FETCH_DNS', `The name ${host} has no address.`);
  }
  const { allowPrivate } = options;
  if (allowPrivate !== true) {
    for (const address of addresses) {
      const kind = nonPublicKind(address);
      if (kind === null || (Array.isArray(allowPrivate) && allowPrivate.includes(address))) continue;
      const named = address === host ? address : `${host} (${address})`;
      throw new FetchError(
        'FETCH_BLOCKED_ADDRESS',
        `${named} is a ${kind} address: Placard reads only from public addresses.`,
      );
    }
  }
  return addresses;
}

/**
 * A lookup for the connection that answers only the addresses checked for each host, so a name
 * cannot resolve to a public address when checked and to a private one when connected (DNS rebinding).
 */
export function pinnedLookup(checked: ReadonlyMap<string, string[]>): LookupFunction {
  return (hostname, options, callback) => {
    const entries = (checked.get(hostname) ?? [])
      .map((address) => ({ address, family: isIP(address) }))
      .filter((entry) => !options.family || entry.family === options.family);
    const [first] = entries;
    if (!first) {
      const error: NodeJS.ErrnoException = new Error(`${hostname} was not checked before connecting`);
      error.code = 'ENOTFOUND';
      callback(error, '', 0);
    } else if (options.all) {
      callback(null, entries);
    } else {
      callback(null, first.address, first.family);
    }
  };
}
