import { isIPv4, isIPv6 } from 'node:net';

/**
 * The eight 16-bit groups of an IPv6 address (zone id dropped, `::` expanded, a dotted IPv4 tail
 * read as two groups), as lower-case hex without leading zeros; undefined when it is not IPv6.
 */
export function expandIPv6(address: string): string[] | undefined {
  const bare = address.split('%')[0] ?? '';
  if (!isIPv6(bare)) return undefined;
  const toGroups = (part: string): string[] => {
    if (part === '') return [];
    const groups = part.split(':');
    const last = groups[groups.length - 1]!;
    if (isIPv4(last)) {
      const [a, b, c, d] = last.split('.').map(Number) as [number, number, number, number];
      groups.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
    }
    return groups;
  };
  const [head = '', tail] = bare.split('::');
  const front = toGroups(head);
  const back = tail === undefined ? [] : toGroups(tail);
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - front.length - back.length }, () => '0');
  const groups = [...front, ...zeros, ...back];
  return groups.length === 8 ? groups.map((group) => parseInt(group, 16).toString(16)) : undefined;
}

/**
 * The rate-limit key of a client address: an IPv4 address as it is (also when it comes mapped into
 * IPv6, `::ffff:a.b.c.d`), an IPv6 address by its /64, which a household or a phone gets whole, so
 * that walking through the addresses of one /64 does not make new clients.
 */
export function clientKey(ip: string): string {
  const groups = expandIPv6(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((group) => group === '0') && groups[5] === 'ffff') {
    const [high, low] = [parseInt(groups[6]!, 16), parseInt(groups[7]!, 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}
