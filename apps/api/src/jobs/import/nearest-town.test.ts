import { describe, expect, it } from 'vitest';
import { distanceKm } from '@local-shops/shared';
import { INDIA_STATES } from '../../lib/india-states.ts';
import { nearestTown } from './nearest-town.ts';

const TOWNS = INDIA_STATES.flatMap((state) => state.towns.map((town) => ({ ...town, state: state.name })));

/** Every town tried, as the import did before: the one to agree with. */
function nearestByScan(lat: number, long: number) {
  let best = TOWNS[0]!;
  let bestKm = Infinity;
  for (const town of TOWNS) {
    const km = distanceKm({ lat, long }, town);
    if (km < bestKm) [best, bestKm] = [town, km];
  }
  return best;
}

describe('the nearest reference town', () => {
  it('is the one a scan of every town finds, across India and beyond its borders', () => {
    let seed = 28;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 3000; i++) {
      const [lat, long] = [2 + random() * 36, 66 + random() * 34];
      expect(nearestTown(lat, long)).toEqual(nearestByScan(lat, long));
    }
  });

  it('is the town itself at its own position', () => {
    for (const town of TOWNS.slice(0, 200))
      expect(nearestTown(town.lat, town.long)).toEqual(nearestByScan(town.lat, town.long));
    expect(nearestTown(12.9716, 77.5946)).toMatchObject({ name: 'Bengaluru', state: 'Karnataka' });
  });
});
