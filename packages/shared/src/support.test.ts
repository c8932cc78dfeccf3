import { describe, expect, it } from 'vitest';
import { addWorkingHours } from './schemas/support.ts';

/** An India time as an instant. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe('addWorkingHours (Monday to Saturday, 10:00-18:00 India time)', () => {
  it('counts within a working day', () => {
    expect(addWorkingHours(ist('2026-11-23T11:00:00'), 4)).toEqual(ist('2026-11-23T15:00:00')); // a Monday
  });
  it('carries over the evening and skips Sunday', () => {
    expect(addWorkingHours(ist('2026-11-23T16:00:00'), 4)).toEqual(ist('2026-11-24T12:00:00'));
    expect(addWorkingHours(ist('2026-11-28T17:00:00'), 4)).toEqual(ist('2026-11-30T13:00:00')); // Saturday to Monday
  });
  it('starts the clock at the next opening outside working hours', () => {
    expect(addWorkingHours(ist('2026-11-29T09:00:00'), 4)).toEqual(ist('2026-11-30T14:00:00')); // Sunday
    expect(addWorkingHours(ist('2026-11-24T07:30:00'), 16)).toEqual(ist('2026-11-25T18:00:00')); // two working days
  });
});
