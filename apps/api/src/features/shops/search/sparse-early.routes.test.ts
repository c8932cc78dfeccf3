import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, type Page, type ShopListItem } from '@local-shops/shared';
import { getOk, testApp } from '../../../test/app.ts';
import { DIALECTS } from '../../../test/databases.ts';
import { testShop } from '../../../test/fixtures.ts';
import { insertShops, type NewShop } from '../shops.writer.ts';

// Words many names hold, none of them early in the name order ("sri point" at a million shops):
// the first page is sorted once, then walked to from where its first match stands
// (list.repository.ts). Every way must answer the same page.

const pad = (i: number, width = 5) => String(i).padStart(width, '0');
/** More shops before the first match than the walk looks at (WALK_ROWS, 20,000). */
const BEFORE = 20_100;
/** More matches than a common search (2,000) needs. */
const MATCHES = 2_050;

const SHOPS: NewShop[] = [
  ...Array.from({ length: BEFORE }, (_, i) => testShop({ id: `a${pad(i)}`, name: `Aa ${pad(i)} Traders` })),
  // Interleaved in name order with shops holding only one of the two words.
  ...Array.from({ length: MATCHES }, (_, i) => testShop({ id: `m${pad(i)}`, name: `Sri ${pad(i)} Point` })),
  ...Array.from({ length: 300 }, (_, i) => testShop({ id: `s${pad(i)}`, name: `Sri ${pad(i * 7)} Stores` })),
];

describe.each(DIALECTS)('a search whose matches none come early in the name order (%s)', (dialect) => {
  const context = testApp(dialect, { setUp: (db) => insertShops(db.kysely, SHOPS) });
  const expected = SHOPS.filter((s) => s.id.startsWith('m')).map((s) => s.id);

  /**
   * The first page of `words` twice, sorted and then walked to from the first match the sorted
   * one kept (the first match is on both), and the page after it: each as `expected` says.
   */
  async function expectSortedThenWalked(words: string, expected: string[]) {
    const url = `/v1/claim-shops/filter?name=${encodeURIComponent(words)}`;
    const ids = (page: Page<ShopListItem>) => page.items.map((s) => s.id);
    const sorted = await getOk<Page<ShopListItem>>(context.app, url);
    expect(sorted.meta.total).toBe(expected.length);
    expect(ids(sorted)).toEqual(expected.slice(0, PAGE_SIZE));
    const walked = await getOk<Page<ShopListItem>>(context.app, url);
    expect(ids(walked)).toEqual(expected.slice(0, PAGE_SIZE));
    expect(walked.links.next).toBe(sorted.links.next);
    const second = await getOk<Page<ShopListItem>>(context.app, walked.links.next!);
    expect(ids(second)).toEqual(expected.slice(PAGE_SIZE, 2 * PAGE_SIZE));
  }

  it('answers the same first page whether it sorts the matches or walks to them, and pages on from it', async () => {
    // Sorted first: the walk from the start of the name order found too few.
    await expectSortedThenWalked('sri point', expected);
  });

  it('answers the same pages for fewer matches than a walk is for, sorted first, then walked to', async () => {
    // 300 names, all after the 20,100 early ones, interleaved with the 2,050 "Sri … Point".
    const few = SHOPS.filter((s) => s.id.startsWith('s'))
      .sort((a, b) => (a.name < b.name ? -1 : 1))
      .map((s) => s.id);
    await expectSortedThenWalked('sri stores', few);
  });
});
