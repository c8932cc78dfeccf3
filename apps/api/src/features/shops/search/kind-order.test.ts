import { describe, expect, it } from 'vitest';
import type { Page, ShopListItem } from '@local-shops/shared';
import { createTtlCache } from '../../../lib/ttl-cache.ts';
import { appWithShops, getOk, walkList } from '../../../test/app.ts';
import { DIALECTS } from '../../../test/databases.ts';
import { testShop } from '../../../test/fixtures.ts';
import type { Cursor } from '../cursor.ts';
import { listShops } from '../list.repository.ts';
import { nameKey } from '../name-search.ts';
import { insertShops, type NewShop } from '../shops.writer.ts';

const NOW = '2026-01-01T00:00:00.000Z';
const BENGALURU = { lat: 12.9716, long: 77.5946 };
const CATEGORY_OF: Record<string, string> = {
  'grocery-store': 'food-and-grocery',
  supermarket: 'food-and-grocery',
  bakery: 'sweets-and-bakery',
  pharmacy: 'medical-and-health',
};

function shop(id: string, name: string, subCategoryIds: string[], northKm: number): NewShop {
  const categoryIds = [...new Set(subCategoryIds.map((s) => CATEGORY_OF[s]!))];
  // About 1.11 km north per 0.01 degree of latitude.
  return testShop({
    id,
    name,
    categoryIds,
    subCategoryIds,
    lat: BENGALURU.lat + northKm * 0.009,
    long: BENGALURU.long,
  });
}

const LETTERS = 'qwertyuiopasdfghjklzxcvbnm';
/** 'grocery' names two kinds (grocery-store and supermarket); its matches interleave in name order with shops named with the word. */
const SHOPS = [
  ...Array.from({ length: 26 }, (_, i) =>
    shop(`g${i}`, `${LETTERS[i]!.toUpperCase()}${LETTERS[(i * 7) % 26]} Provision Corner`, ['grocery-store'], i),
  ),
  ...Array.from({ length: 12 }, (_, i) =>
    shop(`m${i}`, `${LETTERS[(i * 5) % 26]!.toUpperCase()} Mart ${i}`, ['supermarket'], i + 0.5),
  ),
  // Of both kinds: listed once.
  shop('both', 'Nilgiris Fresh', ['grocery-store', 'supermarket'], 3.3),
  // Named with the word, of another kind: found by name.
  ...Array.from({ length: 5 }, (_, i) =>
    shop(`n${i}`, `${LETTERS[(i * 3 + 2) % 26]!.toUpperCase()} Grocery Bakes ${i}`, ['bakery'], i + 0.2),
  ),
  // Neither.
  ...Array.from({ length: 8 }, (_, i) =>
    shop(`x${i}`, `${LETTERS[i]!.toUpperCase()} Health Point`, ['pharmacy'], i + 0.7),
  ),
];

const named = (s: NewShop) => s.name.toLowerCase().includes('grocery');
/** The matches in name order: the kind's shops and those named with the word, mixed. */
const matching = (shops: NewShop[]) =>
  shops
    .filter((s) => s.subCategoryIds.some((id) => id === 'grocery-store' || id === 'supermarket') || named(s))
    .map((s) => ({ id: s.id, key: nameKey(s.name) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id < b.id ? -1 : 1))
    .map((s) => s.id);
/** The ranked list (decision 0086): the shops named with the word first, then the kind's other shops, each in name order. */
const ranked = (shops: NewShop[]) => {
  const holders = new Set(shops.filter(named).map((s) => s.id));
  const all = matching(shops);
  return [...all.filter((id) => holders.has(id)), ...all.filter((id) => !holders.has(id))];
};

describe.each(DIALECTS)('a search naming two kinds, in name order, on %s', (dialect) => {
  const context = appWithShops(dialect, SHOPS);
  const list = (query: string) => getOk<Page<ShopListItem>>(context.app, `/v1/claim-shops/filter?${query}`);
  const walk = (query: string) => walkList(context.app, `/v1/claim-shops/filter?${query}`);

  it('pages by links.next through the name matches, then both kinds, in name order, each shop once', async () => {
    const expected = ranked(SHOPS);
    expect(expected).toHaveLength(26 + 12 + 1 + 5);
    const { ids, total } = await walk('q=grocery');
    expect(ids).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it('mixes the name matches with the kinds when the shops named with the words are too many to keep', async () => {
    // More shops named with the words than the search reader keeps: `named` is absent.
    const terms = { words: ['grocery'], subCategoryIds: ['grocery-store', 'supermarket'] };
    const totals = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const walkRepository = async (extra: object) => {
      const ids: string[] = [];
      let cursor: Cursor | undefined;
      do {
        const page = await listShops(context.db, { page: 1, terms, ...extra }, cursor, { totals }, new Date(NOW));
        ids.push(...page.items.map((s) => s.id));
        cursor = page.next ?? undefined;
      } while (cursor);
      return ids;
    };
    expect(await walkRepository({})).toEqual(matching(SHOPS));
    const near = { near: BENGALURU, radiusKm: 5 };
    const nearby = await walkRepository(near);
    expect(new Set(nearby).size).toBe(nearby.length);
    expect([...nearby].sort()).toEqual(
      (await walk(`q=grocery&near=${BENGALURU.lat},${BENGALURU.long}&radiusKm=5`)).ids.sort(),
    );
    expect(
      (await listShops(context.db, { page: 2, terms }, undefined, { totals }, new Date(NOW))).items.map((s) => s.id),
    ).toEqual(matching(SHOPS).slice(20, 40));
  });

  it('answers a page by number with the rows the cursor walk gives', async () => {
    const expected = ranked(SHOPS);
    const second = await list('q=grocery&page=2');
    expect(second.items.map((s) => s.id)).toEqual(expected.slice(20, 40));
    const third = await list('q=grocery&page=3');
    expect(third.items.map((s) => s.id)).toEqual(expected.slice(40, 60));
  });

  it('puts a Premium shop of the kind first among the kind, once, and follows renames and new shops of the kind', async () => {
    await context.db.kysely
      .updateTable('shops')
      .set({ premium_until: '2099-01-01T00:00:00.000Z', is_claimed: true })
      .where('id', '=', 'm3')
      .execute();
    // A rename moves the shop in the kind's name order (the copy follows the shop, migration 0017).
    await context.db.kysely
      .updateTable('shops')
      .set({ name: 'Aaaa Provision Corner', name_key: nameKey('Aaaa Provision Corner') })
      .where('id', '=', 'g20')
      .execute();
    // A shop added later of one kind: the copy is filled on insert.
    await insertShops(context.db.kysely, [shop('late', 'Bb Late Mart', ['supermarket'], 1)]);
    const renamed = SHOPS.map((s) => (s.id === 'g20' ? { ...s, name: 'Aaaa Provision Corner' } : s));
    const rest = ranked([...renamed, shop('late', 'Bb Late Mart', ['supermarket'], 1)]).filter((id) => id !== 'm3');
    const { ids } = await walk('q=grocery');
    // The five shops named with the word, then the Premium shop heading the kind's.
    expect(ids).toEqual([...rest.slice(0, 5), 'm3', ...rest.slice(5)]);
    // 'A Mart 2', then the renamed shop; the new one in its place.
    expect(ids.slice(5, 8)).toEqual(['m3', 'm2', 'g20']);
    expect(ids).toContain('late');
  });

  it('nearest first, finds the kind only where its shops are now', async () => {
    const near = `near=${BENGALURU.lat},${BENGALURU.long}&radiusKm=5`;
    await insertShops(context.db.kysely, [shop('far', 'Far Provision Corner', ['grocery-store'], 200)]);
    const before = (await walk(`q=grocery&${near}`)).ids;
    expect(before).toContain('g1');
    expect(before).not.toContain('far');
    // One shop moves 200 km north, out of the circle; the far one moves in, 0.1 km away (next after g0, at the centre).
    await context.db.kysely
      .updateTable('shops')
      .set({ lat: BENGALURU.lat + 1.8 })
      .where('id', '=', 'g1')
      .execute();
    await context.db.kysely
      .updateTable('shops')
      .set({ lat: BENGALURU.lat + 0.0009 })
      .where('id', '=', 'far')
      .execute();
    const after = (await walk(`q=grocery&${near}`)).ids;
    // The shops named with the word first, nearest first; then the kind's, nearest first.
    expect(before.slice(0, 6)).toEqual(['n0', 'n1', 'n2', 'n3', 'n4', 'g0']);
    expect(after).toEqual([...before.slice(0, 6), 'far', ...before.slice(6).filter((id) => id !== 'g1')]);
  });
});
