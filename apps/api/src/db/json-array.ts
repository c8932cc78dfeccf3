import type { Expression } from 'kysely';
import {
  jsonArrayFrom as postgresJsonArrayFrom,
  jsonBuildObject as postgresJsonBuildObject,
  jsonObjectFrom as postgresJsonObjectFrom,
} from 'kysely/helpers/postgres';
import {
  jsonArrayFrom as sqliteJsonArrayFrom,
  jsonBuildObject as sqliteJsonBuildObject,
  jsonObjectFrom as sqliteJsonObjectFrom,
} from 'kysely/helpers/sqlite';
import type { Db } from './database.ts';

/**
 * A subquery's rows as one JSON array column (json_agg on PostgreSQL, json_group_array on
 * SQLite), so that a row and its children come back from one query.
 */
export function jsonArrayFrom<O>(db: Db, subquery: Parameters<typeof sqliteJsonArrayFrom<O>>[0]) {
  return db.dialect === 'postgres' ? postgresJsonArrayFrom(subquery) : sqliteJsonArrayFrom(subquery);
}

/** A one-row subquery as a JSON object column (null without a row): to_json on PostgreSQL, json_object on SQLite. */
export function jsonObjectFrom<O>(db: Db, subquery: Parameters<typeof sqliteJsonObjectFrom<O>>[0]) {
  return db.dialect === 'postgres' ? postgresJsonObjectFrom(subquery) : sqliteJsonObjectFrom(subquery);
}

/** A JSON object of named expressions: json_build_object on PostgreSQL, json_object on SQLite. */
export function jsonBuildObject<O extends Record<string, Expression<unknown>>>(db: Db, fields: O) {
  return db.dialect === 'postgres' ? postgresJsonBuildObject(fields) : sqliteJsonBuildObject(fields);
}
