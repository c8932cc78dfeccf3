import { createHash } from 'node:crypto';
import { WEEKDAYS, type OpeningHours, type OpeningRange, type Weekday } from '@local-shops/shared';

/**
 * Plausible opening hours for a demo shop by its kind (issue 28, decision 0079), so demo pages show
 * "Open now" and "Closed, opens …": chemists 9-22 every day, kiranas 7-22 (some closing for lunch),
 * eateries into the night, most other shops 10-21 with some closed on Sunday (jewellers and salons
 * some on Tuesday). Drawn from the shop's id, not from the seed's random sequence, so the demo
 * shops themselves (names, places, ids) stay as they were. No phone numbers: a made-up number may
 * be a real person's.
 */

const range = (opens: string, closes: string): OpeningRange => ({ opens, closes });

interface Pattern {
  /** The ranges of an open day. */
  day: OpeningRange[];
  /** The weekly day off, if any. */
  off?: Weekday;
}

/** Three numbers in [0, 1) from the shop's id: the same shop gets the same hours. */
function draws(id: string): [number, number, number] {
  const hash = createHash('sha256').update(`demo-hours:${id}`).digest();
  return [hash.readUInt32BE(0) / 2 ** 32, hash.readUInt32BE(4) / 2 ** 32, hash.readUInt32BE(8) / 2 ** 32];
}

function patternFor(categoryId: string, subCategoryId: string, [a, b, c]: [number, number, number]): Pattern {
  const pick = <T>(items: readonly T[], at: number): T => items[Math.floor(at * items.length)]!;
  if (categoryId === 'medical-and-health') {
    if (subCategoryId === 'pharmacy') return { day: [a < 0.15 ? range('08:00', '23:00') : range('09:00', '22:00')] };
    // Clinics, labs and dentists: mornings and evenings, closed on Sunday.
    return { day: [range('09:00', '13:00'), range('17:00', '21:00')], off: b < 0.7 ? 'sun' : undefined };
  }
  if (categoryId === 'food-and-grocery') {
    if (subCategoryId === 'dairy-and-milk') return { day: [range('06:00', '10:30'), range('16:30', '21:30')] };
    // Some kiranas close for lunch.
    const day = a < 0.35 ? [range('07:00', '13:30'), range('16:00', '22:00')] : [range('07:00', '22:00')];
    return { day };
  }
  if (categoryId === 'sweets-and-bakery') return { day: [pick([range('08:00', '22:00'), range('07:30', '21:30')], a)] };
  if (categoryId === 'restaurants-and-eateries') {
    if (b < 0.3) return { day: [range('11:30', '15:30'), range('19:00', '23:30')] };
    // Some stay open past midnight.
    return { day: [pick([range('11:00', '23:00'), range('12:00', '00:30'), range('07:00', '22:30')], a)] };
  }
  if (categoryId === 'jewellery') return { day: [range('10:30', '20:30')], off: b < 0.5 ? 'tue' : 'sun' };
  if (categoryId === 'beauty-and-personal-care')
    return { day: [range('09:30', '21:00')], off: b < 0.4 ? 'tue' : undefined };
  if (categoryId === 'department-stores-and-malls') return { day: [range('10:00', '22:00')] };
  const day =
    c < 0.25
      ? [range('10:00', '13:30'), range('15:00', '21:00')]
      : [pick([range('10:00', '21:00'), range('09:30', '20:30')], a)];
  return { day, off: b < 0.35 ? 'sun' : undefined };
}

/** The week of a demo shop of this kind. */
export function demoHours(shopId: string, categoryId: string, subCategoryId: string): OpeningHours {
  const pattern = patternFor(categoryId, subCategoryId, draws(shopId));
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, day === pattern.off ? [] : pattern.day.map((r) => ({ ...r }))]),
  ) as OpeningHours;
}
