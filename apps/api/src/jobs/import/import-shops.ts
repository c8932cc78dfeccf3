import { countShopsUpTo, openBulkLoad, type BulkShopRow } from '../../db/bulk-load.ts';
import type { Db } from '../../db/database.ts';
import { toShopRow } from '../../features/shops/shops.writer.ts';
import { countFields, noFieldCounts, type FieldCounts } from './osm-facts.ts';
import { CsvReader } from './parse-csv.ts';
import { FeatureCollectionReader } from './parse-geojson.ts';
import { PbfFormatError, pbfRows, type OpenPbf } from './parse-pbf.ts';
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
  /** Good rows that were there already (an earlier import, or twice in the file). */
  duplicates: number;
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
  /** Forces (true) or forbids (false) that way of loading, whatever expectedRows says. */
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
 * by line and skipped; rows imported before (same source and ref) are not added again, so an
 * interrupted import is finished by running it again.
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
    skipped: 0,
    problems: [],
    skippedKinds: {},
    fields: noFieldCounts(),
    interrupted: false,
  };
  const problem = (p: ImportProblem) => {
    result.skipped++;
    if (result.problems.length < MAX_PROBLEMS) result.problems.push(p);
    options.onProblem?.(p);
  };
  const kinds = new Map<string, number>();
  const skippedKind = (tag: string) => {
    result.skipped++;
    const key = kinds.has(tag) || kinds.size < MAX_KINDS ? tag : OTHER_KINDS;
    kinds.set(key, (kinds.get(key) ?? 0) + 1);
  };

  const rebuildIndexes = await shouldRebuildIndexes(db, options);
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
    writing = session.load(rows).then(
      (added) => {
        result.inserted += added;
        result.duplicates += rows.length - added;
        options.onProgress?.({
          read: result.read,
          inserted: result.inserted,
          duplicates: result.duplicates,
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
    if (refs.has(entry.shop.sourceRef!)) result.duplicates++;
    else {
      refs.add(entry.shop.sourceRef!);
      batch.push(toShopRow(entry.shop));
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
      problem({ line: 1, message: error.message });
    }
    await write();
    await writing;
    if (failure) throw failure.error;
    options.onFinishing?.(rebuildIndexes);
    await session.finish({ statistics: !result.interrupted && result.inserted > 0 });
    result.skippedKinds = Object.fromEntries([...kinds].sort(([a, m], [b, n]) => n - m || a.localeCompare(b)));
  } catch (error) {
    await writing;
    await session.abandon();
    throw error;
  }
  return result;
}
