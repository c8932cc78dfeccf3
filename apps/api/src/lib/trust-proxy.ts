import { isIP } from 'node:net';

/**
 * What Fastify's `trustProxy` gets: the addresses of our own proxies, a hop count as a function
 * (Fastify itself turns a bare number into "trust nothing"), or nothing.
 */
export type TrustProxy = string[] | ((address: string, hop: number) => boolean) | false;

// proxy-addr's names for whole private ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
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
    if (hops > 10) throw new Error(`TRUST_PROXY must be a hop count from 0 to 10 or a list of proxy addresses, got "${text}"`);
    if (hops === 0) return false;
    // proxy-addr walks from the socket's peer (hop 0) leftwards: the first `hops` senders are ours.
    // A hop count trusts whoever connects, so the API must be reachable only through those proxies.
    return (_address, hop) => hop < hops;
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined) throw new Error(`TRUST_PROXY must be a hop count or a comma list of proxy addresses or CIDR ranges; "${wrong}" is neither`);
  return entries;
}
