/**
 * What the bulk loaders share: the row they write and the session an import drives. Apart from
 * bulk-load.ts, which picks a loader by database, so that the loaders import no module that
 * imports them (docs/decisions/0063-no-import-cycles.md).
 */

/** A shop as the bulk loaders write it: the shops row plus its category links. */
export interface BulkShopRow {
  id: string;
  name: string;
  name_key: string;
  /** The phonetic keys of the name's words (migration 0024, decision 0078). */
  name_phonetic: string;
  intro: string;
  city: string | null;
  state: string | null;
  pin: string | null;
  shop_type: string | null;
  store_front_picture: string | null;
  lat: number | null;
  long: number | null;
  is_claimed: boolean;
  source: string;
  source_ref: string | null;
  created_at: string;
  /** JSON of the week, or null; then the closed dates (JSON list), never null (migration 0010). */
  opening_hours: string | null;
  holidays: string;
  /** A source's public facts (migration 0020, decision 0072). */
  opening_hours_text: string | null;
  public_phone: string | null;
  website: string | null;
  street_address: string | null;
  locality: string | null;
  /** The named source (`db:import --source`) and the object's version in it (migration 0025). */
  source_name: string | null;
  source_version: number | null;
  category_ids: string[];
  sub_category_ids: string[];
}

/** One import's writes: batches in, then finished (committed, statistics gathered) or abandoned. */
export interface BulkLoadSession {
  /** Writes one batch; returns the shops added (those whose id or source_ref is new). */
  load(rows: readonly BulkShopRow[]): Promise<number>;
  /** Makes what was loaded final and, unless told not to (an interrupted import), gathers the planner's statistics. */
  finish(options?: { statistics?: boolean }): Promise<void>;
  /** Drops what was not committed yet (after an error). */
  abandon(): Promise<void>;
}
