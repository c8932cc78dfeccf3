import { describe, expect, it } from 'vitest';
import { indianClock, isOpenAt, nextOpening, readableTime, type OpeningHours } from './opening-hours.ts';

const nineToNine = [{ opens: '09:00', closes: '21:00' }];
const WEEK: OpeningHours = {
  mon: nineToNine,
  tue: nineToNine,
  wed: nineToNine,
  thu: nineToNine,
  // Friday evenings run past midnight, until 02:00 on Saturday.
  fri: [
    { opens: '09:00', closes: '13:00' },
    { opens: '18:00', closes: '02:00' },
  ],
  sat: nineToNine,
  // Closed on Sundays.
  sun: [],
};

/** An instant given as India's wall-clock time (UTC+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);

describe('indianClock', () => {
  it('reads the date, weekday and minute in India, not in UTC', () => {
    // 20:00 UTC on a Monday is 01:30 on Tuesday in India.
    expect(indianClock(new Date('2026-06-01T20:00:00.000Z'))).toEqual({
      date: '2026-06-02',
      weekday: 'tue',
      minute: 90,
    });
  });
});

describe('isOpenAt', () => {
  it('is open inside a range and closed outside it, the closing minute included', () => {
    expect(isOpenAt(WEEK, [], ist('2026-06-01T09:00:00'))).toBe(true); // Monday
    expect(isOpenAt(WEEK, [], ist('2026-06-01T20:59:00'))).toBe(true);
    expect(isOpenAt(WEEK, [], ist('2026-06-01T21:00:00'))).toBe(false);
    expect(isOpenAt(WEEK, [], ist('2026-06-01T08:59:00'))).toBe(false);
  });

  it('keeps a range past midnight open into the next morning, and between two ranges closed', () => {
    expect(isOpenAt(WEEK, [], ist('2026-06-05T15:00:00'))).toBe(false); // Friday afternoon
    expect(isOpenAt(WEEK, [], ist('2026-06-05T23:30:00'))).toBe(true); // Friday night
    expect(isOpenAt(WEEK, [], ist('2026-06-06T01:59:00'))).toBe(true); // Saturday 01:59, Friday's range
    expect(isOpenAt(WEEK, [], ist('2026-06-06T02:00:00'))).toBe(false);
  });

  it('is closed all day on a closed weekday', () => {
    expect(isOpenAt(WEEK, [], ist('2026-06-07T12:00:00'))).toBe(false); // Sunday
  });

  it('is closed on a holiday, though the night before still runs past midnight into it', () => {
    expect(isOpenAt(WEEK, ['2026-06-01'], ist('2026-06-01T12:00:00'))).toBe(false);
    expect(isOpenAt(WEEK, ['2026-06-06'], ist('2026-06-06T01:00:00'))).toBe(true);
    // A holiday on Friday: its evening does not open, so nothing runs into Saturday.
    expect(isOpenAt(WEEK, ['2026-06-05'], ist('2026-06-06T01:00:00'))).toBe(false);
  });

  it('answers null when the hours are unknown', () => {
    expect(isOpenAt(null, [], ist('2026-06-01T12:00:00'))).toBeNull();
  });
});

describe('nextOpening', () => {
  it('is later the same day before the opening time', () => {
    expect(nextOpening(WEEK, [], ist('2026-06-01T07:00:00'))).toEqual({
      date: '2026-06-01',
      weekday: 'mon',
      time: '09:00',
    });
    expect(nextOpening(WEEK, [], ist('2026-06-05T14:00:00'))).toEqual({
      date: '2026-06-05',
      weekday: 'fri',
      time: '18:00',
    });
  });

  it('skips a closed day and holidays', () => {
    // Saturday night: Sunday is closed, Monday 8 June is a holiday, so Tuesday.
    expect(nextOpening(WEEK, ['2026-06-08'], ist('2026-06-06T22:00:00'))).toEqual({
      date: '2026-06-09',
      weekday: 'tue',
      time: '09:00',
    });
  });

  it('is undefined for a week with no opening at all, or unknown hours', () => {
    const closed: OpeningHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    expect(nextOpening(closed, [], ist('2026-06-01T07:00:00'))).toBeUndefined();
    expect(nextOpening(null, [], ist('2026-06-01T07:00:00'))).toBeUndefined();
  });
});

describe('readableTime', () => {
  it('drops a leading zero of the hour', () => {
    expect(readableTime('09:00')).toBe('9:00');
    expect(readableTime('21:30')).toBe('21:30');
    expect(readableTime('00:30')).toBe('0:30');
  });
});
