import { lockUntilCommit } from '../../db/locks.ts';
import { INDIA_STATES } from '../../lib/india-states.ts';
import type { Db } from '../../db/database.ts';
import { insertShops } from '../../features/shops/shops.writer.ts';
import { seededRandom } from './random.ts';
import { demoTowns, generateShop } from './shop-generator.ts';

export const DEMO_SHOP_COUNT = 2400;
const TOWNS_PER_STATE = 2;

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
    return insertShops(trx, shops);
  });
}
