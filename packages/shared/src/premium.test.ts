import { describe, expect, it } from 'vitest';
import { extendPremiumUntil, isPremiumActive, isVerified } from './premium.ts';

const NOW = '2026-06-15T10:00:00.000Z';

describe('isPremiumActive', () => {
  it.each([
    [null, false],
    ['2026-06-15T10:00:00.001Z', true],
    ['2027-01-01T00:00:00.000Z', true],
    // Ends exactly now: lapsed.
    [NOW, false],
    ['2026-06-15T09:59:59.999Z', false],
    // The same instant written with an offset, as a database may hand it back.
    ['2026-06-15 15:30:00.001+05:30', true],
  ])('with the plan ending %s: %s', (until, active) => {
    expect(isPremiumActive(until, NOW)).toBe(active);
  });
});

describe('isVerified', () => {
  it('needs both the approved claim and an active plan', () => {
    expect(isVerified(true, '2027-01-01T00:00:00.000Z', NOW)).toBe(true);
    expect(isVerified(false, '2027-01-01T00:00:00.000Z', NOW)).toBe(false);
    expect(isVerified(true, '2026-01-01T00:00:00.000Z', NOW)).toBe(false);
    expect(isVerified(true, null, NOW)).toBe(false);
  });
});

describe('extendPremiumUntil', () => {
  const now = new Date(NOW);

  it('gives a year from now to a shop with no plan or a lapsed one', () => {
    expect(extendPremiumUntil(null, now)).toBe('2027-06-15T10:00:00.000Z');
    expect(extendPremiumUntil('2025-01-01T00:00:00.000Z', now)).toBe('2027-06-15T10:00:00.000Z');
  });

  it('adds the year to the current end when a running plan is renewed early', () => {
    expect(extendPremiumUntil('2026-07-01T08:30:00.000Z', now)).toBe('2027-07-01T08:30:00.000Z');
  });

  it('counts calendar years in UTC: 29 February moves to 1 March', () => {
    expect(extendPremiumUntil(null, new Date('2028-02-29T12:00:00.000Z'))).toBe('2029-03-01T12:00:00.000Z');
  });

  it('does not change the date it was given', () => {
    const before = now.toISOString();
    extendPremiumUntil(null, now);
    expect(now.toISOString()).toBe(before);
  });
});
