import { describe, expect, it } from 'vitest';
import { isOpenAt, type OpeningHours } from '@local-shops/shared';
import { createTestDb, DIALECTS } from '../../test/databases.ts';
import { seedDemoDirectory } from './demo-directory.ts';
import { demoHours } from './demo-hours.ts';

// Thursday 26 November 2026: noon and 3 a.m. in India.
const NOON = new Date('2026-11-26T06:30:00.000Z');
const NIGHT = new Date('2026-11-25T21:30:00.000Z');
const SUNDAY_NOON = new Date('2026-11-29T06:30:00.000Z');

describe('demo opening hours', () => {
  it('chemists 9-22 or longer every day, kiranas from 7 (some with a lunch break), the same week for the same shop', () => {
    const chemist = demoHours('shop-a', 'medical-and-health', 'pharmacy');
    expect(chemist.sun).toEqual(chemist.mon);
    expect(['09:00', '08:00']).toContain(chemist.mon[0]!.opens);
    expect(demoHours('shop-a', 'medical-and-health', 'pharmacy')).toEqual(chemist);

    const kiranas = Array.from({ length: 40 }, (_, i) => demoHours(`kirana-${i}`, 'food-and-grocery', 'grocery-store'));
    expect(kiranas.every((week) => week.mon[0]!.opens === '07:00' && week.mon.at(-1)!.closes === '22:00')).toBe(true);
    expect(kiranas.some((week) => week.mon.length === 2)).toBe(true);
    expect(kiranas.some((week) => week.mon.length === 1)).toBe(true);

    const others = Array.from({ length: 40 }, (_, i) =>
      demoHours(`other-${i}`, 'clothing-and-fashion', 'saree-and-ethnic-wear'),
    );
    expect(others.some((week) => week.sun.length === 0)).toBe(true);
    expect(others.some((week) => week.sun.length > 0)).toBe(true);
  });
});

describe.each(DIALECTS)('the demo directory on %s', (dialect) => {
  it('gives every shop hours, most of them open at noon and few at 3 a.m., and no phone number', async () => {
    const db = await createTestDb(dialect);
    try {
      expect(await seedDemoDirectory(db, 120)).toBeGreaterThan(120);
      const rows = await db.kysely
        .selectFrom('shops')
        .select(['opening_hours', 'holidays', 'public_phone', 'owner_contact_number'])
        .execute();
      expect(
        rows.every((r) => r.opening_hours !== null && r.public_phone === null && r.owner_contact_number === null),
      ).toBe(true);
      const weeks = rows.map((r) => JSON.parse(r.opening_hours!) as OpeningHours);
      const openAt = (at: Date) => weeks.filter((week) => isOpenAt(week, [], at)).length;
      expect(openAt(NOON)).toBeGreaterThan(rows.length * 0.6);
      expect(openAt(NIGHT)).toBeLessThan(rows.length * 0.1);
      // Some shops keep Sunday off.
      expect(openAt(SUNDAY_NOON)).toBeLessThan(openAt(NOON));
    } finally {
      await db.close();
    }
  });
});
