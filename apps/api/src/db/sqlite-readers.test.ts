import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page, ShopListItem } from '@local-shops/shared';
import { SESSION_COOKIE } from '../lib/sessions.ts';
import { buildTestApp } from '../test/app.ts';
import { addShops, testShop } from '../test/fixtures.ts';
import { openDatabase, type Db } from './database.ts';
import { migrate } from './migrate.ts';
import { heavyRead, ReadScope, runInReadScope } from './read-scope.ts';

// Decision 0089: SQLite's public searches (and a shop's similar shops) run on reader threads,
// every other query on the main connection.

/** A query that takes a while: SQLite counts to `n` by recursion (5,000,000: about half a second). */
const countTo = (db: Db, n: number) =>
  sql<{ n: number }>`
    with recursive c(i) as (select 1 union all select i + 1 from c where i < ${n})
    select count(*) as n from c
  `
    .execute(db.kysely)
    .then((r) => r.rows[0]!.n);

describe('SQLite reader threads', () => {
  let dir: string;
  let db: Db;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sqlite-readers-'));
    db = openDatabase({ sqlitePath: path.join(dir, 'app.db'), sqliteReadWorkers: 2 });
    await migrate(db);
  });
  afterEach(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A public search as the list route makes it: an anonymous read, in a heavy read's slot. */
  const publicRead = <T>(work: () => Promise<T>) => runInReadScope(new ReadScope(true), () => heavyRead(db, work));

  const names = () =>
    db.kysely
      .selectFrom('shops')
      .select('name')
      .orderBy('name')
      .execute()
      .then((rows) => rows.map((r) => r.name));

  it('answers public reads from the readers, with what the main connection has just written', async () => {
    await addShops(db, [testShop({ id: 's1', name: 'Ganesh Sweets' })]);
    expect(await publicRead(names)).toEqual(['Ganesh Sweets']);
    expect(db.sqliteReaders!.served).toBe(1);

    // A write is seen by the next read at once: the readers share the file, not a copy of it.
    await addShops(db, [testShop({ id: 's2', name: 'Annapoorna Medical' })]);
    expect(await publicRead(names)).toEqual(['Annapoorna Medical', 'Ganesh Sweets']);
    expect(db.sqliteReaders!.served).toBe(2);
  });

  it('leaves every other query on the main connection', async () => {
    await addShops(db, [testShop({ id: 's1', name: 'Ganesh Sweets' })]);
    // A temporary table belongs to the connection that made it: only the main one can read it.
    await sql`create temp table marker (x integer)`.execute(db.kysely);
    await sql`insert into marker values (1)`.execute(db.kysely);
    const marker = () => sql<{ x: number }>`select x from marker`.execute(db.kysely).then((r) => r.rows);
    expect(await marker()).toEqual([{ x: 1 }]);
    // A public read that is no search, a signed-in search, and a write inside a public search stay
    // on the main connection too.
    expect(await runInReadScope(new ReadScope(true), marker)).toEqual([{ x: 1 }]);
    expect(await runInReadScope(new ReadScope(false), () => heavyRead(db, marker))).toEqual([{ x: 1 }]);
    await publicRead(() => sql`insert into marker values (2)`.execute(db.kysely));
    expect(await marker()).toEqual([{ x: 1 }, { x: 2 }]);
    await expect(publicRead(marker)).rejects.toThrow(/no such table: marker/);
    expect(db.sqliteReaders!.served).toBe(0);
  });

  it('runs public reads side by side, inside transactions too', async () => {
    await addShops(db, [testShop({ id: 's1', name: 'Ganesh Sweets' })]);
    // A query that takes a while, twice at once: each reader takes one.
    const slow = () => countTo(db, 300000);
    expect(await Promise.all([publicRead(slow), publicRead(slow)])).toEqual([300000, 300000]);
    expect(db.sqliteReaders!.served).toBe(2);
    const inTransaction = await publicRead(() =>
      db.kysely.transaction().execute((trx) => trx.selectFrom('shops').select('id').execute()),
    );
    expect(inTransaction).toEqual([{ id: 's1' }]);
  });

  it('replaces a reader thread that ended, and the next read answers', async () => {
    await addShops(db, [testShop({ id: 's1', name: 'Ganesh Sweets' })]);
    // The fault, for real: each reader thread is ended from outside, as a crash would end it.
    const threads = (db.sqliteReaders as unknown as { readers: Array<{ worker: { terminate(): Promise<number> } }> })
      .readers;
    await Promise.all(threads.map((reader) => reader.worker.terminate()));
    expect(await publicRead(names)).toEqual(['Ganesh Sweets']);
    expect(db.sqliteReaders!.served).toBe(1);
  });

  it('fails a search still running when the database closes, rather than leaving it waiting', async () => {
    const other = openDatabase({ sqlitePath: path.join(dir, 'app.db'), sqliteReadWorkers: 1 });
    const long = runInReadScope(new ReadScope(true), () => heavyRead(other, () => countTo(other, 5_000_000)));
    const failed = expect(long).rejects.toThrow('the database is closing');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await other.close();
    await failed;
  });

  it('serves the app: searches, similar shops and the nearest shops from the readers, a shop detail not', async () => {
    await addShops(db, [
      testShop({ id: 's1', name: 'Ganesh Sweets' }),
      testShop({ id: 's2', name: 'Shree Ganesh Kirana Store' }),
    ]);
    const app = await buildTestApp(db);
    try {
      const search = await app.inject({ method: 'GET', url: '/v1/claim-shops/filter?q=ganesh' });
      expect(search.statusCode).toBe(200);
      expect((search.json() as Page<ShopListItem>).items.map((s) => s.name).sort()).toEqual([
        'Ganesh Sweets',
        'Shree Ganesh Kirana Store',
      ]);
      const served = db.sqliteReaders!.served;
      expect(served).toBeGreaterThan(0);
      const detail = await app.inject({ method: 'GET', url: '/v1/claim-shops/s1' });
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({ id: 's1', name: 'Ganesh Sweets' });
      expect(db.sqliteReaders!.served).toBe(served);
      // Signed in (a session cookie), the same search reads the main connection.
      const signedIn = await app.inject({
        method: 'GET',
        url: '/v1/claim-shops/filter?q=ganesh',
        headers: { cookie: `${SESSION_COOKIE}=anything` },
      });
      expect(signedIn.statusCode).toBe(200);
      expect(db.sqliteReaders!.served).toBe(served);
      // A shop page's similar shops, and the shops nearest a place: reads of a circle, on the readers too.
      const nearby = await app.inject({ method: 'GET', url: '/v1/claim-shops/s1/nearby' });
      expect(nearby.statusCode).toBe(200);
      expect((nearby.json() as { items: Array<{ id: string }> }).items.map((s) => s.id)).toEqual(['s2']);
      const afterNearby = db.sqliteReaders!.served;
      expect(afterNearby).toBeGreaterThan(served);
      const nearest = await app.inject({ method: 'GET', url: '/v1/claim-shops/filter?near=12.97,77.59&sort=distance' });
      expect(nearest.statusCode).toBe(200);
      expect((nearest.json() as Page<ShopListItem>).items).toHaveLength(2);
      expect(db.sqliteReaders!.served).toBeGreaterThan(afterNearby);
    } finally {
      await app.close();
    }
  });
});
