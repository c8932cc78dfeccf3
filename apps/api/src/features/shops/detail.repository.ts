import { CompiledQuery, sql, type Expression, type InferResult } from 'kysely';
import {
  isOpenAt,
  isPremiumActive,
  isVerified,
  ratingOf,
  type OpeningHours,
  type ShopDetail,
} from '@local-shops/shared';
import type { Db } from '../../db/database.ts';
import {
  jsonArrayFrom,
  jsonBoolean,
  jsonBuildObject,
  jsonNested,
  jsonObjectFrom,
  jsonTimestamp,
} from '../../db/json-array.ts';
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

/**
 * The detail read (decision 0085): the database writes most of the answer as one JSON text
 * (`document`), which goes out as it is, never parsed and serialised again; beside it come the
 * columns of what depends on the time of the request (isOpenNow, isVerified, offers and coins only
 * while Premium) or is shaped by shared code (the locality, the rating, metaInfo), which
 * `documentOf` writes in front of it.
 */
function detailQuery(db: Db, id: string, today: string) {
  const asText = <T>(json: Expression<T>) => sql<string>`cast(${json} as text)`;
  return (
    db.kysely
      .selectFrom('shops')
      .select([
        'lat',
        'long',
        'city',
        'state',
        'pin',
        'is_claimed',
        'meta_info',
        'premium_until',
        'rating_sum',
        'rating_count',
        'opening_hours',
        'holidays',
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
        asText(
          jsonBuildObject(db, {
            id: eb.ref('id'),
            createdAt: jsonTimestamp(db, 'created_at'),
            updatedAt: jsonTimestamp(db, 'updated_at'),
            name: eb.ref('name'),
            intro: eb.ref('intro'),
            city: eb.ref('city'),
            state: eb.ref('state'),
            pin: eb.ref('pin'),
            shopType: eb.ref('shop_type'),
            storeFrontPicture: eb.ref('store_front_picture'),
            isClaimed: jsonBoolean(db, sql`is_claimed`),
            categories: jsonNested(
              db,
              jsonArrayFrom(
                db,
                eb
                  .selectFrom('shop_categories')
                  .innerJoin('categories', 'categories.id', 'shop_categories.category_id')
                  .select(['categories.id', 'categories.label'])
                  .whereRef('shop_categories.shop_id', '=', 'shops.id')
                  .orderBy('categories.position'),
              ),
            ),
            subCategories: jsonNested(
              db,
              jsonArrayFrom(
                db,
                eb
                  .selectFrom('shop_sub_categories')
                  .innerJoin('sub_categories', 'sub_categories.id', 'shop_sub_categories.sub_category_id')
                  .select(['sub_categories.id', 'sub_categories.label', 'sub_categories.category_id as categoryId'])
                  .whereRef('shop_sub_categories.shop_id', '=', 'shops.id')
                  .orderBy('sub_categories.position'),
              ),
            ),
            // What a source (OpenStreetMap) says of the shop besides its week (decision 0072). The
            // hours as written show only while no owner has claimed the shop: an owner edits their
            // week, never that text.
            openingHoursText: sql`case when is_claimed or opening_hours is not null then null else opening_hours_text end`,
            streetAddress: eb.ref('street_address'),
            locality: eb.ref('locality'),
            website: eb.ref('website'),
            fromOpenStreetMap: jsonBoolean(db, sql`source = 'import:osm'`),
            // The verified number only when the approved owner chose to show it; an unclaimed shop's
            // is the public business number its source gave (decision 0072).
            contact: jsonBuildObject(db, {
              phone: sql`case when is_claimed then (case when phone_visible then owner_contact_number end) else public_phone end`,
              whatsapp: sql`case when is_claimed then whatsapp_number end`,
            }),
            // The owner's photos (at most 8), oldest first.
            photos: jsonNested(
              db,
              jsonArrayFrom(
                db,
                eb
                  .selectFrom('shop_photos')
                  .select(['shop_photos.id', 'shop_photos.public_path as url'])
                  .whereRef('shop_photos.shop_id', '=', 'shops.id')
                  .orderBy('shop_photos.created_at')
                  .orderBy('shop_photos.id'),
              ),
            ),
          }),
        ).as('document'),
        // Offers running today (Asia/Kolkata), ending soonest first (partial index on shop_id, ends_on); shown only while Premium.
        asText(
          jsonArrayFrom(
            db,
            eb
              .selectFrom('shop_offers')
              .select(['shop_offers.id', 'shop_offers.title', 'shop_offers.details', 'shop_offers.ends_on as endsOn'])
              .whereRef('shop_offers.shop_id', '=', 'shops.id')
              .where('shop_offers.removed_at', 'is', null)
              .where('shop_offers.ends_on', '>=', today)
              .where('shop_offers.starts_on', '<=', today)
              .orderBy('shop_offers.ends_on')
              .orderBy('shop_offers.id'),
          ),
        ).as('offers'),
        // Coins the shop gives (issue 29): its settings when switched on and not frozen; shown only while Premium.
        asText(
          jsonObjectFrom(
            db,
            eb
              .selectFrom('coin_settings')
              .select([
                'coin_settings.rupees_per_coin as rupeesPerCoin',
                'coin_settings.coin_value_paise as coinValuePaise',
              ])
              .whereRef('coin_settings.shop_id', '=', 'shops.id')
              // Literals: the prepared query takes only the id and today as parameters.
              .where('coin_settings.enabled', '=', sql.lit(true))
              .where('coin_settings.frozen', '=', sql.lit(false)),
          ),
        ).as('coins'),
      ])
      .where('id', '=', id)
      // A shop a re-import hid (gone from its source, decision 0079) answers as an unknown id: 404.
      .where('hidden_at', 'is', null)
  );
}

type DetailRow = InferResult<ReturnType<typeof detailQuery>>[number];

/**
 * The answer: what depends on the time of the request or on shared code, written here, in front of
 * the database's document. Offers are a Premium extra (decision 0058), and so are coins (issue 29):
 * they show only while the plan runs, read live from premium_until, so a plan that ends, is
 * refunded or never starts takes them off at once.
 */
function documentOf(row: DetailRow, now: Date, pendingReview: boolean): string {
  const meta = parseMeta(row.meta_info);
  const openingHours = parseJson<OpeningHours | null>(row.opening_hours, null);
  const holidays = parseJson<string[]>(row.holidays, []);
  const premium = isPremiumActive(row.premium_until, now.toISOString());
  const computed = JSON.stringify({
    address: locality(row),
    lat: row.lat,
    long: row.long,
    isVerified: isVerified(row.is_claimed, row.premium_until, now.toISOString()),
    metaInfo: {
      isPaid: meta.isPaid === true,
      isPaymentValid: meta.isPaymentValid === true,
      premiumUntil: row.premium_until,
    },
    openingHours,
    holidays,
    isOpenNow: isOpenAt(openingHours, holidays, now),
    rating: ratingOf(Number(row.rating_sum), Number(row.rating_count)),
    pendingReview,
  });
  const offers = premium ? row.offers : '[]';
  const coins = premium && row.coins !== null ? row.coins : 'null';
  return `${computed.slice(0, -1)},"offers":${offers},"coins":${coins},${row.document.slice(1)}`;
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
 * The shop's answer as JSON text, for the viewer whose session number `viewer` answers (asked only
 * for an unlisted new listing, so a listed shop's read costs no session look-up): undefined when
 * the viewer may not see it, which the routes answer 404 like an unknown id. `pendingReview` says
 * it is its claimant's alone.
 */
export async function findVisibleShopDocument(
  db: Db,
  id: string,
  now: Date,
  viewer: () => Promise<string | null>,
): Promise<{ document: string; pendingReview: boolean } | undefined> {
  const found = await findShop(db, id, now);
  if (!found) return undefined;
  const { audience, row } = found;
  if (audience.kind === 'public') return { document: documentOf(row, now, false), pendingReview: false };
  if (audience.kind === 'nobody' || (await viewer()) !== audience.mobileNumber) return undefined;
  return { document: documentOf(row, now, true), pendingReview: true };
}

/** The same shop as an object, for the server-filled shop page. */
export async function findVisibleShop(
  db: Db,
  id: string,
  now: Date,
  viewer: () => Promise<string | null>,
): Promise<ShopDetail | undefined> {
  const found = await findVisibleShopDocument(db, id, now, viewer);
  return found && (JSON.parse(found.document) as ShopDetail);
}

/** A shop's row, with who may see it: one query, everything the page shows aggregated in it. */
async function findShop(
  db: Db,
  id: string,
  now: Date,
): Promise<{ row: DetailRow; audience: ShopAudience } | undefined> {
  const { sql: text, parameters } = compiledDetail.get(db) ?? compileDetail(db);
  const { rows } = await db.kysely.executeQuery(
    CompiledQuery.raw(text, parameters(id, kolkataDate(now))) as CompiledQuery<DetailRow>,
  );
  const row = rows[0];
  if (!row) return undefined;
  const claimant = row.unlisted_claimant;
  const audience: ShopAudience =
    claimant === null
      ? { kind: 'public' }
      : claimant
        ? { kind: 'claimant', mobileNumber: claimant }
        : { kind: 'nobody' };
  return { row, audience };
}
