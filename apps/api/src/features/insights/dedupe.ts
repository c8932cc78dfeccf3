/**
 * Remembers which network already counted an event of a shop, for a window (30 minutes), in a
 * bounded Map. Every entry lives equally long, so insertion order is expiry order: when full, the
 * oldest entry goes first (it would expire first anyway). Each instance keeps its own; behind a
 * load balancer a repeat may reach another instance and count again, which we accept (0039).
 */
export function createDedupe(options: { windowMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const seen = new Map<string, number>();
  return {
    /** True the first time a key is seen within the window (and remembers it). */
    firstTime(key: string): boolean {
      const at = now();
      const expires = seen.get(key);
      if (expires !== undefined && expires > at) return false;
      seen.delete(key);
      if (seen.size >= options.maxEntries) {
        // Drop the oldest; while at it, drop a few more that have already expired.
        let dropped = 0;
        for (const [oldKey, oldExpires] of seen) {
          if (dropped > 0 && oldExpires > at) break;
          seen.delete(oldKey);
          if (++dropped >= 64) break;
        }
      }
      seen.set(key, at + options.windowMs);
      return true;
    },
    get size() {
      return seen.size;
    },
  };
}
