import { describe, expect, it } from 'vitest';
import { createHashQueue, HashQueueFullError } from './hash-queue.ts';

/** A piece of work that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { open, work: () => done.then(() => 'hashed') };
}

describe('password-hash queue', () => {
  it('refuses at once over its running and waiting places, and takes work again as places free', async () => {
    const run = createHashQueue({ active: 2, waiting: 2, perKey: 10 });
    const gates = Array.from({ length: 4 }, gate);
    const held = gates.map((g, i) => run(g.work, `net-${i}`));
    await expect(run(gate().work, 'net-9')).rejects.toBeInstanceOf(HashQueueFullError);
    gates.forEach((g) => g.open());
    await expect(Promise.all(held)).resolves.toEqual(['hashed', 'hashed', 'hashed', 'hashed']);
    await expect(run(async () => 'again', 'net-9')).resolves.toBe('again');
  });

  it('gives one network no more than its share, so another still gets a turn', async () => {
    const run = createHashQueue({ active: 2, waiting: 6, perKey: 2 });
    const flood = Array.from({ length: 2 }, gate);
    const held = flood.map((g) => run(g.work, 'flood'));
    const refused = await Promise.allSettled(Array.from({ length: 38 }, () => run(gate().work, 'flood')));
    expect(refused.every((r) => r.status === 'rejected' && r.reason instanceof HashQueueFullError)).toBe(true);
    const office = gate();
    const reviewer = run(office.work, 'office');
    office.open();
    flood.forEach((g) => g.open());
    await expect(reviewer).resolves.toBe('hashed');
    await Promise.all(held);
  });
});
