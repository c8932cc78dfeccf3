import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';

/** The owner-side facts an offer needs: the shop's plan and the number of its latest approved claim. */
export async function findOfferShop(db: Db, id: string) {
  const shop = await db.kysely.selectFrom('shops').select(['id', 'name', 'premium_until']).where('id', '=', id).executeTakeFirst();
  if (!shop) return undefined;
  const owner = await db.kysely
    .selectFrom('claims')
    .select('mobile_number')
    .where('shop_id', '=', id)
    .where('status', '=', 'approved')
    .orderBy('reviewed_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { id: shop.id, name: shop.name, premiumUntil: shop.premium_until, ownerNumber: owner?.mobile_number ?? null };
}

/** Offers not taken down that have not ended by `today`: running or upcoming. */
export function currentOffers(db: Db, shopId: string, today: string) {
  return db.kysely
    .selectFrom('shop_offers')
    .select(['id', 'title', 'details', 'starts_on', 'ends_on'])
    .where('shop_id', '=', shopId)
    .where('removed_at', 'is', null)
    .where('ends_on', '>=', today)
    .orderBy('starts_on')
    .orderBy('ends_on')
    .orderBy('id')
    .execute();
}

export async function insertOffer(
  db: Db,
  offer: { shopId: string; title: string; details: string; startsOn: string; endsOn: string; mobileNumber: string },
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db.kysely
    .insertInto('shop_offers')
    .values({ id, shop_id: offer.shopId, title: offer.title, details: offer.details, starts_on: offer.startsOn, ends_on: offer.endsOn, mobile_number: offer.mobileNumber, created_at: now.toISOString() })
    .execute();
  return id;
}

/** Marks an offer of the shop removed; false when there is no such offer still up. */
export async function removeOffer(db: Db, shopId: string, offerId: string, by: string, reason: string | null, now: Date): Promise<boolean> {
  const result = await db.kysely
    .updateTable('shop_offers')
    .set({ removed_at: now.toISOString(), removed_by: by, removed_reason: reason })
    .where('id', '=', offerId)
    .where('shop_id', '=', shopId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
