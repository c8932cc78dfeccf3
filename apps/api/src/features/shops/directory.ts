import type { SelectQueryBuilder } from 'kysely';
import { isVerified, ratingOf, type ShopListItem } from '@local-shops/shared';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/**
 * What the directory's lists are made of: their rows, and which shops they leave out. The bottom
 * of the list's read path: the filters, the orders and the list itself build on it, and it
 * imports none of them (docs/decisions/0063-no-import-cycles.md).
 */

export type ShopsQuery = SelectQueryBuilder<Database, 'shops', object>;

/** The columns a list item is made of (name_key for the cursor). */
export const LIST_COLUMNS = [
  'id',
  'name',
  'name_key',
  'store_front_picture',
  'lat',
  'long',
  'is_claimed',
  'premium_until',
  'rating_sum',
  'rating_count',
] as const;

export interface ListRow {
  id: string;
  name: string;
  name_key: string;
  store_front_picture: string | null;
  lat: number | null;
  long: number | null;
  is_claimed: boolean;
  premium_until: string | null;
  rating_sum: number;
  rating_count: number;
  distance?: number;
  /** The row came from the Premium segment. */
  premium?: boolean;
  /** The row came from the variant matches (decision 0078), at this place among them. */
  variant?: number;
  /** The row came from a search's ranked front (decision 0086), at this place in it. */
  front?: number;
}

export function toListItem(row: Omit<ListRow, 'name_key'>, nowIso: string): ShopListItem {
  return {
    id: row.id,
    name: row.name,
    storeFrontPicture: row.store_front_picture,
    lat: row.lat,
    long: row.long,
    isClaimed: row.is_claimed,
    isVerified: isVerified(row.is_claimed, row.premium_until, nowIso),
    rating: ratingOf(Number(row.rating_sum), Number(row.rating_count)),
    // Set by the routes from one look-up for the whole page (offers.repository.ts).
    hasOffer: false,
    givesCoins: false,
  };
}

/** Ids of the shops whose plan is active: the top of the name order, left out of the rest. */
export function premiumIds(db: Db, nowIso: string) {
  return db.kysely.selectFrom('shops').select('id').where('premium_until', '>', nowIso);
}

/**
 * New listings whose claim waits for review or was refused: they are not in the directory until a
 * reviewer approves them (decision 0011), though their own page answers its owner. And the shops
 * a re-import hid, gone from their source (decision 0079; a partial index holds just those).
 */
export function unlistedIds(db: Db) {
  return db.kysely
    .selectFrom('claims')
    .select('shop_id as id')
    .where('kind', '=', 'new_listing')
    .where('status', '<>', 'approved')
    .unionAll(db.kysely.selectFrom('shops').select('id').where('hidden_at', 'is not', null));
}
