import { isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
const TRAILING_IPV4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a trailing IPv4 split. */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0] ?? ''; // drop a zone id (fe80::1%eth0)
  const v4 = TRAILING_IPV4.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length);
  return [...headGroups, ...zeros.fill('0'), ...tailGroups].map((group) => parseInt(group, 16));
}

/**
 * The client address as the sign-in limits count it. An IPv4 address is itself (also when it
 * arrives IPv4-mapped, `::ffff:1.2.3.4`); an IPv6 address counts for its /64, the block one
 * subscriber or one server is given, so stepping through a /64's 2^64 addresses buys no tries.
 */
export function addressGroup(address: string): string {
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const network = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':');
  return `${network}::/64`;
}
