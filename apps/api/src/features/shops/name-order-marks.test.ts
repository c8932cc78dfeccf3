import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, type Page, type ShopListItem } from '@local-shops/shared';
import { appWithShops, getOk, walkList } from '../../test/app.ts';
import { DIALECTS } from '../../test/databases.ts';
import { addShops, testShop, type NewShop } from '../../test/fixtures.ts';
import { addClaim } from '../../test/owners.ts';
import { createNameOrderMarks } from './name-order-marks.ts';
import { exclusions } from './name-order.ts';

// 2,150 shops, enough for pages by number past two marks (every 1,000 places). Names repeat, so
// that the id breaks ties, also across a mark; the name order is not the id order.
const SHOPS: NewShop[] = Array.from({ length: 2150 }, (_, i) =>
  testShop({ id: `mark${String(i).padStart(4, '0')}`, name: `Store ${String((i * 7919) % 1300).padStart(4, '0')}` }),
);
const PREMIUM = ['mark0005', 'mark1500', 'mark2100'];
const UNLISTED = ['mark0777', 'mark1234'];
const NOW = new Date();

describe.each(DIALECTS)('pages by number deep in the directory on %s', (dialect) => {
  const context = appWithShops(dialect, SHOPS);
  const pageIds = async (n: number) =>
    (await getOk<Page<ShopListItem>>(context.app, `/v1/claim-shops/filter?page=${n}`)).items.map((s) => s.id);

  async function setUp() {
    const until = new Date(NOW.getTime() + 86_400_000).toISOString();
    await context.db.kysely.updateTable('shops').set({ premium_until: until }).where('id', 'in', PREMIUM).execute();
    for (const shopId of UNLISTED)
      await addClaim(context.db, {
        shopId,
        number: '+919876543210',
        status: 'pending_review',
        kind: 'new_listing',
        at: NOW,
      });
  }

  it('serves every page by number with the rows the links give, across the marks', async () => {
    await setUp();
    const { ids, total } = await walkList(context.app, '/v1/claim-shops/filter?page=1');
    expect(total).toBe(SHOPS.length - UNLISTED.length);
    expect(ids.slice(0, 3).sort()).toEqual(PREMIUM);
    expect(ids).not.toEqual(expect.arrayContaining(UNLISTED.slice(0, 1)));
    const pages = Math.ceil(ids.length / PAGE_SIZE);
    for (let n = 1; n <= pages + 1; n++)
      expect(await pageIds(n), `page ${n}`).toEqual(ids.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE));
  });

  it('starts new marks when the shops left out of the order change', async () => {
    // The marks of the test above are kept; one more Premium shop moves every place after it.
    await pageIds(60);
    await context.db.kysely
      .updateTable('shops')
      .set({ premium_until: new Date(NOW.getTime() + 86_400_000).toISOString() })
      .where('id', '=', 'mark0001')
      .execute();
    const { ids } = await walkList(context.app, '/v1/claim-shops/filter?page=1');
    expect(ids.slice(0, 4).sort()).toEqual(['mark0001', ...PREMIUM]);
    for (const n of [50, 51, 52, 60, 100, 101, 107])
      expect(await pageIds(n), `page ${n}`).toEqual(ids.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE));
  });

  it('puts each mark at the end of its block of places, found from the mark before it', async () => {
    const marks = createNameOrderMarks({ spacing: 7 });
    const excluded = await exclusions(context.db, NOW.toISOString());
    const { ids } = await walkList(context.app, '/v1/claim-shops/filter?page=1');
    const rest = ids.slice(excluded.premium!.length);
    expect(await marks.start(context.db, 6, excluded)).toEqual({ after: undefined, skip: 6 });
    for (const offset of [20, 7, 1000, 1001, 13]) {
      const block = Math.floor(offset / 7);
      const start = await marks.start(context.db, offset, excluded);
      expect(start.after?.id, `offset ${offset}`).toBe(rest[block * 7 - 1]);
      expect(start.skip).toBe(offset - block * 7);
    }
    // Past the end of the order there is no mark: the page is read from the top, and is empty.
    expect(await marks.start(context.db, 7 * 400, excluded)).toEqual({ after: undefined, skip: 7 * 400 });
  });

  it('finds every mark afresh in each window of 30 s, so that none outlives the mark it was found from', async () => {
    let clock = 0;
    const marks = createNameOrderMarks({ spacing: 7, now: () => clock });
    const excluded = await exclusions(context.db, NOW.toISOString());
    await marks.start(context.db, 14, excluded);
    // A shop that sorts first moves every place by one. Within the window, the mark of block 4
    // is found from the mark of block 2 and is one place late, as a page by number may be.
    await addShops(context.db, [testShop({ id: 'mark-first', name: 'Aaa First Store' })]);
    clock = 29_000;
    const before = (await walkList(context.app, '/v1/claim-shops/filter?page=1')).ids.slice(excluded.premium!.length);
    expect((await marks.start(context.db, 28, excluded)).after?.id).toBe(before[28]);
    clock = 30_000;
    expect((await marks.start(context.db, 28, excluded)).after?.id).toBe(before[27]);
  });
});
