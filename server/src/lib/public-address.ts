import { BlockList, isIP } from 'node:net';

/**
 * Addresses a request the server makes on a staff member's word may go to (issue 38 item 2: the
 * lead alerts' webhooks): public ones only. A webhook whose host is, or resolves to, this machine,
 * a private network, a link-local address (169.254.169.254 is a cloud's metadata service), CGNAT,
 * multicast or a reserved range would let whoever saves a destination probe or call the server's
 * own network (SSRF). IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4) are judged by it.
 */
const NOT_PUBLIC = (() => {
  const list = new BlockList();
  for (const [network, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.88.99.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ] as const)
    list.addSubnet(network, prefix, 'ipv4');
  for (const [network, prefix] of [
    // The unspecified and loopback addresses, and the old IPv4-compatible ::a.b.c.d.
    ['::', 96],
    ['100::', 64],
    ['2001:db8::', 32],
    ['fc00::', 7],
    ['fe80::', 10],
    ['fec0::', 10],
    ['ff00::', 8],
  ] as const)
    list.addSubnet(network, prefix, 'ipv6');
  return list;
})();

const LOOPBACK = (() => {
  const list = new BlockList();
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addAddress('::1', 'ipv6');
  return list;
})();

/** The IPv4 address an IPv6 one carries (::ffff:a.b.c.d, 64:ff9b::/96, 2002::/16), if any. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower)?.[1];
  if (dotted) return dotted;
  const groups = expandIpv6(lower);
  if (!groups) return null;
  const fromGroups = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  // ::ffff:0:0/96 and 64:ff9b::/96: the last 32 bits.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return fromGroups(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0))
    return fromGroups(groups[6]!, groups[7]!);
  // 6to4: 2002:AABB:CCDD::/48.
  if (groups[0] === 0x2002) return fromGroups(groups[1]!, groups[2]!);
  return null;
}

/** The eight 16-bit groups of an IPv6 address written with hex groups only (no dotted tail). */
function expandIpv6(address: string): number[] | null {
  if (address.includes('.')) return null;
  const [head = '', tail, ...rest] = address.split('::');
  if (rest.length > 0) return null;
  const parts = (text: string) => (text === '' ? [] : text.split(':'));
  const left = parts(head);
  const right = tail === undefined ? [] : parts(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))
    ? groups.map((group) => parseInt(group, 16))
    : null;
}

/** Whether an IP address is a loopback one (127/8, ::1, or an IPv4 loopback carried in IPv6). */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const carried = family === 6 ? embeddedIpv4(address) : null;
  if (carried) return LOOPBACK.check(carried, 'ipv4');
  return LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether an IP address may be called: a public unicast one. Anything else (or no IP) is not. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const carried = family === 6 ? embeddedIpv4(address) : null;
  if (carried) return !NOT_PUBLIC.check(carried, 'ipv4');
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
