import { describe, expect, it } from 'vitest';
import { createNetworkDedupe } from './network-dedupe.ts';

describe('the network dedupe', () => {
  it('lets a network through once per key and window', () => {
    let clock = 0;
    const dedupe = createNetworkDedupe({
      windowMs: 1000,
      perNetwork: 10,
      maxNetworks: 10,
      maxEntries: 100,
      now: () => clock,
    });
    expect(dedupe.firstTime('203.0.113.7', 'a')).toBe(true);
    expect(dedupe.firstTime('203.0.113.7', 'a')).toBe(false);
    expect(dedupe.firstTime('198.51.100.1', 'a')).toBe(true);
    clock = 999;
    expect(dedupe.firstTime('203.0.113.7', 'a')).toBe(false);
    clock = 1000;
    expect(dedupe.firstTime('203.0.113.7', 'a')).toBe(true);
    // The expired key was dropped, not kept beside the new one.
    expect(dedupe.size).toBe(2);
  });

  it('keeps a flood from one network to that network: it forgets only its own oldest keys', () => {
    const dedupe = createNetworkDedupe({
      windowMs: 60_000,
      perNetwork: 50,
      maxNetworks: 100,
      maxEntries: 1000,
      now: () => 0,
    });
    for (let n = 0; n < 20; n++) expect(dedupe.firstTime(`10.0.0.${n}`, 'shop-1|views')).toBe(true);
    // One address sends 100,000 different keys.
    for (let i = 0; i < 100_000; i++) dedupe.firstTime('203.0.113.7', `shop-${i}|search_appearances`);
    expect(dedupe.size).toBe(20 + 50);
    for (let n = 0; n < 20; n++) expect(dedupe.firstTime(`10.0.0.${n}`, 'shop-1|views')).toBe(false);
    // The flooder remembers its latest 50 keys only.
    expect(dedupe.firstTime('203.0.113.7', 'shop-99999|search_appearances')).toBe(false);
    expect(dedupe.firstTime('203.0.113.7', 'shop-0|search_appearances')).toBe(true);
  });

  it('stays within its bounds by dropping the networks seen least recently', () => {
    const dedupe = createNetworkDedupe({
      windowMs: 60_000,
      perNetwork: 50,
      maxNetworks: 100,
      maxEntries: 1000,
      now: () => 0,
    });
    dedupe.firstTime('10.0.0.1', 'kept');
    dedupe.firstTime('10.0.0.2', 'dropped');
    for (let n = 0; n < 98; n++) dedupe.firstTime(`172.16.0.${n}`, 'x');
    expect(dedupe.networks).toBe(100);
    // 10.0.0.1 is seen again, so 10.0.0.2 is now the least recently seen.
    expect(dedupe.firstTime('10.0.0.1', 'kept')).toBe(false);
    dedupe.firstTime('192.168.0.1', 'x');
    expect(dedupe.networks).toBe(100);
    expect(dedupe.firstTime('10.0.0.1', 'kept')).toBe(false);
    expect(dedupe.firstTime('10.0.0.2', 'dropped')).toBe(true);

    // Keys in all: 30 networks of 50 keys stop at 1000 keys, the oldest networks gone whole.
    const full = createNetworkDedupe({
      windowMs: 60_000,
      perNetwork: 50,
      maxNetworks: 100,
      maxEntries: 1000,
      now: () => 0,
    });
    for (let n = 0; n < 30; n++) for (let i = 0; i < 50; i++) full.firstTime(`10.0.1.${n}`, `k${i}`);
    expect(full.size).toBe(1000);
    expect(full.networks).toBe(20);
    expect(full.firstTime('10.0.1.29', 'k0')).toBe(false);
    expect(full.firstTime('10.0.1.0', 'k0')).toBe(true);
  });
});
