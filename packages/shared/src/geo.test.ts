import { describe, expect, it } from 'vitest';
import { distanceBetween, distanceKm, formatDistanceKm } from './geo.ts';

// Great-circle distances between city centres, as published (rounded to the km).
const PAIRS: Array<[string, { lat: number; long: number }, string, { lat: number; long: number }, number]> = [
  ['Delhi', { lat: 28.6139, long: 77.209 }, 'Mumbai', { lat: 19.076, long: 72.8777 }, 1148],
  ['Bengaluru', { lat: 12.9716, long: 77.5946 }, 'Chennai', { lat: 13.0827, long: 80.2707 }, 290],
  ['Kolkata', { lat: 22.5726, long: 88.3639 }, 'Guwahati', { lat: 26.1445, long: 91.7362 }, 522],
  ['Bengaluru', { lat: 12.9716, long: 77.5946 }, 'Mysuru', { lat: 12.2958, long: 76.6394 }, 128],
];

describe('distanceKm', () => {
  it.each(PAIRS)('%s to %s', (_a, from, _b, to, km) => {
    expect(distanceKm(from, to)).toBeGreaterThan(km - 2);
    expect(distanceKm(from, to)).toBeLessThan(km + 2);
  });

  it('is zero for the same point and symmetric', () => {
    const [, a, , b] = PAIRS[0]!;
    expect(distanceKm(a, a)).toBe(0);
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
  });
});

describe('formatDistanceKm', () => {
  it('shows one decimal followed by km', () => {
    expect(formatDistanceKm(128.456)).toBe('128.5 km');
    expect(formatDistanceKm(0)).toBe('0.0 km');
  });
});

describe('distanceBetween', () => {
  it('is undefined unless both positions are known', () => {
    expect(distanceBetween({ lat: 12.97, long: 77.59 }, { lat: null, long: 77.5 })).toBeUndefined();
    expect(distanceBetween(undefined, { lat: 12.97, long: 77.59 })).toBeUndefined();
    expect(distanceBetween({ lat: 12.97, long: 77.59 }, { lat: 12.97, long: 77.59 })).toBe(0);
  });
});
