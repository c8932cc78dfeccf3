import opening_hours from 'opening_hours';
import { WEEKDAYS, type OpeningHours, type OpeningRange } from '@local-shops/shared';
import { LISTING_LIMITS } from '@local-shops/shared/listing';

/**
 * OpenStreetMap's `opening_hours` read into our week (packages/shared/src/opening-hours.ts): the
 * ranges of each weekday (past midnight where a range runs on), and closed dates as holidays.
 * The value is parsed and evaluated by `opening_hours` (opening_hours.js, the library the
 * OpenStreetMap tools use), never by a grammar of our own: a week is read off the times it says
 * the shop is open. What our week cannot hold (an unknown state, a comment, "open end", hours that
 * change with the season or the sun, public holidays, which the library does not know for India)
 * is kept as the text it is, so that no page shows a wrong "Open now".
 */
export type ImportedHours =
  { kind: 'parsed'; hours: OpeningHours; holidays: string[] } | { kind: 'text'; text: string };

const DAY_MINUTES = 24 * 60;
const WEEK_DAYS = 7;
/** A rule that is not the same every week is read over a year, to find its closed dates. */
const YEAR_WEEKS = 53;
const TEXT_MAX = 255;
/** Public and school holidays: the library has no calendar of them for India and throws (and logs) on them. */
const NAMED_HOLIDAYS = /\b[PS]H\b/i;
// Many shops share a value ("Mo-Su 09:00-21:00"): each is read once per day of `now` (the library
// takes 0.5-1.5 ms to read a value, a look-up here 2 µs).
const CACHE_MAX = 10_000;
const cache = new Map<string, ImportedHours>();

/** A range on a day, in minutes of the day (the day as days since 1970-01-01 on the process's clock). */
interface DayRange {
  day: number;
  opens: number;
  closes: number;
}

/** An instant as minutes of a wall clock since 1970-01-01: the process's clock, whatever its zone. */
const wallMinutes = (at: Date) =>
  (Date.UTC(at.getFullYear(), at.getMonth(), at.getDate()) / 86_400_000) * DAY_MINUTES +
  at.getHours() * 60 +
  at.getMinutes();

/** 1970-01-01 was a Thursday: index 3 of WEEKDAYS. */
const weekdayIndex = (day: number) => (((day + 3) % WEEK_DAYS) + WEEK_DAYS) % WEEK_DAYS;

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

const isoDate = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/**
 * An open interval cut into ranges of our week. A range belongs to the day it opens on, its
 * closing time not after its opening time when it runs past midnight: an interval shorter than a
 * day is one range (Friday 18:00 to Saturday 02:00: Friday 18:00-02:00); a longer one ends at
 * midnight and goes on the next day. A whole day is two halves (24/7: 00:00-12:00 and 12:00-00:00
 * every day), as the owners' form writes a day open round the clock: it refuses a range that
 * opens and closes at the same time, and an owner may edit imported hours.
 */
export function rangesOf(from: number, to: number): DayRange[] {
  const ranges: DayRange[] = [];
  let start = from;
  while (start < to) {
    const day = Math.floor(start / DAY_MINUTES);
    const end = to - start <= DAY_MINUTES ? to : (day + 1) * DAY_MINUTES;
    const opens = start - day * DAY_MINUTES;
    if (end - start < DAY_MINUTES) ranges.push({ day, opens, closes: end % DAY_MINUTES });
    else {
      const half = (opens + DAY_MINUTES / 2) % DAY_MINUTES;
      ranges.push({ day, opens, closes: half }, { day, opens: half, closes: opens });
    }
    start = end;
  }
  return ranges;
}

/** The week's ranges by day of the week, and a key that tells two equal weeks. */
function weekOf(ranges: DayRange[]): { week: OpeningRange[][]; key: string } {
  const week: OpeningRange[][] = WEEKDAYS.map(() => []);
  for (const r of ranges) week[weekdayIndex(r.day)]!.push({ opens: clock(r.opens), closes: clock(r.closes) });
  return { week, key: JSON.stringify(week) };
}

/**
 * Our week and closed dates from the open ranges of `weeks` weeks, or undefined when they hold
 * more than that: the most frequent week is the shop's, and a week may differ from it only by
 * days closed all day (a date off: a holiday from `today` on).
 */
function weekAndHolidays(ranges: DayRange[], firstDay: number, weeks: number, today: number) {
  const byWeek = Array.from({ length: weeks }, (_, w) =>
    weekOf(ranges.filter((r) => Math.floor((r.day - firstDay) / WEEK_DAYS) === w)),
  );
  const counts = new Map<string, number>();
  for (const { key } of byWeek) counts.set(key, (counts.get(key) ?? 0) + 1);
  const usual = [...counts].sort(([, a], [, b]) => b - a)[0]![0];
  const { week } = byWeek.find((w) => w.key === usual)!;
  if (week.every((day) => day.length === 0) || week.some((day) => day.length > LISTING_LIMITS.rangesPerDay))
    return undefined;
  const holidays: string[] = [];
  for (const [w, other] of byWeek.entries()) {
    if (other.key === usual) continue;
    for (const [d, ranges] of other.week.entries()) {
      if (JSON.stringify(ranges) === JSON.stringify(week[d])) continue;
      if (ranges.length > 0) return undefined;
      const day = firstDay + w * WEEK_DAYS + d;
      if (day >= today) holidays.push(isoDate(day));
    }
  }
  if (holidays.length > LISTING_LIMITS.holidays) return undefined;
  const hours = Object.fromEntries(WEEKDAYS.map((name, d) => [name, week[d]!])) as OpeningHours;
  return { hours, holidays };
}

/** Reads the value with the library over the weeks from `now`'s; undefined when our week cannot hold it. */
function evaluate(value: string, now: Date) {
  // No place is given: it serves only public holidays (left out above) and sunrise and sunset,
  // which move through the year and so are kept as text wherever the shop is; and reading the
  // place's address takes half the library's time for a value. Mode 0: time ranges only.
  const rule = new opening_hours(value, null, 0);
  const weeks = rule.isWeekStable() ? 1 : YEAR_WEEKS;
  const today = Math.floor(wallMinutes(now) / DAY_MINUTES);
  const firstDay = today - weekdayIndex(today);
  // A day either side, so that a range running past the week's last midnight is read whole.
  const midnight = (day: number) => {
    const date = new Date(day * 86_400_000);
    return new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  };
  const intervals = rule.getOpenIntervals(midnight(firstDay - 1), midnight(firstDay + weeks * WEEK_DAYS + 1));
  // An unknown state ("open end", "by appointment") or a comment would be lost in our week.
  if (intervals.some(([, , unknown, comment]) => unknown || comment)) return undefined;
  const lastDay = firstDay + weeks * WEEK_DAYS;
  const ranges = intervals
    .flatMap(([from, to]) => rangesOf(wallMinutes(from), wallMinutes(to)))
    .filter((r) => r.day >= firstDay && r.day < lastDay);
  return weekAndHolidays(ranges, firstDay, weeks, today);
}

/**
 * The shop's hours from an `opening_hours` value: our week and closed dates when they hold all it
 * says, else the value as text. Undefined for an empty value.
 */
export function importedHours(value: string | undefined, now: Date): ImportedHours | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const key = `${now.toISOString().slice(0, 10)}|${text}`;
  const known = cache.get(key);
  if (known) return known;
  let found: ImportedHours = { kind: 'text', text: text.slice(0, TEXT_MAX) };
  if (text.length <= TEXT_MAX && !NAMED_HOLIDAYS.test(text)) {
    try {
      const read = evaluate(text, now);
      if (read) found = { kind: 'parsed', ...read };
    } catch {
      // Not valid in the library's eyes: kept as text.
    }
  }
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(key, found);
  return found;
}
