import { afterEach, describe, expect, it } from 'vitest';
import { isOpenAt, type OpeningHours, type OpeningRange } from '@local-shops/shared';
import { importedHours, rangesOf } from './osm-hours.ts';

// Thursday 26 November 2026, noon in India.
const NOW = new Date('2026-11-26T12:00:00+05:30');
const read = (value: string, now = NOW) => importedHours(value, now);

const week = (days: Partial<Record<keyof OpeningHours, OpeningRange[]>>): OpeningHours => ({
  mon: [],
  tue: [],
  wed: [],
  thu: [],
  fri: [],
  sat: [],
  sun: [],
  ...days,
});
const range = (opens: string, closes: string) => [{ opens, closes }];

describe('OpenStreetMap opening_hours read into our week', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('reads weekday ranges, a short Sunday, and forms the library corrects ("10am-9pm")', () => {
    const day = range('07:00', '21:30');
    expect(read('Mo-Sa 07:00-21:30; Su 07:00-13:00')).toEqual({
      kind: 'parsed',
      hours: week({ mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: range('07:00', '13:00') }),
      holidays: [],
    });
    const all = range('10:00', '21:00');
    expect(read('10am-9pm')).toMatchObject({
      kind: 'parsed',
      hours: week({ mon: all, tue: all, wed: all, thu: all, fri: all, sat: all, sun: all }),
    });
  });

  it('keeps a range that runs past midnight on the day it opens, and 24/7 as whole days', () => {
    const late = read('Mo-Th,Su 11:00-23:30; Fr,Sa 11:00-01:00');
    expect(late).toMatchObject({ kind: 'parsed' });
    const hours = (late as { hours: OpeningHours }).hours;
    expect(hours.fri).toEqual(range('11:00', '01:00'));
    expect(hours.sun).toEqual(range('11:00', '23:30'));
    // Saturday 00:30 in India: Friday's range still runs.
    expect(isOpenAt(hours, [], new Date('2026-11-28T00:30:00+05:30'))).toBe(true);
    expect(isOpenAt(hours, [], new Date('2026-11-27T00:30:00+05:30'))).toBe(false);

    // Round the clock as an owner writes it: two halves of each day.
    const always = read('24/7');
    const day = [
      { opens: '00:00', closes: '12:00' },
      { opens: '12:00', closes: '00:00' },
    ];
    expect(always).toEqual({
      kind: 'parsed',
      hours: week({ mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day }),
      holidays: [],
    });
    expect(isOpenAt((always as { hours: OpeningHours }).hours, [], new Date('2026-11-29T23:59:00+05:30'))).toBe(true);
  });

  it('turns a date off into a holiday within the coming year, whatever the zone of the clock', () => {
    const expected = { kind: 'parsed', holidays: ['2026-12-25'] };
    expect(read('Mo-Su 10:00-22:00; Dec 25 off')).toMatchObject(expected);
    // A clock with daylight saving (Berlin's ends on 25 October) reads the same week.
    process.env.TZ = 'Europe/Berlin';
    expect(read('Mo-Su 10:00-22:00; Dec 25 off', new Date('2026-10-20T12:00:00Z'))).toMatchObject({
      kind: 'parsed',
      hours: week({
        mon: range('10:00', '22:00'),
        tue: range('10:00', '22:00'),
        wed: range('10:00', '22:00'),
        thu: range('10:00', '22:00'),
        fri: range('10:00', '22:00'),
        sat: range('10:00', '22:00'),
        sun: range('10:00', '22:00'),
      }),
      holidays: ['2026-12-25'],
    });
  });

  it('keeps as text what our week cannot hold, so that no wrong "Open now" is shown', () => {
    for (const value of [
      // Public holidays: the library has no calendar of India's.
      'Mo-Sa 10:00-21:00; PH off',
      // An unknown state, a comment, an open end.
      'by appointment',
      'Mo-Fr 09:00-18:00 "call first"',
      'Mo-Sa 10:00-20:00+',
      // Hours that follow the sun or the season (more closed days than an owner's holidays hold).
      'sunrise-sunset',
      'Mo-Su 09:00-21:00; Jan-Mar off',
      // Not the syntax at all.
      '9:30 am to 10 pm, all days',
      'Mo-Su off',
    ])
      expect(read(value), value).toEqual({ kind: 'text', text: value });
    expect(read('  ')).toBeUndefined();
    expect(read('x'.repeat(300))).toEqual({ kind: 'text', text: 'x'.repeat(255) });
  });
});

describe('an open interval cut into ranges of our week', () => {
  const DAY = 24 * 60;
  const at = (day: number, hour: number) => day * DAY + hour * 60;

  it('keeps less than a day as one range on its first day, cuts a longer one at midnight, and halves a whole day', () => {
    expect(rangesOf(at(10, 18), at(11, 2))).toEqual([{ day: 10, opens: 18 * 60, closes: 2 * 60 }]);
    expect(rangesOf(at(10, 8), at(12, 0))).toEqual([
      { day: 10, opens: 8 * 60, closes: 0 },
      { day: 11, opens: 0, closes: 12 * 60 },
      { day: 11, opens: 12 * 60, closes: 0 },
    ]);
    expect(rangesOf(at(10, 8), at(11, 8))).toEqual([
      { day: 10, opens: 8 * 60, closes: 20 * 60 },
      { day: 10, opens: 20 * 60, closes: 8 * 60 },
    ]);
  });
});
