/**
 * A small in-process cache with a time to live. Only for values that may be a little stale
 * (counts shown to visitors): each API instance keeps its own, nothing depends on sharing it.
 */
export function createTtlCache<V>(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; expires: number }>();
  // Requests that miss together share one load instead of each running it.
  const loading = new Map<string, Promise<V>>();
  const cache = {
    async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const pending = loading.get(key);
      if (pending) return pending;
      const promise = load().then((value) => {
        cache.set(key, value);
        return value;
      });
      loading.set(key, promise);
      try {
        return await promise;
      } finally {
        loading.delete(key);
      }
    },
    /** The value kept for `key` if it has not expired, without loading it. */
    peek(key: string): V | undefined {
      const hit = entries.get(key);
      return hit && hit.expires > now() ? hit.value : undefined;
    },
    /** Keeps `value` for `key`, in place of any value kept (a load under way still keeps its own when it ends). */
    set(key: string, value: V): void {
      entries.delete(key);
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expires: now() + options.ttlMs });
    },
    /** Forgets the value kept for `key`, so that the next getOrLoad loads it again. */
    delete(key: string): void {
      entries.delete(key);
    },
    clear: () => {
      entries.clear();
      loading.clear();
    },
  };
  return cache;
}

export type TtlCache<V> = ReturnType<typeof createTtlCache<V>>;
