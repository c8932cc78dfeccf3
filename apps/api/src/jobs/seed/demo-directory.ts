import type { Db } from '../../db/database.ts';
import { lockUntilCommit } from '../../db/locks.ts';
import { insertShops } from '../../features/shops/shops.writer.ts';
import { INDIA_STATES } from '../../lib/india-states.ts';
import { demoHours } from './demo-hours.ts';
import { seededRandom } from './random.ts';
import { demoTowns, generateShop } from './shop-generator.ts';

export const DEMO_SHOP_COUNT = 2400;
const TOWNS_PER_STATE = 2;
/**
 * Kinds every demo town has one more shop of, so that a shopper anywhere finds sweets, a kirana,
 * a chemist and vegetables near them (the forgiving search's everyday words, decision 0037).
 */
const EVERYDAY_KINDS = ['sweet-shop', 'grocery-store', 'pharmacy', 'fruits-and-vegetables'] as const;

/**
 * Fills an empty directory with demo shops across the country. Does nothing when any shop
 * exists, so restarting (or a real directory) is never seeded twice. Returns the count added.
 */
export async function seedDemoDirectory(db: Db, count = DEMO_SHOP_COUNT): Promise<number> {
  return db.kysely.transaction().execute(async (trx) => {
    // Two instances starting together on one PostgreSQL must not both seed.
    await lockUntilCommit(db, trx, 'seed', 'demo');
    const existing = await trx.selectFrom('shops').select('id').limit(1).executeTakeFirst();
    if (existing) return 0;
    const random = seededRandom(20231101);
    const towns = demoTowns(INDIA_STATES, TOWNS_PER_STATE);
    const now = new Date().toISOString();
    const shops = Array.from({ length: count }, (_, i) => generateShop(random, towns[i % towns.length]!, now));
    // After the random ones, from a random sequence of their own: the shops above stay as they were.
    const everyday = seededRandom(20261123);
    const more = towns.flatMap((town) => EVERYDAY_KINDS.map((kind) => generateShop(everyday, town, now, kind)));
    // Every demo shop with its kind's hours (decision 0079), so demo pages show "Open now".
    const withHours = [...shops, ...more].map((shop) => ({
      ...shop,
      facts: {
        openingHours: demoHours(shop.id, shop.categoryIds[0]!, shop.subCategoryIds[0]!),
        holidays: [],
        openingHoursText: null,
        publicPhone: null,
        website: null,
        streetAddress: null,
        locality: null,
      },
    }));
    return insertShops(trx, withHours);
  });
}
