import { isIPv6 } from 'node:net';

/** The key of a request whose connection closed before it was answered: Fastify's `request.ip` is then undefined. */
export const UNKNOWN_NETWORK = 'unknown';

/**
 * The key the per-network send limit counts: an IPv4 address as it is, an IPv6 address as its
 * /64 (one subscriber usually holds a whole /64, so counting single addresses would limit nothing).
 */
export function networkKey(ip: string | undefined): string {
  if (!ip) return UNKNOWN_NETWORK;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return ip;
  const [left = '', right = ''] = address.split('::');
  const head = left ? left.split(':') : [];
  const tail = address.includes('::') ? (right ? right.split(':') : []) : [];
  // An embedded IPv4 tail takes two groups.
  const tailGroups = tail.length + (tail.at(-1)?.includes('.') ? 1 : 0);
  const groups = address.includes('::')
    ? [...head, ...Array<string>(Math.max(0, 8 - head.length - tailGroups)).fill('0'), ...tail]
    : head;
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
