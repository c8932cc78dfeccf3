/**
 * A shop's week (issue 10, decision 0036): for each weekday a list of ranges; an empty list is a
 * closed day. A range whose closing time is not after its opening time runs past midnight
 * ('18:00'-'02:00' closes at 2 at night, '18:00'-'00:00' at midnight). Times are wall-clock times
 * in India (Asia/Kolkata, UTC+05:30 all year: India keeps no daylight saving).
 */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface OpeningRange {
  opens: string;
  closes: string;
}

export type OpeningHours = Record<Weekday, OpeningRange[]>;

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** India's offset from UTC, in minutes. */
const IST_OFFSET_MINUTES = 330;
const DAY_MINUTES = 24 * 60;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The date (YYYY-MM-DD), weekday and minute of the day of an instant, on an Indian clock. */
export function indianClock(at: Date): { date: string; weekday: Weekday; minute: number } {
  const local = new Date(at.getTime() + IST_OFFSET_MINUTES * 60_000);
  // getUTCDay: 0 is Sunday.
  const weekday = WEEKDAYS[(local.getUTCDay() + 6) % 7]!;
  return { date: local.toISOString().slice(0, 10), weekday, minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** The date and weekday `days` after (or before) a date. */
function shiftDate(date: string, days: number): { date: string; weekday: Weekday } {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return { date: d.toISOString().slice(0, 10), weekday: WEEKDAYS[(d.getUTCDay() + 6) % 7]! };
}

const pastMidnight = (range: OpeningRange) => minutesOf(range.closes) <= minutesOf(range.opens);

/**
 * Whether the shop is open at `at`. A range belongs to the day it opens on: on a holiday the
 * shop does not open, though a range begun the evening before still runs past midnight into it.
 * Unknown hours (null) answer null.
 */
export function isOpenAt(hours: OpeningHours | null, holidays: readonly string[], at: Date): boolean | null {
  if (!hours) return null;
  const { date, weekday, minute } = indianClock(at);
  const closedOn = new Set(holidays);
  if (!closedOn.has(date)) {
    for (const range of hours[weekday]) {
      const opens = minutesOf(range.opens);
      const closes = pastMidnight(range) ? DAY_MINUTES : minutesOf(range.closes);
      if (minute >= opens && minute < closes) return true;
    }
  }
  const yesterday = shiftDate(date, -1);
  if (!closedOn.has(yesterday.date)) {
    for (const range of hours[yesterday.weekday]) {
      if (pastMidnight(range) && minute < minutesOf(range.closes)) return true;
    }
  }
  return false;
}

/** When the shop next opens after `at`, within a fortnight: its Indian date, weekday and time; undefined if never. */
export function nextOpening(
  hours: OpeningHours | null,
  holidays: readonly string[],
  at: Date,
): { date: string; weekday: Weekday; time: string } | undefined {
  if (!hours) return undefined;
  const { date, minute } = indianClock(at);
  const closedOn = new Set(holidays);
  for (let offset = 0; offset <= 14; offset += 1) {
    const day = shiftDate(date, offset);
    if (closedOn.has(day.date)) continue;
    const starts = hours[day.weekday]
      .map((range) => minutesOf(range.opens))
      .filter((opens) => offset > 0 || opens > minute)
      .sort((a, b) => a - b);
    const first = starts[0];
    if (first !== undefined) {
      const time = `${String(Math.floor(first / 60)).padStart(2, '0')}:${String(first % 60).padStart(2, '0')}`;
      return { ...day, time };
    }
  }
  return undefined;
}

/** '09:00' as a person reads it on the shop page: '9:00'; '21:30' stays '21:30'. */
export function readableTime(time: string): string {
  return time.startsWith('0') ? time.slice(1) : time;
}
