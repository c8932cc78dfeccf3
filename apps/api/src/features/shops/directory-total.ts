import type { Db } from '../../db/database.ts';
import { outsideReadScope } from '../../db/read-scope.ts';
import { shopsRowEstimate } from '../../db/row-estimate.ts';

/**
 * The whole directory's total (the list with no filter) beyond a million shops (issue 30). Counting
 * ten million rows takes PostgreSQL 5-8 s, past a public read's time limit (decision 0059), so the
 * first page of the list could never be answered. Past `exactBelow` shops (the planner's estimate),
 * the total is the last exact count, made in the background (outside any read's time limit) at most
 * every `refreshMs`; until the first one lands it is the planner's estimate (`reltuples`, gathered by
 * the import's analyze), right to within a fraction of a percent. Smaller directories and SQLite
 * (which counts a million rows in a few milliseconds) are counted as before.
 */
export interface DirectoryTotalOptions {
  exactBelow?: number;
  refreshMs?: number;
  now?: () => number;
}

interface Known {
  value: number;
  countedAt: number;
  refreshing?: Promise<void>;
}

const known = new WeakMap<object, Known>();

export async function directoryTotal(
  db: Db,
  countExactly: () => Promise<number>,
  { exactBelow = 1_000_000, refreshMs = 5 * 60_000, now = Date.now }: DirectoryTotalOptions = {},
): Promise<number> {
  let entry = known.get(db.native);
  if (!entry) {
    const estimate = await shopsRowEstimate(db);
    if (estimate === undefined || estimate < exactBelow) return countExactly();
    entry = { value: estimate, countedAt: -Infinity };
    known.set(db.native, entry);
  }
  if (now() - entry.countedAt >= refreshMs && !entry.refreshing) {
    const current = entry;
    current.refreshing = outsideReadScope(() =>
      countExactly()
        .then((value) => {
          current.value = value;
          current.countedAt = now();
        })
        // A failed count keeps the last figure; the next read after refreshMs tries again.
        .catch(() => {
          current.countedAt = now();
        })
        .finally(() => {
          current.refreshing = undefined;
        }),
    );
  }
  return entry.value;
}

/** For tests: waits for a background count in progress, if any. */
export async function settledDirectoryTotal(db: Db): Promise<void> {
  await known.get(db.native)?.refreshing;
}
