import { isIP } from 'node:net';

/**
 * What Fastify's `trustProxy` gets: the addresses of our own proxies, a hop count as a function
 * (Fastify itself turns a bare number into "trust nothing"), or nothing.
 */
export type TrustProxy = string[] | ((address: string, hop: number) => boolean) | false;

// proxy-addr's names for whole private ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Where a proxy of ours can stand: private (RFC 1918), loopback, link-local, carrier-grade NAT
 * (RFC 6598) and unique-local IPv6. An entry reaching outside them would believe the
 * X-Forwarded-For of public addresses, that is of anyone (`0.0.0.0/1,128.0.0.0/1` is everything).
 */
const PRIVATE_V4 = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '127.0.0.0/8', '169.254.0.0/16', '100.64.0.0/10'];
const PRIVATE_V6 = ['fc00::/7', 'fe80::/10', '::1/128'];
/** IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) stand for the IPv4 address they carry. */
const MAPPED_V4 = { base: 0xffffn << 32n, bits: 96 };

function ipv4Bits(address: string): bigint {
  return address.split('.').reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);
}

function ipv6Bits(address: string): bigint {
  let text = address.split('%')[0]!;
  // An embedded IPv4 tail (::ffff:10.0.0.1) is two groups.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const v4 = ipv4Bits(tail[1]!);
    text = `${text.slice(0, -tail[1]!.length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [left = '', right] = text.split('::');
  const head = left ? left.split(':') : [];
  const rest = right === undefined ? [] : right ? right.split(':') : [];
  const groups =
    right === undefined ? head : [...head, ...Array<string>(8 - head.length - rest.length).fill('0'), ...rest];
  return groups.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
}

interface Range {
  first: bigint;
  last: bigint;
}

/** The addresses a CIDR covers; `width` is 32 or 128. */
function rangeOf(bits: bigint, prefix: number, width: number): Range {
  const hostBits = BigInt(width - prefix);
  const first = (bits >> hostBits) << hostBits;
  return { first, last: first + (1n << hostBits) - 1n };
}

const parseCidr = (cidr: string, width: number): Range => {
  const [address = '', prefix = ''] = cidr.split('/');
  return rangeOf(width === 32 ? ipv4Bits(address) : ipv6Bits(address), Number(prefix), width);
};
const PRIVATE_V4_RANGES = PRIVATE_V4.map((cidr) => parseCidr(cidr, 32));
const PRIVATE_V6_RANGES = PRIVATE_V6.map((cidr) => parseCidr(cidr, 128));
const within = (range: Range, ranges: Range[]) => ranges.some((r) => range.first >= r.first && range.last <= r.last);

/** Why an entry cannot name proxies of ours, or undefined when it can. */
function entryProblem(entry: string): string | undefined {
  if (NAMED_RANGES.has(entry)) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  const width = version === 4 ? 32 : 128;
  if (!version || rest.length || (prefix !== undefined && (!/^\d{1,3}$/.test(prefix) || Number(prefix) > width))) {
    return `"${entry}" is not an address or a CIDR range (like 10.0.0.0/8 or fd00::/8)`;
  }
  const bits = version === 4 ? ipv4Bits(address) : ipv6Bits(address);
  const range = rangeOf(bits, prefix === undefined ? width : Number(prefix), width);
  const mapped = version === 6 && within(range, [rangeOf(MAPPED_V4.base, MAPPED_V4.bits, 128)]);
  const isPrivate = mapped
    ? within({ first: range.first - MAPPED_V4.base, last: range.last - MAPPED_V4.base }, PRIVATE_V4_RANGES)
    : within(range, version === 4 ? PRIVATE_V4_RANGES : PRIVATE_V6_RANGES);
  if (!isPrivate) {
    return (
      `"${entry}" covers public addresses, so any client could write its own X-Forwarded-For; ` +
      `a proxy of ours has a private address (inside ${[...PRIVATE_V4, ...PRIVATE_V6].join(', ')})`
    );
  }
  return undefined;
}

/**
 * TRUST_PROXY: how many proxies of ours stand in front of the API (`1`), or their addresses and
 * ranges (`10.0.0.0/8,192.168.1.10`). Only the addresses those proxies added to X-Forwarded-For
 * are believed; `true` would believe whatever a client writes there, so it is refused.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would believe any X-Forwarded-For a client sends. Write the number of proxies in front of the API ' +
        '(TRUST_PROXY=1 behind one load balancer) or their addresses (TRUST_PROXY=10.0.0.0/8,192.168.1.10).',
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10)
      throw new Error(`TRUST_PROXY must be a hop count from 0 to 10 or a list of proxy addresses, got "${text}"`);
    if (hops === 0) return false;
    // proxy-addr walks from the socket's peer (hop 0) leftwards: the first `hops` senders are ours.
    // A hop count trusts whoever connects, so the API must be reachable only through those proxies.
    return (_address, hop) => hop < hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const problem = entryProblem(entry);
    if (problem)
      throw new Error(
        `TRUST_PROXY must be a hop count or a comma list of our proxies' private addresses or ranges: ${problem}.`,
      );
  }
  return entries;
}
