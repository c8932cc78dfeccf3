import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, DIALECTS } from '../test/databases.ts';
import { executePrepared, openDatabase, type Db } from './database.ts';
import { ReadScope, runInReadScope } from './read-scope.ts';

describe.each(DIALECTS)('prepared statements on %s', (dialect) => {
  let owner: Db & { url?: string };
  let db: Db;
  beforeAll(async () => {
    owner = await createTestDb(dialect);
    // One connection, so that what the first query prepared is seen by the next.
    db = dialect === 'postgres' ? openDatabase({ databaseUrl: owner.url, sqlitePath: '', poolSize: 1 }) : owner;
  });
  afterAll(async () => {
    if (db !== owner) await db.close();
    await owner.close();
  });

  const byName = (name: string) => db.kysely.selectFrom('categories').select(['id', 'label']).where('id', '=', name);

  it('a query marked with prepare answers as before, call after call, with its parameters', async () => {
    const query = byName('food-and-grocery').compile();
    db.prepare(query.sql);
    for (const id of ['food-and-grocery', 'sweets-and-bakery', 'food-and-grocery', 'no-such-category']) {
      const rows = await byName(id).execute();
      expect(rows.map((r) => r.id)).toEqual(id === 'no-such-category' ? [] : [id]);
    }
  });

  // SQLite keeps every statement prepared: nothing to look at there.
  if (dialect === 'postgres')
    it('on PostgreSQL it is a named statement of the connection, and other queries are not', async () => {
      const query = byName('food-and-grocery').compile();
      db.prepare(query.sql);
      await byName('food-and-grocery').execute();
      await db.kysely.selectFrom('categories').select('id').where('label', '=', 'x').execute();
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        db.kysely,
      );
      expect(rows.map((r) => r.statement)).toEqual([query.sql]);
    });

  it('executePrepared answers like execute, and past 200 distinct texts the rest still answer, unnamed', async () => {
    const ids = (count: number) =>
      Array.from({ length: count }, (_, i) => (i === 0 ? 'food-and-grocery' : `none-${i}`));
    for (let count = 1; count <= 210; count++) {
      const query = db.kysely.selectFrom('categories').select('id').where('id', 'in', ids(count));
      expect(await executePrepared(db, query)).toEqual([{ id: 'food-and-grocery' }]);
    }
    if (dialect === 'postgres') {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(
        db.kysely,
      );
      expect(rows[0]!.n).toBeLessThanOrEqual(200);
      expect(rows[0]!.n).toBeGreaterThan(150);
    }
  });

  // Decision 0094: generic plans for the statements marked so, in public reads only.
  if (dialect === 'postgres')
    it('in a public read, a statement marked generic is planned once; the others for their values', async () => {
      const reads = openDatabase({ databaseUrl: owner.url, sqlitePath: '', poolSize: 1, statementTimeoutMs: 1500 });
      try {
        // A text of its own for each case: the first marking of a text is the one kept.
        const plans = (generic: boolean) => sql<{ generic_plans: number; custom_plans: number; mode: string }>`
          select generic_plans::int, custom_plans::int, current_setting('plan_cache_mode') as mode, ${sql.lit(generic)}
          from pg_prepared_statements where statement not like '%pg_prepared_statements%'`;
        const run = (generic: boolean) =>
          runInReadScope(new ReadScope(), async () => {
            const answers: string[][] = [];
            for (const id of ['food-and-grocery', 'sweets-and-bakery', 'no-such-category', 'food-and-grocery']) {
              const query = reads.kysely.selectFrom('categories').select(generic ? ['id'] : ['id', 'label']);
              const rows = await executePrepared(reads, query.where('id', '=', id), { generic });
              answers.push(rows.map((row) => row.id));
            }
            // Read on the connection the statement ran on (its pool's only one): the same way.
            const [seen] = generic
              ? await executePrepared(reads, { compile: () => plans(generic).compile(reads.kysely) }, { generic })
              : (await plans(generic).execute(reads.kysely)).rows;
            return { answers, seen };
          });
        const expected = [['food-and-grocery'], ['sweets-and-bakery'], [], ['food-and-grocery']];
        const marked = await run(true);
        expect(marked.answers).toEqual(expected);
        expect(marked.seen).toMatchObject({ mode: 'force_generic_plan', custom_plans: 0, generic_plans: 4 });
        const unmarked = await run(false);
        expect(unmarked.answers).toEqual(expected);
        expect(unmarked.seen).toMatchObject({ mode: 'auto', custom_plans: 4, generic_plans: 0 });
      } finally {
        await reads.close();
      }
    });
});
