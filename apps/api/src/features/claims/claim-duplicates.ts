import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  distanceKm,
  DUPLICATE_RADIUS_METERS,
  SHOP_SUGGESTIONS_LIMIT,
  type DuplicateFlagKind,
  type ShopSuggestion,
} from '@local-shops/shared';
import type { Db } from '../../db/database.ts';
import { boundingBox, inBox } from '../../db/geo.ts';
import type { Database } from '../../db/schema.ts';
import { nameSimilarity, SIMILAR_NAME } from './name-similarity.ts';
import { bandsOf, differenceHash, hammingDistance, samePhoto, telling } from './photo-hash.ts';

/**
 * Duplicates caught (issue 25, decision 0077): shops with a name like a new one's near it, for
 * "Is this your shop?" and the console's flags; the photos' hashes; the flags written when a
 * claim comes in.
 */

/** Shops read at most to look for a similar name (a pin of a big town holds a few thousand). */
const MAX_CANDIDATES = 3000;
/** Other claims by the same number flagged at most. */
const MAX_NUMBER_FLAGS = 20;

interface Candidate {
  id: string;
  name: string;
  city: string | null;
  pin: string | null;
  isClaimed: boolean;
  distanceMeters: number | null;
  similarity: number;
  /** The new-listing claim that keeps the shop out of the directory (pending or refused); null: listed. */
  unlistedClaimId: string | null;
}

type Where = { position: { lat: number; long: number } } | { pin: string };

/** Shops with a name like `name` within 200 m of the position, or in the pin; most alike first. */
export async function similarShops(db: Db, name: string, where: Where, excludeShopId?: string): Promise<Candidate[]> {
  let query = db.kysely
    .selectFrom('shops')
    .select((eb) => [
      'shops.id',
      'shops.name',
      'shops.city',
      'shops.pin',
      'shops.is_claimed',
      'shops.lat',
      'shops.long',
      eb
        .selectFrom('claims')
        .select('claims.id')
        .whereRef('claims.shop_id', '=', 'shops.id')
        .where('claims.kind', '=', 'new_listing')
        .where('claims.status', '<>', 'approved')
        .limit(1)
        .as('unlisted_claim_id'),
    ])
    .where('shops.hidden_at', 'is', null);
  if ('position' in where) {
    const { lat, long } = where.position;
    query = inBox(db, query, boundingBox(lat, long, DUPLICATE_RADIUS_METERS / 1000));
  } else {
    query = query.where('shops.pin', '=', where.pin);
  }
  if (excludeShopId) query = query.where('shops.id', '<>', excludeShopId);
  const rows = await query.limit(MAX_CANDIDATES).execute();
  const found: Candidate[] = [];
  for (const row of rows) {
    let distanceMeters: number | null = null;
    if ('position' in where) {
      if (row.lat === null || row.long === null) continue;
      distanceMeters = Math.round(distanceKm(where.position, { lat: row.lat, long: row.long }) * 1000);
      if (distanceMeters > DUPLICATE_RADIUS_METERS) continue;
    }
    const similarity = nameSimilarity(name, row.name);
    if (similarity < SIMILAR_NAME) continue;
    found.push({
      id: row.id,
      name: row.name,
      city: row.city,
      pin: row.pin,
      isClaimed: Boolean(row.is_claimed),
      distanceMeters,
      similarity,
      unlistedClaimId: row.unlisted_claim_id ?? null,
    });
  }
  return found.sort(
    (a, b) =>
      b.similarity - a.similarity || (a.distanceMeters ?? 0) - (b.distanceMeters ?? 0) || (a.id < b.id ? -1 : 1),
  );
}

/** "Is this your shop?": listed shops only (a new listing waiting for review is nobody else's business). */
export async function shopSuggestions(
  db: Db,
  query: { name: string; lat?: number | undefined; long?: number | undefined; pin?: string | undefined },
): Promise<ShopSuggestion[]> {
  const where: Where | undefined =
    query.lat !== undefined && query.long !== undefined
      ? { position: { lat: query.lat, long: query.long } }
      : query.pin
        ? { pin: query.pin }
        : undefined;
  if (!where) return [];
  const shops = await similarShops(db, query.name, where);
  return shops
    .filter((shop) => shop.unlistedClaimId === null)
    .slice(0, SHOP_SUGGESTIONS_LIMIT)
    .map(({ id, name, city, pin, isClaimed, distanceMeters }) => ({ id, name, city, pin, isClaimed, distanceMeters }));
}

export interface ClaimPhotoHashes {
  cheque: string;
  storeFront: string;
}

/** The difference hashes of a claim's two photos (clean JPEGs), for the photo-reuse flag. */
export async function hashClaimPhotos(cheque: Buffer, storeFront: Buffer): Promise<ClaimPhotoHashes> {
  return { cheque: await differenceHash(cheque), storeFront: await differenceHash(storeFront) };
}

type Writer = Kysely<Database> | Transaction<Database>;

interface Flag {
  claimId: string;
  kind: DuplicateFlagKind;
  otherShopId: string;
  otherClaimId: string | null;
  detail: Record<string, unknown> | null;
}

/** Claims whose photo of `image` is within PHOTO_HASH_MAX_BITS of `hash`, by the bands they share. */
async function claimsWithPhoto(k: Writer, image: 'cheque' | 'store_front', hash: string, claimId: string) {
  const bands = bandsOf(hash);
  const rows = await k
    .selectFrom('claim_photo_hashes')
    .innerJoin('claims', 'claims.id', 'claim_photo_hashes.claim_id')
    .select(['claim_photo_hashes.claim_id', 'claim_photo_hashes.hash', 'claims.shop_id'])
    .where('claim_photo_hashes.image', '=', image)
    .where('claim_photo_hashes.claim_id', '<>', claimId)
    .where((eb) =>
      eb.or(
        bands.map((value, band) =>
          eb.and([eb('claim_photo_hashes.band', '=', band), eb('claim_photo_hashes.band_value', '=', value)]),
        ),
      ),
    )
    .groupBy(['claim_photo_hashes.claim_id', 'claim_photo_hashes.hash', 'claims.shop_id'])
    // Within 6 of 64 bits, at least two of the eight bytes are the same.
    .having((eb) => eb.fn.countAll(), '>=', 2)
    .execute();
  return rows
    .filter((row) => samePhoto(row.hash, hash))
    .map((row) => ({ claimId: row.claim_id, shopId: row.shop_id, bits: hammingDistance(row.hash, hash) }));
}

/**
 * What makes a claim that just came in look like a duplicate, written for it and for the other
 * claim of each pair (so that the queue can filter by flag): a similar name within 200 m (a new
 * listing), the same number on other shops, the same photo. Its photos' hashes are kept for
 * the claims that come after it.
 */
export async function recordDuplicateFlags(
  db: Db,
  claim: { id: string; shopId: string; kind: 'new_listing' | 'existing_listing'; mobileNumber: string },
  hashes: ClaimPhotoHashes | undefined,
  now: Date,
): Promise<void> {
  const flags: Flag[] = [];
  const pair = (kind: DuplicateFlagKind, other: { shopId: string; claimId: string | null }, detail: Flag['detail']) => {
    flags.push({ claimId: claim.id, kind, otherShopId: other.shopId, otherClaimId: other.claimId, detail });
    if (other.claimId)
      flags.push({ claimId: other.claimId, kind, otherShopId: claim.shopId, otherClaimId: claim.id, detail });
  };

  if (claim.kind === 'new_listing') {
    const shop = await db.kysely
      .selectFrom('shops')
      .select(['name', 'lat', 'long'])
      .where('id', '=', claim.shopId)
      .executeTakeFirst();
    if (shop && shop.lat !== null && shop.long !== null) {
      const near = await similarShops(db, shop.name, { position: { lat: shop.lat, long: shop.long } }, claim.shopId);
      for (const other of near)
        pair('name', { shopId: other.id, claimId: other.unlistedClaimId }, { meters: other.distanceMeters });
    }
  }

  const sameNumber = await db.kysely
    .selectFrom('claims')
    .select(['id', 'shop_id'])
    .where('mobile_number', '=', claim.mobileNumber)
    .where('shop_id', '<>', claim.shopId)
    .where('status', 'in', ['pending_review', 'approved'])
    .orderBy('created_at', 'desc')
    .limit(MAX_NUMBER_FLAGS)
    .execute();
  for (const other of sameNumber) pair('number', { shopId: other.shop_id, claimId: other.id }, null);

  const images = hashes
    ? ([
        ['cheque', hashes.cheque],
        ['store_front', hashes.storeFront],
      ] as const)
    : [];
  for (const [image, hash] of images) {
    if (!telling(hash)) continue;
    for (const other of await claimsWithPhoto(db.kysely, image, hash, claim.id))
      pair('photo', { shopId: other.shopId, claimId: other.claimId }, { image, bits: other.bits });
  }

  const at = now.toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    for (const [image, hash] of images) {
      if (!telling(hash)) continue;
      await trx
        .insertInto('claim_photo_hashes')
        .values(bandsOf(hash).map((value, band) => ({ claim_id: claim.id, image, band, band_value: value, hash })))
        .execute();
    }
    if (flags.length)
      await trx
        .insertInto('claim_duplicate_flags')
        .values(
          flags.map((flag) => ({
            id: randomUUID(),
            claim_id: flag.claimId,
            kind: flag.kind,
            other_shop_id: flag.otherShopId,
            other_claim_id: flag.otherClaimId,
            detail: flag.detail ? JSON.stringify(flag.detail) : null,
            created_at: at,
          })),
        )
        .execute();
  });
}

/** The pending claim of a number on a shop (one at most: the partial unique index). */
export async function pendingClaimId(db: Db, shopId: string, mobileNumber: string): Promise<string | undefined> {
  const row = await db.kysely
    .selectFrom('claims')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('mobile_number', '=', mobileNumber)
    .where('status', '=', 'pending_review')
    .executeTakeFirst();
  return row?.id;
}

/**
 * After a claim is recorded: hashes its photos and writes its duplicate flags. A failure here
 * leaves the claim without flags rather than failing a submission already saved (it is logged).
 */
export async function flagRecordedClaim(
  db: Db,
  claim: { shopId: string; kind: 'new_listing' | 'existing_listing'; mobileNumber: string },
  photos: { cheque: Buffer; storeFront: Buffer },
  now: Date,
  log: { error: (details: object, message: string) => void },
): Promise<void> {
  try {
    const id = await pendingClaimId(db, claim.shopId, claim.mobileNumber);
    if (!id) return;
    const hashes = await hashClaimPhotos(photos.cheque, photos.storeFront);
    await recordDuplicateFlags(db, { ...claim, id }, hashes, now);
  } catch (error) {
    log.error({ err: error }, 'could not record the duplicate flags of a claim');
  }
}
