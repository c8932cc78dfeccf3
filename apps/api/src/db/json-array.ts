import { sql, type Expression, type RawBuilder } from 'kysely';
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

/*
 * Values inside a JSON document the database writes (decision 0085): SQLite keeps booleans as 0/1
 * and timestamps as ISO text; PostgreSQL's JSON needs them spelled as the API does.
 */

/** A condition as a JSON boolean: as it is on PostgreSQL; SQLite's 0/1 turned into true/false. */
export function jsonBoolean(db: Db, condition: RawBuilder<unknown>) {
  return db.dialect === 'postgres' ? condition : sql`json(case when ${condition} then 'true' else 'false' end)`;
}

/** A timestamp column as the API's ISO text (UTC, milliseconds): SQLite keeps it so already. */
export function jsonTimestamp(db: Db, column: string) {
  return db.dialect === 'postgres'
    ? sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql.ref(column);
}

/**
 * A subquery's JSON inside a JSON object: some SQLite builds (better-sqlite3-napi's, on Node 24)
 * drop the JSON mark at the subquery's edge, and json_object would then quote the array as text.
 */
export function jsonNested<T>(db: Db, json: Expression<T>) {
  return db.dialect === 'postgres' ? json : sql`json(${json})`;
}
