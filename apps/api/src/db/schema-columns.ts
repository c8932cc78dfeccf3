import type { ColumnType } from 'kysely';

/**
 * Timestamps are ISO strings (`Date#toISOString()`) made in application code; db/ hands them back
 * in the same form on both databases (PostgreSQL's timestamptz through a type parser).
 */
export type Timestamp = ColumnType<string, string, string>;
/** Real booleans on both databases (SQLite's 0/1 are converted in db/sqlite-booleans.ts). */
export type Bool = ColumnType<boolean, boolean | undefined, boolean>;
export type NullableTimestamp = ColumnType<string | null, string | null | undefined, string | null>;
