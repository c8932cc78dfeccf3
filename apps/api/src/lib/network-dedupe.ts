/**
 * Remembers which network already counted something (a shop's event or search appearance) within
 * a window (30 minutes for insights), in bounded memory, in two levels: networks, and each
 * network's keys.
 *
 * - A network keeps at most `perNetwork` keys. Every key lives equally long, so a network's
 *   insertion order is its expiry order: when it is full, its own oldest key goes.
 * - At most `maxNetworks` networks, holding at most `maxEntries` keys in all, are remembered.
 *   Beyond either, the networks seen least recently go, whole.
 *
 * So a flood from one network only ever evicts that network's own keys: it can hold no more than
 * `perNetwork` of them, and, being the network seen last, it is the last to be dropped. Dropping
 * another network's keys takes thousands of other networks seen after it.
 * Each instance keeps its own; behind a load balancer a repeat may reach another instance and
 * count again, which we accept (decision 0039).
 */
export function createNetworkDedupe(options: {
  windowMs: number;
  perNetwork: number;
  maxNetworks: number;
  maxEntries: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  // Expiry times are kept from this origin: small integers take no heap of their own (timestamps would).
  const origin = now();
  // Map order is recency: a network seen again is moved to the end.
  const networks = new Map<string, Map<string, number>>();
  let entries = 0;

  const dropExpired = (keys: Map<string, number>, at: number) => {
    for (const [key, expires] of keys) {
      if (expires > at) break;
      keys.delete(key);
      entries--;
    }
  };

  return {
    /** True the first time `network` shows `key` within the window (and remembers it). */
    firstTime(network: string, key: string): boolean {
      const at = now() - origin;
      let keys = networks.get(network);
      if (keys) {
        networks.delete(network);
        dropExpired(keys, at);
      } else {
        keys = new Map();
      }
      networks.set(network, keys);
      if (keys.has(key)) return false;
      if (keys.size >= options.perNetwork) {
        keys.delete(keys.keys().next().value!);
        entries--;
      }
      keys.set(key, at + options.windowMs);
      entries++;
      for (const [oldNetwork, oldKeys] of networks) {
        if ((entries <= options.maxEntries && networks.size <= options.maxNetworks) || oldNetwork === network) break;
        networks.delete(oldNetwork);
        entries -= oldKeys.size;
      }
      return true;
    },
    /** Keys remembered, over all networks. */
    get size() {
      return entries;
    },
    get networks() {
      return networks.size;
    },
  };
}

export type NetworkDedupe = ReturnType<typeof createNetworkDedupe>;
