import { describe, expect, it } from 'vitest';
import type { IndianState } from '@local-shops/shared';
import { readablePlace } from './readable-place.ts';

const STATES: IndianState[] = [
  {
    code: 'KA',
    name: 'Karnataka',
    kind: 'state',
    lat: 12.97,
    long: 77.59,
    towns: [{ name: 'Bengaluru', lat: 12.9716, long: 77.5946, pin: '560001' }],
  },
];

describe('readablePlace', () => {
  it('puts the town, state and pin first and the plus code apart', () => {
    expect(readablePlace('7J4VWHG7+X2 Bengaluru, Karnataka, India', { lat: 12.975, long: 77.6 }, STATES)).toEqual({
      place: 'Bengaluru, Karnataka 560001',
      plusCode: '7J4VWHG7+X2',
    });
  });

  it('adds no pin far from any listed town, nor before the towns are known', () => {
    expect(readablePlace('WHG7+X2 Mysuru, Karnataka, India', { lat: 12.3, long: 76.64 }, STATES).place).toBe(
      'Mysuru, Karnataka',
    );
    expect(readablePlace('WHG7+X2 Bengaluru, Karnataka, India', { lat: 12.975, long: 77.6 }, null).place).toBe(
      'Bengaluru, Karnataka',
    );
  });

  it('keeps an address without a plus code as it is, and a bare code as the place', () => {
    expect(readablePlace('12 MG Road, Bengaluru 560001, India', null, STATES)).toEqual({
      place: '12 MG Road, Bengaluru 560001',
      plusCode: null,
    });
    expect(readablePlace('7J4VWHG7+X2', { lat: 12.975, long: 77.6 }, STATES)).toEqual({
      place: 'Bengaluru, Karnataka 560001',
      plusCode: '7J4VWHG7+X2',
    });
  });
});
