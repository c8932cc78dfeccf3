import type { SavedShop } from '@local-shops/shared';
import type { Db } from '../../db/database.ts';
import { toListItem, unlistedIds } from './directory.ts';

/**
 * The listed shops among `ids` (a phone's saved shops), in the order asked: one look-up by the
 * primary key per id, so a hundred saved shops cost one small query.
 */
export async function findShopsByIds(db: Db, ids: string[], now: Date): Promise<SavedShop[]> {
  const rows = await db.kysely
    .selectFrom('shops')
    .select([
      'id',
      'name',
      'city',
      'store_front_picture',
      'lat',
      'long',
      'is_claimed',
      'premium_until',
      'rating_sum',
      'rating_count',
    ])
    .where('id', 'in', ids)
    .where('id', 'not in', unlistedIds(db))
    .execute();
  const nowIso = now.toISOString();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...toListItem(row, nowIso), city: row.city }] : [];
  });
}
