import { CompiledQuery, sql, type InferResult } from 'kysely';
import {
  isOpenAt,
  isPremiumActive,
  isVerified,
  ratingOf,
  type CategoryRef,
  type OpeningHours,
  type ShopDetail,
  type ShopOffer,
  type SubCategoryRef,
} from '@local-shops/shared';
import type { Db } from '../../db/database.ts';
import { jsonArrayFrom, jsonRows } from '../../db/json-array.ts';
import { kolkataDate } from '../../lib/shop-counters.ts';

interface MetaInfo {
  isPaid?: boolean;
  isPaymentValid?: boolean;
}

function parseMeta(json: string): MetaInfo {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as MetaInfo) : {};
  } catch {
    return {};
  }
}

/** The public locality of a shop: town, state and pin. The typed street address stays private. */
export function locality(row: { city: string | null; state: string | null; pin: string | null }): string {
  const place = [row.city, row.state].filter(Boolean).join(', ');
  return row.pin ? `${place}${place ? ' - ' : ''}${row.pin}` : place;
}

function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function detailQuery(db: Db, id: string, today: string) {
  return (
    db.kysely
      .selectFrom('shops')
      .select([
        'id',
        'name',
        'intro',
        'city',
        'state',
        'pin',
        'shop_type',
        'store_front_picture',
        'lat',
        'long',
        'is_claimed',
        'meta_info',
        'created_at',
        'updated_at',
        'premium_until',
        'rating_sum',
        'rating_count',
        'opening_hours',
        'holidays',
        'phone_visible',
        'owner_contact_number',
        'whatsapp_number',
        'source',
        'opening_hours_text',
        'public_phone',
        'website',
        'street_address',
        'locality',
      ])
      // A new listing not yet approved (decision 0058): the number whose claim awaits review, or ''
      // once refused; null for a listed shop. Literals, not parameters, so that both databases probe
      // the partial index of migration 0007 (a lookup in the few unlisted claims).
      .select(
        sql<string | null>`(select case when c.status = 'pending_review' then c.mobile_number else '' end from claims c
        where c.shop_id = shops.id and c.kind = 'new_listing' and c.status <> 'approved' limit 1)`.as(
          'unlisted_claimant',
        ),
      )
      .select((eb) => [
        jsonArrayFrom(
          db,
          eb
            .selectFrom('shop_categories')
            .innerJoin('categories', 'categories.id', 'shop_categories.category_id')
            .select(['categories.id', 'categories.label'])
            .whereRef('shop_categories.shop_id', '=', 'shops.id')
            .orderBy('categories.position'),
        ).as('categories'),
        jsonArrayFrom(
          db,
          eb
            .selectFrom('shop_sub_categories')
            .innerJoin('sub_categories', 'sub_categories.id', 'shop_sub_categories.sub_category_id')
            .select(['sub_categories.id', 'sub_categories.label', 'sub_categories.category_id'])
            .whereRef('shop_sub_categories.shop_id', '=', 'shops.id')
            .orderBy('sub_categories.position'),
        ).as('subCategories'),
        // The owner's photos (at most 8) ride in the same query.
        jsonArrayFrom(
          db,
          eb
            .selectFrom('shop_photos')
            .select(['shop_photos.id', 'shop_photos.public_path'])
            .whereRef('shop_photos.shop_id', '=', 'shops.id')
            .orderBy('shop_photos.created_at')
            .orderBy('shop_photos.id'),
        ).as('photos'),
        // Offers running today (Asia/Kolkata), ending soonest first (partial index on shop_id, ends_on).
        jsonArrayFrom(
          db,
          eb
            .selectFrom('shop_offers')
            .select(['shop_offers.id', 'shop_offers.title', 'shop_offers.details', 'shop_offers.ends_on'])
            .whereRef('shop_offers.shop_id', '=', 'shops.id')
            .where('shop_offers.removed_at', 'is', null)
            .where('shop_offers.ends_on', '>=', today)
            .where('shop_offers.starts_on', '<=', today)
            .orderBy('shop_offers.ends_on')
            .orderBy('shop_offers.id'),
        ).as('offers'),
        // Coins the shop gives (issue 29): its settings when switched on and not frozen; Premium is checked below.
        jsonArrayFrom(
          db,
          eb
            .selectFrom('coin_settings')
            .select(['coin_settings.rupees_per_coin', 'coin_settings.coin_value_paise'])
            .whereRef('coin_settings.shop_id', '=', 'shops.id')
            // Literals: the prepared query takes only the id and today as parameters.
            .where('coin_settings.enabled', '=', sql.lit(true))
            .where('coin_settings.frozen', '=', sql.lit(false)),
        ).as('coins'),
      ])
      .where('id', '=', id)
      // A shop a re-import hid (gone from its source, decision 0079) answers as an unknown id: 404.
      .where('hidden_at', 'is', null)
  );
}

type DetailRow = InferResult<ReturnType<typeof detailQuery>>[number];

/** The coins a shop gives, as its page says it: only while its Premium plan runs (issue 29). */
const coinsOf = (premium: boolean, settings: { rupees_per_coin: number; coin_value_paise: number } | undefined) =>
  premium && settings
    ? { rupeesPerCoin: Number(settings.rupees_per_coin), coinValuePaise: Number(settings.coin_value_paise) }
    : null;

/**
 * What a source (OpenStreetMap) says of the shop besides its week, as its page shows it (decision
 * 0072). The hours as written show only while no owner has claimed the shop: an owner edits
 * their week, never that text.
 */
function importedFacts(row: DetailRow) {
  return {
    openingHoursText: row.is_claimed || row.opening_hours !== null ? null : row.opening_hours_text,
    streetAddress: row.street_address,
    locality: row.locality,
    website: row.website,
    fromOpenStreetMap: row.source === 'import:osm',
  };
}

/**
 * The detail query compiled once per database: the busiest read then costs the database's work
 * and little of ours (building and compiling it took about as long as running it).
 */
interface CompiledDetail {
  sql: string;
  /** Builds the parameters in their compiled order from the id and today's date. */
  parameters: (id: string, today: string) => unknown[];
}
const compiledDetail = new WeakMap<Db, CompiledDetail>();

const ID_MARK = '\u0000id';
const TODAY_MARK = '\u0000today';

function compileDetail(db: Db): CompiledDetail {
  const compiled = detailQuery(db, ID_MARK, TODAY_MARK).compile();
  // Every parameter must be the id or today's date, or the parameters below would be misplaced.
  const order = compiled.parameters.map((p) => (p === ID_MARK ? 'id' : p === TODAY_MARK ? 'today' : undefined));
  if (order.some((p) => p === undefined) || !order.includes('id'))
    throw new Error('the shop detail query must take only the id and today as parameters');
  const detail = {
    sql: compiled.sql,
    parameters: (id: string, today: string) => order.map((p) => (p === 'id' ? id : today)),
  };
  // Parsed and planned once per connection (PostgreSQL): it names its columns, so a migration
  // adding one does not change what the prepared statement returns.
  db.prepare(compiled.sql);
  compiledDetail.set(db, detail);
  return detail;
}

/**
 * Who may see a shop: everyone once it is in the directory; a new listing awaiting review only its
 * claimant (the number that added it); a refused new listing no one (decision 0058).
 */
export type ShopAudience = { kind: 'public' } | { kind: 'claimant'; mobileNumber: string } | { kind: 'nobody' };

/**
 * The shop as its page shows it, for the viewer whose session number `viewer` answers (asked only
 * for an unlisted new listing, so a listed shop's read costs no session look-up): undefined when
 * the viewer may not see it, which the routes answer 404 like an unknown id.
 */
export async function findVisibleShop(
  db: Db,
  id: string,
  now: Date,
  viewer: () => Promise<string | null>,
): Promise<ShopDetail | undefined> {
  const found = await findShop(db, id, now);
  if (!found) return undefined;
  const { audience, shop } = found;
  if (audience.kind === 'public') return shop;
  if (audience.kind === 'nobody' || (await viewer()) !== audience.mobileNumber) return undefined;
  return { ...shop, pendingReview: true };
}

/** A shop as its page shows it, with who may see it: one query, its categories and sub-categories aggregated in it. */
export async function findShop(
  db: Db,
  id: string,
  now: Date,
): Promise<{ shop: ShopDetail; audience: ShopAudience } | undefined> {
  const { sql: text, parameters } = compiledDetail.get(db) ?? compileDetail(db);
  const { rows } = await db.kysely.executeQuery(
    CompiledQuery.raw(text, parameters(id, kolkataDate(now))) as CompiledQuery<DetailRow>,
  );
  const row = rows[0];
  if (!row) return undefined;
  const meta = parseMeta(row.meta_info);
  const openingHours = parseJson<OpeningHours | null>(row.opening_hours, null);
  const holidays = parseJson<string[]>(row.holidays, []);
  const claimant = row.unlisted_claimant;
  const audience: ShopAudience =
    claimant === null
      ? { kind: 'public' }
      : claimant
        ? { kind: 'claimant', mobileNumber: claimant }
        : { kind: 'nobody' };
  // Offers are a Premium extra (decision 0058): they show only while the plan runs, read live from
  // premium_until, so a plan that ends, is refunded or never starts takes them off at once.
  const premium = isPremiumActive(row.premium_until, now.toISOString());
  const shop: ShopDetail = {
    id: row.id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    name: row.name,
    intro: row.intro,
    address: locality(row),
    city: row.city,
    state: row.state,
    pin: row.pin,
    shopType: row.shop_type,
    storeFrontPicture: row.store_front_picture,
    lat: row.lat,
    long: row.long,
    isClaimed: row.is_claimed,
    isVerified: isVerified(row.is_claimed, row.premium_until, now.toISOString()),
    categories: jsonRows(row.categories).map((c): CategoryRef => ({ id: c.id, label: c.label })),
    subCategories: jsonRows(row.subCategories).map((s): SubCategoryRef => ({
      id: s.id,
      label: s.label,
      categoryId: s.category_id,
    })),
    offers: premium
      ? jsonRows(row.offers).map((o): ShopOffer => ({
          id: o.id,
          title: o.title,
          details: o.details,
          endsOn: o.ends_on,
        }))
      : [],
    metaInfo: {
      isPaid: meta.isPaid === true,
      isPaymentValid: meta.isPaymentValid === true,
      premiumUntil: row.premium_until,
    },
    openingHours,
    holidays,
    isOpenNow: isOpenAt(openingHours, holidays, now),
    ...importedFacts(row),
    // The verified number only when the approved owner chose to show it; an unclaimed shop's is
    // the public business number its source gave (decision 0072).
    contact: {
      phone: row.is_claimed ? (row.phone_visible ? row.owner_contact_number : null) : row.public_phone,
      whatsapp: row.is_claimed ? row.whatsapp_number : null,
    },
    photos: jsonRows(row.photos).map((p) => ({ id: p.id, url: p.public_path })),
    rating: ratingOf(Number(row.rating_sum), Number(row.rating_count)),
    pendingReview: false,
    coins: coinsOf(premium, jsonRows(row.coins)[0]),
  };
  return { shop, audience };
}
