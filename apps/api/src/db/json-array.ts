import { jsonArrayFrom as postgresJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import type { Db } from './database.ts';

/**
 * A subquery's rows as one JSON array column (json_agg on PostgreSQL, json_group_array on
 * SQLite), so that a row and its children come back from one query. Read it with `jsonRows`.
 */
export function jsonArrayFrom<O>(db: Db, subquery: Parameters<typeof sqliteJsonArrayFrom<O>>[0]) {
  return db.dialect === 'postgres' ? postgresJsonArrayFrom(subquery) : sqliteJsonArrayFrom(subquery);
}

/** PostgreSQL's driver parses json itself; SQLite hands back the text. */
export function jsonRows<T>(value: T[] | string): T[] {
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : value;
}
