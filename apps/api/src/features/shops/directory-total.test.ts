import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { ReadScope, runInReadScope } from '../../db/read-scope.ts';
import { createTestDb, DIALECTS } from '../../test/databases.ts';
import { testShop } from '../../test/fixtures.ts';
import { directoryTotal, settledDirectoryTotal } from './directory-total.ts';
import { insertShops } from './shops.writer.ts';

const SHOPS = Array.from({ length: 30 }, (_, i) =>
  testShop({ id: `total${String(i).padStart(3, '0')}`, name: `Shop ${i}` }),
);

describe.each(DIALECTS)('the whole directory total (%s)', (dialect) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(dialect);
    await insertShops(db.kysely, SHOPS);
    if (dialect === 'postgres') await sql`analyze shops`.execute(db.kysely);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('is counted exactly while the directory is small', async () => {
    let counts = 0;
    const total = await directoryTotal(db, async () => ++counts && 30);
    expect(total).toBe(30);
    expect(counts).toBe(1);
  });

  it.runIf(dialect === 'postgres')(
    'past the limit, answers with the estimate at once and then the count made in the background',
    async () => {
      let clock = 0;
      const options = { exactBelow: 10, refreshMs: 1000, now: () => clock };
      // The count a read starts must outlive that read, even one whose client went away.
      const scope = new ReadScope();
      const first = await runInReadScope(scope, () => directoryTotal(db, async () => 29, options));
      scope.abort();
      expect(first).toBe(30); // the planner's estimate after analyze
      await settledDirectoryTotal(db);
      expect(await directoryTotal(db, async () => 28, options)).toBe(29);
      // Within refreshMs no new count; after it, the next read starts one and still answers at once.
      clock = 500;
      expect(await directoryTotal(db, async () => 28, options)).toBe(29);
      clock = 1500;
      expect(await directoryTotal(db, async () => 28, options)).toBe(29);
      await settledDirectoryTotal(db);
      expect(await directoryTotal(db, async () => 27, options)).toBe(28);
      // A count that fails keeps the last figure.
      clock = 3000;
      expect(await directoryTotal(db, () => Promise.reject(new Error('timeout')), options)).toBe(28);
      await settledDirectoryTotal(db);
      expect(await directoryTotal(db, async () => 26, options)).toBe(28);
    },
  );
});
