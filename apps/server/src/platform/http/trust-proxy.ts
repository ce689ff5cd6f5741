import { isIP } from 'node:net';
import { z } from 'zod';

/** Names proxy-addr understands for whole ranges of addresses. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which proxies' X-Forwarded-For, -Proto and -Host are believed. `false` (the default):
 * none, the client is the connection's peer. A number: that many proxies in front of Placard, so the
 * client is the address that many hops from the right of X-Forwarded-For; `true` means one. A list of
 * addresses or CIDR ranges (and `loopback`, `linklocal`, `uniquelocal`): the proxies Placard sits behind.
 * Addresses a client writes into the header itself are never taken, so it cannot choose its own.
 */
export const ZTrustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    const lower = value.toLowerCase();
    if (['false', '0', 'no', ''].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) return 1;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isAddressOrRange(entry));
    if (invalid.length === 0) return entries;
    context.addIssue({
      code: 'custom',
      message: `false, a number of proxies, or proxy addresses and CIDR ranges separated by commas (not ${invalid.join(', ')})`,
    });
    return z.NEVER;
  });

export type TrustProxy = z.output<typeof ZTrustProxy>;

/**
 * Fastify's trustProxy for the setting. A hop count becomes a function of the hop, as Fastify trusts no
 * hop at all for a bare number: the connection's peer and the next n - 1 addresses from the right of
 * X-Forwarded-For are proxies, the one after them is the client.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
