import { describe, expect, it } from 'vitest';
import type { IndianState } from '@local-shops/shared';
import { nearestTown } from './nearest-town.ts';

const STATES: IndianState[] = [
  {
    code: 'UP',
    name: 'Uttar Pradesh',
    kind: 'state',
    lat: 26.85,
    long: 80.95,
    towns: [
      { name: 'Varanasi', lat: 25.3176, long: 82.9739, pin: '221001' },
      { name: 'Lucknow', lat: 26.8467, long: 80.9462, pin: '226001' },
    ],
  },
  {
    code: 'BR',
    name: 'Bihar',
    kind: 'state',
    lat: 25.6,
    long: 85.1,
    towns: [{ name: 'Buxar', lat: 25.5647, long: 83.9777 }],
  },
];

describe('nearestTown', () => {
  it('finds the closest town across states', () => {
    const found = nearestTown(STATES, { lat: 25.28, long: 83.0 });
    expect(found?.town.name).toBe('Varanasi');
    expect(found?.state.name).toBe('Uttar Pradesh');
    expect(found?.km).toBeLessThan(6);
    expect(nearestTown(STATES, { lat: 25.55, long: 83.9 })?.state.name).toBe('Bihar');
  });

  it('gives nothing when every town is too far away', () => {
    expect(nearestTown(STATES, { lat: 51.5, long: -0.12 })).toBeUndefined();
    expect(nearestTown([], { lat: 25.3, long: 83 })).toBeUndefined();
  });
});
