import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('ttl cache', () => {
  it('serves a value until it expires, then loads it again', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 100, maxEntries: 10, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.getOrLoad('a', load)).toBe(1);
    clock = 99;
    expect(await cache.getOrLoad('a', load)).toBe(1);
    clock = 100;
    expect(await cache.getOrLoad('a', load)).toBe(2);
  });

  it('peeks at a value kept, without loading one', async () => {
    let clock = 0;
    const cache = createTtlCache<number>({ ttlMs: 100, maxEntries: 10, now: () => clock });
    expect(cache.peek('a')).toBeUndefined();
    await cache.getOrLoad('a', async () => 7);
    expect(cache.peek('a')).toBe(7);
    clock = 100;
    expect(cache.peek('a')).toBeUndefined();
  });

  it('shares one load between callers that miss at the same time', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    expect(
      await Promise.all([cache.getOrLoad('k', slow), cache.getOrLoad('k', slow), cache.getOrLoad('k', slow)]),
    ).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it('forgets the oldest entry beyond its size, and does not keep a failed load', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await cache.getOrLoad('a', async () => 'a1');
    await cache.getOrLoad('b', async () => 'b1');
    await cache.getOrLoad('c', async () => 'c1');
    expect(await cache.getOrLoad('a', async () => 'a2')).toBe('a2');
    await expect(cache.getOrLoad('x', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('x', async () => 'x1')).toBe('x1');
  });

  it('keeps a value set directly in place of the one kept, for its time to live and within its size', async () => {
    let clock = 0;
    const cache = createTtlCache<number>({ ttlMs: 50, maxEntries: 2, now: () => clock });
    await cache.getOrLoad('a', async () => 1);
    cache.set('a', 2);
    expect(await cache.getOrLoad('a', async () => 3)).toBe(2);
    cache.set('b', 4);
    cache.set('c', 5);
    expect(cache.peek('a')).toBeUndefined();
    expect([cache.peek('b'), cache.peek('c')]).toEqual([4, 5]);
    clock = 50;
    expect(cache.peek('c')).toBeUndefined();
  });
});
