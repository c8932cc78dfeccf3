import { sql } from 'kysely';
import { API_PREFIX } from '@local-shops/shared';
import type { AdminCoins } from '@local-shops/shared/coins';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../lib/http-errors.ts';

/** Rows of one page of the console's coins list. */
const PAGE = 50;

/**
 * The console's totals per shop that ever set up coins (or was frozen), by shop id: coins issued
 * (earned), redeemed (spent), expired and reversed, what the shop's shoppers still hold, and the
 * freeze. Handed to features/admin by the composition root; `cursor` is the last shop id shown.
 */
export async function coinTotals(db: Db, cursor: string | undefined): Promise<AdminCoins> {
  if (cursor !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(cursor)) throw badRequest('cursor is not valid.');
  const sumOf = (kind: string) =>
    sql<
      string | number | null
    >`coalesce(sum(case when coin_ledger.kind = ${kind} then coin_ledger.coins else 0 end), 0)`;
  let query = db.kysely
    .selectFrom('coin_settings')
    .innerJoin('shops', 'shops.id', 'coin_settings.shop_id')
    .leftJoin('coin_ledger', 'coin_ledger.shop_id', 'coin_settings.shop_id')
    .select([
      'coin_settings.shop_id',
      'shops.name',
      'coin_settings.frozen',
      sumOf('earn').as('issued'),
      sumOf('spend').as('redeemed'),
      sumOf('expire').as('expired'),
      sumOf('reversal').as('reversed'),
      sql<string | number | null>`coalesce(sum(coin_ledger.coins), 0)`.as('outstanding'),
    ])
    .groupBy(['coin_settings.shop_id', 'shops.name', 'coin_settings.frozen'])
    .orderBy('coin_settings.shop_id')
    .limit(PAGE + 1);
  if (cursor !== undefined) query = query.where('coin_settings.shop_id', '>', cursor);
  const [rows, total] = await Promise.all([
    query.execute(),
    db.kysely
      .selectFrom('coin_settings')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const items = rows.slice(0, PAGE).map((row) => ({
    shopId: row.shop_id,
    shopName: row.name,
    issued: Number(row.issued),
    redeemed: -Number(row.redeemed),
    expired: -Number(row.expired),
    reversed: -Number(row.reversed),
    outstanding: Number(row.outstanding),
    frozen: Boolean(row.frozen),
  }));
  const next =
    rows.length > PAGE ? `${API_PREFIX}/admin/coins?cursor=${encodeURIComponent(items.at(-1)!.shopId)}` : null;
  return { items, links: { next }, meta: { total: Number(total.n) } };
}
