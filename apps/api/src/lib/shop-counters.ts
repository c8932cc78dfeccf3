import { createNetworkDedupe } from './network-dedupe.ts';

/**
 * In-memory counters of what shoppers did with shops (issue 11, decision 0039). Requests only add
 * to a Map; a flusher (features/insights) takes the deltas every few seconds and adds them to one
 * row per shop and Asia/Kolkata day. Nothing personal is written: a row is a shop id and a date (the
 * networks the dedupe remembers stay in memory for its window only).
 * The shops list adds its search appearances here too (app.ts hands both features this object).
 * One network counts once per shop and kind of count in DEDUPE_WINDOW_MS; the memory of who
 * counted is bounded so that one network's flood forgets only its own (lib/network-dedupe.ts).
 */
export const COUNTER_FIELDS = [
  'views',
  'search_appearances',
  'calls',
  'whatsapp',
  'directions',
  'shares',
  'saves',
] as const;
export type CounterField = (typeof COUNTER_FIELDS)[number];

export interface CounterDelta {
  shopId: string;
  day: string;
  counts: Record<CounterField, number>;
}

/** India has no daylight saving: its date is the UTC date 5 h 30 min later. */
const IST_OFFSET_MS = 330 * 60_000;
export function kolkataDate(at: Date | number): string {
  return new Date((typeof at === 'number' ? at : at.getTime()) + IST_OFFSET_MS).toISOString().slice(0, 10);
}

const zero = (): Record<CounterField, number> => ({
  views: 0,
  search_appearances: 0,
  calls: 0,
  whatsapp: 0,
  directions: 0,
  shares: 0,
  saves: 0,
});

/** One network counts once per shop and kind of count in this window. */
export const DEDUPE_WINDOW_MS = 30 * 60_000;
/**
 * What the dedupe remembers: per network (a busy shopper's half hour of list pages), networks in
 * all, and keys in all. Full, it measured 11-19 MB of heap (30,000 networks, or 150,000 keys).
 */
export const DEDUPE_LIMITS = { perNetwork: 1000, maxNetworks: 30_000, maxEntries: 150_000 };

export function createShopCounters(now: () => Date = () => new Date(), limits = DEDUPE_LIMITS) {
  let pending = new Map<string, CounterDelta>();
  const dedupe = createNetworkDedupe({ windowMs: DEDUPE_WINDOW_MS, ...limits, now: () => now().getTime() });
  const add = (shopId: string, field: CounterField, by: number, day: string) => {
    const key = `${shopId}|${day}`;
    let entry = pending.get(key);
    if (!entry) {
      entry = { shopId, day, counts: zero() };
      pending.set(key, entry);
    }
    entry.counts[field] += by;
  };
  return {
    /** Counts one `field` of the shop, unless `network` (lib/network-key.ts) counted it within the window; true when counted. */
    addOnce(network: string, shopId: string, field: CounterField): boolean {
      if (!dedupe.firstTime(network, `${shopId}|${field}`)) return false;
      add(shopId, field, 1, kolkataDate(now()));
      return true;
    },
    /** One search appearance for each shop of a list page (the ids already returned), once per network in the window. */
    appeared(network: string, shopIds: Iterable<string>) {
      const day = kolkataDate(now());
      for (const id of shopIds)
        if (dedupe.firstTime(network, `${id}|search_appearances`)) add(id, 'search_appearances', 1, day);
    },
    /** Takes every delta counted so far; counting goes on into a fresh map. */
    take(): CounterDelta[] {
      const taken = [...pending.values()];
      pending = new Map();
      return taken;
    },
    /** Puts deltas back after a failed write, so the next flush adds them. */
    giveBack(deltas: CounterDelta[]) {
      for (const delta of deltas)
        for (const field of COUNTER_FIELDS)
          if (delta.counts[field]) add(delta.shopId, field, delta.counts[field], delta.day);
    },
    get size() {
      return pending.size;
    },
  };
}

export type ShopCounters = ReturnType<typeof createShopCounters>;
