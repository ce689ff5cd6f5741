import { isIPv4, isIPv6 } from 'node:net';

/** Why an address is not on the public internet, in words for a message; null when it is public. */
export type AddressKind =
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'shared (carrier-grade NAT)'
  | 'multicast'
  | 'broadcast'
  | 'unspecified'
  | 'reserved'
  | 'documentation'
  | 'unique-local';

type Range = { base: bigint; prefix: number; kind: AddressKind };

function v4(address: string, prefix: number, kind: AddressKind): Range {
  return { base: ipv4Value(address), prefix, kind };
}

function v6(address: string, prefix: number, kind: AddressKind): Range {
  return { base: ipv6Value(address), prefix, kind };
}

function ipv4Value(address: string): bigint {
  return address.split('.').reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);
}

/** The 128 bits of an IPv6 address (a zone index aside), its last 32 bits possibly written as IPv4. */
function ipv6Value(address: string): bigint {
  let text = address.replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const value = ipv4Value(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(value >> 16n).toString(16)}:${(value & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailGroups];
  return groups.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
}

function inRange(value: bigint, bits: number, range: Range): boolean {
  const shift = BigInt(bits - range.prefix);
  return value >> shift === range.base >> shift;
}

/** IPv4 ranges that are not the public internet (RFC 6890 and its updates). */
const IPV4_RANGES: Range[] = [
  v4('0.0.0.0', 8, 'unspecified'),
  v4('10.0.0.0', 8, 'private'),
  v4('100.64.0.0', 10, 'shared (carrier-grade NAT)'),
  v4('127.0.0.0', 8, 'loopback'),
  v4('169.254.0.0', 16, 'link-local'),
  v4('172.16.0.0', 12, 'private'),
  v4('192.0.0.0', 24, 'reserved'),
  v4('192.0.2.0', 24, 'documentation'),
  v4('192.88.99.0', 24, 'reserved'),
  v4('192.168.0.0', 16, 'private'),
  v4('198.18.0.0', 15, 'reserved'),
  v4('198.51.100.0', 24, 'documentation'),
  v4('203.0.113.0', 24, 'documentation'),
  v4('224.0.0.0', 4, 'multicast'),
  v4('255.255.255.255', 32, 'broadcast'),
  v4('240.0.0.0', 4, 'reserved'),
];

/** IPv6 ranges that are not the public internet; those embedding an IPv4 address are checked as it. */
const IPV6_RANGES: Range[] = [
  v6('::', 128, 'unspecified'),
  v6('::1', 128, 'loopback'),
  v6('64:ff9b:1::', 48, 'reserved'),
  v6('100::', 64, 'reserved'),
  v6('2001::', 23, 'reserved'),
  v6('2001:db8::', 32, 'documentation'),
  v6('3fff::', 20, 'documentation'),
  v6('fc00::', 7, 'unique-local'),
  v6('fe80::', 10, 'link-local'),
  v6('fec0::', 10, 'reserved'),
  v6('ff00::', 8, 'multicast'),
];

/**
 * The IPv4 address inside an IPv6 one that carries it: IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible
 * (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::).
 */
function embeddedIpv4(value: bigint): bigint | null {
  const low32 = value & 0xffffffffn;
  if (value >> 32n === 0xffffn || value >> 32n === 0n) return low32;
  if (value >> 32n === 0x64ff9b0000000000000000n) return low32;
  if (value >> 112n === 0x2002n) return (value >> 80n) & 0xffffffffn;
  return null;
}

function ipv4Kind(value: bigint): AddressKind | null {
  return IPV4_RANGES.find((range) => inRange(value, 32, range))?.kind ?? null;
}

/**
 * What kind of non-public address an IP address is (IPv4 or IPv6, as `dns.lookup` or `net.isIP` know
 * them), or null when it is a public one Placard may reach.
 */
export function nonPublicKind(address: string): AddressKind | null {
  if (isIPv4(address)) return ipv4Kind(ipv4Value(address));
  if (!isIPv6(address)) return 'reserved';
  const value = ipv6Value(address);
  const own = IPV6_RANGES.find((range) => inRange(value, 128, range))?.kind;
  if (own) return own;
  const ipv4 = embeddedIpv4(value);
  return ipv4 === null ? null : (ipv4Kind(ipv4) ?? (value >> 32n === 0n ? 'reserved' : null));
}
