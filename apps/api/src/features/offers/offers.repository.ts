import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** The shop's Premium plan end (offers are Premium only); null when it has none. */
export async function premiumUntilOf(db: Db, shopId: string): Promise<string | null> {
  const shop = await db.kysely.selectFrom('shops').select('premium_until').where('id', '=', shopId).executeTakeFirst();
  return shop?.premium_until ?? null;
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
    .values({
      id,
      shop_id: offer.shopId,
      title: offer.title,
      details: offer.details,
      starts_on: offer.startsOn,
      ends_on: offer.endsOn,
      mobile_number: offer.mobileNumber,
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}

/** Marks an offer of the shop removed; false when there is no such offer still up. */
export async function removeOffer(
  db: Db,
  shopId: string,
  offerId: string,
  by: string,
  reason: string | null,
  now: Date,
): Promise<boolean> {
  const result = await db.kysely
    .updateTable('shop_offers')
    .set({ removed_at: now.toISOString(), removed_by: by, removed_reason: reason })
    .where('id', '=', offerId)
    .where('shop_id', '=', shopId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The console's take-down of an offer, in its transaction (decision 0062); false when it was down already. */
export async function takeDownOffer(
  k: Kysely<Database>,
  offerId: string,
  by: { adminId: string; reason: string },
  at: string,
): Promise<boolean> {
  const updated = await k
    .updateTable('shop_offers')
    .set({ removed_at: at, removed_by: by.adminId, removed_reason: by.reason })
    .where('id', '=', offerId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
