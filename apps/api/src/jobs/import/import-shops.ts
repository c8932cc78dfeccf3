import { countShopsUpTo, openBulkLoad, type BulkShopRow } from '../../db/bulk-load.ts';
import type { Db } from '../../db/database.ts';
import { hasImportedShops, hideMissingShops } from '../../features/shops/imported-shops.ts';
import { toShopRow } from '../../features/shops/shops.writer.ts';
import { countFields, noFieldCounts, type FieldCounts } from './osm-facts.ts';
import { CsvReader } from './parse-csv.ts';
import { FeatureCollectionReader } from './parse-geojson.ts';
import { PbfFormatError, pbfRows, type OpenPbf } from './parse-pbf.ts';
import { noReimportCounts, reimportBatch, type ReimportCounts } from './reimport.ts';
import { csvRows, featureRow, type RowOutcome } from './shop-rows.ts';

export interface ImportProblem {
  line: number;
  message: string;
  /** The OpenStreetMap object ("way/123"), where the line alone does not find it (a PBF extract). */
  ref?: string;
}

export interface ImportProgress {
  /** Data rows (CSV records, GeoJSON features, a PBF extract's objects with a kind tag) read so far. */
  read: number;
  /** Shops added, counting committed batches only. */
  inserted: number;
  /** Good rows given twice in the file (or added meanwhile by another writer). */
  duplicates: number;
  /** Shops there already whose source had something new for them, or that were hidden and are back (decision 0079). */
  updated: number;
  /** Shops there already that the file gives as they are (or an older version of, or an owner keeps). */
  unchanged: number;
  /** Rows skipped: bad ones (reported by line) and those of a kind the taxonomy has no place for (counted per tag). */
  skipped: number;
}

export interface ImportResult extends ImportProgress {
  /** The first problems (all of them unless there are more than MAX_PROBLEMS). */
  problems: ImportProblem[];
  /**
   * OpenStreetMap objects skipped for their kind, by tag ("amenity=bench": 12); past MAX_KINDS
   * distinct tags the rest are counted under OTHER_KINDS.
   */
  skippedKinds: Record<string, number>;
  /**
   * What became of the OpenStreetMap fields a shop page shows (hours, phone, website, street
   * address), over the file's good rows: kept, or left out and why (decision 0072).
   */
  fields: FieldCounts;
  /**
   * The bad rows by reason ("name is missing": 3), a value in quotes made general
   * (`pin "…" is not a 6-digit pincode`); kinds are counted in skippedKinds.
   */
  skippedReasons: Record<string, number>;
  /** Of the unchanged: approved owners' listings, which an import never changes. */
  ownersKept: number;
  /** Shops of the named source (`sourceName`) its file no longer has, hidden by this import. */
  hidden: number;
  /** True when the signal stopped the import: committed batches stay, a rerun adds the rest. */
  interrupted: boolean;
}

export interface ImportOptions {
  /** Rows per transaction (default 20,000). */
  batchSize?: number;
  /** Told after each committed batch. */
  onProgress?: (progress: ImportProgress) => void;
  /** Told of each bad row as it is met (the result keeps only the first MAX_PROBLEMS). */
  onProblem?: (problem: ImportProblem) => void;
  /** Aborting stops after the batch being written; nothing half-written stays. */
  signal?: AbortSignal;
  now?: string;
  /**
   * Rows the file probably holds (the command line guesses from its size). A load of at least
   * LARGE_LOAD rows into a directory no larger than it is made in one transaction that drops the
   * secondary indexes and builds them once at the end (decision 0040).
   */
  expectedRows?: number;
  /**
   * The source this file is an extract of ("bengaluru-osm"): its shops the file no longer has are
   * hidden at the end (never an owner's listing; never after a stop or a file that cannot be
   * read). Without it nothing is hidden, so a file of other kinds leaves earlier files' shops alone.
   */
  sourceName?: string;
  /**
   * Forces (true) or forbids (false) that way of loading, whatever expectedRows says. Unforced, a
   * directory that holds imported shops already is loaded batch by batch: a re-import looks each
   * shop up to update it. Forced, shops there already are only counted (duplicates), none hidden.
   */
  rebuildIndexes?: boolean;
  /** Told when every row is written and the statistics (and the dropped indexes, when `rebuildingIndexes`) are being built. */
  onFinishing?: (rebuildingIndexes: boolean) => void;
}

/** From this many rows on, building the secondary indexes once beats keeping them up to date row by row. */
export const LARGE_LOAD = 100_000;

async function shouldRebuildIndexes(db: Db, options: ImportOptions): Promise<boolean> {
  if (options.rebuildIndexes !== undefined) return options.rebuildIndexes;
  const expected = options.expectedRows ?? 0;
  if (expected < LARGE_LOAD) return false;
  return (await countShopsUpTo(db, expected + 1)) <= expected;
}

const MAX_PROBLEMS = 1000;
const MAX_KINDS = 1000;
const OTHER_KINDS = 'other kinds';

/** An OpenStreetMap PBF extract, opened anew for each pass over it. */
export interface PbfInput {
  openPbf: OpenPbf;
}

/** The file's text, whole (tests) or piece by piece (a read stream with utf8 encoding); or a PBF extract. */
export type ImportInput = string | AsyncIterable<string> | PbfInput;

async function* pieces(input: string | AsyncIterable<string>): AsyncGenerator<string> {
  if (typeof input === 'string') yield input;
  else yield* input;
}

/** Turns the file's pieces into checked rows, one array per piece, whatever the format. */
async function* rowsOf(fileName: string, input: ImportInput, now: string): AsyncGenerator<RowOutcome[]> {
  if (typeof input === 'object' && 'openPbf' in input) {
    try {
      yield* pbfRows(input.openPbf, now);
    } catch (error) {
      throw error instanceof PbfFormatError ? new HeaderProblem(error.message) : error;
    }
    return;
  }
  let first = true;
  let geo: FeatureCollectionReader | undefined;
  let csv: CsvReader | undefined;
  let row: ((record: { line: number; fields: string[] }, now: string) => RowOutcome) | undefined;
  let features = 0;
  const fromCsv = function* (records: ReturnType<CsvReader['push']>): Generator<RowOutcome[]> {
    let start = 0;
    if (!row && records.length > 0) {
      const header = csvRows(records[0]!.fields);
      if (header.problem) throw new HeaderProblem(header.problem);
      row = header.row;
      start = 1;
    }
    const out: RowOutcome[] = [];
    for (let i = start; i < records.length; i++) out.push(row!(records[i]!, now));
    yield out;
  };
  for await (let text of pieces(input)) {
    if (first) {
      if (!text) continue;
      first = false;
      text = text.replace(/^\uFEFF/, '');
      const isGeoJson = /\.(geo)?json$/i.test(fileName) || text.trimStart().startsWith('{');
      if (isGeoJson) geo = new FeatureCollectionReader();
      else csv = new CsvReader();
    }
    if (geo) yield geo.push(text).map((feature) => featureRow(feature, ++features, now));
    else yield* fromCsv(csv!.push(text));
  }
  if (geo) {
    const problem = geo.end();
    if (problem) throw new HeaderProblem(problem);
  } else if (csv) {
    yield* fromCsv(csv.end());
    if (!row) throw new HeaderProblem('the file is empty');
  } else throw new HeaderProblem('the file is empty');
}

/** A problem with the file as a whole, reported as line 1. */
class HeaderProblem extends Error {}

/**
 * Streams shops from a CSV file, an OpenStreetMap GeoJSON export or PBF extract into the directory, one
 * transaction per batch (or one for a large load, see ImportOptions.expectedRows), and gathers
 * the planner's statistics at the end. Bad rows are reported
 * by line and skipped; rows imported before (same source and ref) are not added again but brought
 * up to date (decision 0079: owners' columns and listings left alone), so an interrupted import is
 * finished by running it again, and a newer extract updates the directory. With `sourceName`, the
 * source's shops the file no longer has are hidden.
 */
export async function importShops(
  db: Db,
  fileName: string,
  input: ImportInput,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const now = options.now ?? new Date().toISOString();
  const batchSize = options.batchSize ?? 20_000;
  const result: ImportResult = {
    read: 0,
    inserted: 0,
    duplicates: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    problems: [],
    skippedKinds: {},
    skippedReasons: {},
    fields: noFieldCounts(),
    ownersKept: 0,
    hidden: 0,
    interrupted: false,
  };
  const sourceName = options.sourceName?.trim() || null;
  let unreadable = false;
  const reasons = new Map<string, number>();
  const problem = (p: ImportProblem) => {
    result.skipped++;
    const reason = p.message.replace(/"[^"]*"/g, '"…"');
    const key = reasons.has(reason) || reasons.size < MAX_KINDS ? reason : 'other reasons';
    reasons.set(key, (reasons.get(key) ?? 0) + 1);
    if (result.problems.length < MAX_PROBLEMS) result.problems.push(p);
    options.onProblem?.(p);
  };
  const kinds = new Map<string, number>();
  const skippedKind = (tag: string) => {
    result.skipped++;
    const key = kinds.has(tag) || kinds.size < MAX_KINDS ? tag : OTHER_KINDS;
    kinds.set(key, (kinds.get(key) ?? 0) + 1);
  };

  // A directory with imported shops is re-imported into, batch by batch: each batch's shops are
  // looked up (a large load's transaction locks the table on PostgreSQL). Forced, the large load
  // only adds, as before re-imports (decision 0079).
  const imported = await hasImportedShops(db.kysely);
  const rebuildIndexes = options.rebuildIndexes ?? (!imported && (await shouldRebuildIndexes(db, options)));
  const reimporting = imported && !rebuildIndexes;
  const counts: ReimportCounts = noReimportCounts();
  // The refs of the file's shops, to hide those of the source it no longer has (a first load hides nothing).
  const seen = sourceName && reimporting ? new Set<string>() : undefined;
  const session = await openBulkLoad(db, { rebuildIndexes });
  // One batch is written while the next one is read: PostgreSQL works while Node parses.
  let writing: Promise<void> = Promise.resolve();
  let failure: { error: unknown } | undefined;
  let batch: BulkShopRow[] = [];
  let refs = new Set<string>();
  const write = async () => {
    const rows = batch;
    batch = [];
    refs = new Set();
    await writing;
    if (failure) throw failure.error;
    if (rows.length === 0) return;
    const load = async () => {
      const fresh = reimporting ? await reimportBatch(db, rows, { sourceName, now }, counts) : rows;
      return { fresh: fresh.length, added: fresh.length > 0 ? await session.load(fresh) : 0 };
    };
    writing = load().then(
      ({ fresh, added }) => {
        result.inserted += added;
        result.duplicates += fresh - added;
        result.updated = counts.updated;
        result.unchanged = counts.unchanged;
        options.onProgress?.({
          read: result.read,
          inserted: result.inserted,
          duplicates: result.duplicates,
          updated: result.updated,
          unchanged: result.unchanged,
          skipped: result.skipped,
        });
      },
      (error: unknown) => {
        failure = { error };
      },
    );
  };

  /** A good row: its fields counted, then batched unless the file gave it already. */
  const take = (entry: Extract<RowOutcome, { shop: unknown }>) => {
    if (entry.fields) countFields(result.fields, entry.fields);
    seen?.add(entry.shop.sourceRef!);
    if (refs.has(entry.shop.sourceRef!)) result.duplicates++;
    else {
      refs.add(entry.shop.sourceRef!);
      batch.push(toShopRow(sourceName ? { ...entry.shop, sourceName } : entry.shop));
    }
  };

  try {
    try {
      for await (const outcomes of rowsOf(fileName, input, now)) {
        for (const entry of outcomes) {
          result.read++;
          if ('message' in entry) problem(entry);
          else if ('kind' in entry) skippedKind(entry.kind);
          else take(entry);
          if (batch.length >= batchSize) await write();
        }
        if (options.signal?.aborted) {
          result.interrupted = true;
          batch = [];
          break;
        }
      }
    } catch (error) {
      if (!(error instanceof HeaderProblem)) throw error;
      unreadable = true;
      problem({ line: 1, message: error.message });
    }
    await write();
    await writing;
    if (failure) throw failure.error;
    options.onFinishing?.(rebuildIndexes);
    await session.finish({ statistics: !result.interrupted && result.inserted > 0 });
    result.updated = counts.updated;
    result.unchanged = counts.unchanged;
    result.ownersKept = counts.ownersKept;
    // Only a whole, readable extract says what its source no longer has.
    if (seen && sourceName && !result.interrupted && !unreadable)
      result.hidden = await hideMissingShops(db.kysely, sourceName, seen, now);
    result.skippedReasons = Object.fromEntries([...reasons].sort(([a, m], [b, n]) => n - m || a.localeCompare(b)));
    result.skippedKinds = Object.fromEntries([...kinds].sort(([a, m], [b, n]) => n - m || a.localeCompare(b)));
  } catch (error) {
    await writing;
    await session.abandon();
    throw error;
  }
  return result;
}
