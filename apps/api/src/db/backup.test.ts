import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addShops } from '../test/fixtures.ts';
import { backupDatabase, PG_DUMP_ADVICE } from './backup.ts';
import { openDatabase } from './database.ts';
import { migrate } from './migrate.ts';
import { SQLite } from './sqlite-driver.ts';

describe('npm run db:backup', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'backup-'));
  const sqlitePath = path.join(dir, 'app.db');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('copies the live SQLite database, rows still in the WAL included, readable by its owner only', async () => {
    const db = openDatabase({ sqlitePath });
    await migrate(db);
    const shops = Array.from({ length: 3 }, (_, i) => ({
      id: `shop${i}`,
      name: `Shop ${i}`,
      intro: 'A shop.',
      city: 'Pune',
      state: 'Maharashtra',
      pin: '411001',
      shopType: 'Retailers',
      storeFrontPicture: null,
      lat: null,
      long: null,
      isClaimed: false,
      categoryIds: [],
      subCategoryIds: [],
      source: 'test',
      sourceRef: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    }));
    await addShops(db, shops);
    const copy = path.join(dir, 'copy.db');
    // The server's connection stays open: an online copy.
    await backupDatabase({ databaseUrl: undefined, sqlitePath }, copy);
    await db.close();

    const opened = new SQLite(copy, { readonly: true, fileMustExist: true });
    expect(opened.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(opened.prepare('select name from shops order by id').pluck().all()).toEqual(['Shop 0', 'Shop 1', 'Shop 2']);
    opened.close();
    expect(statSync(copy).mode & 0o077).toBe(0);
  });

  it('never overwrites an existing file', async () => {
    const existing = path.join(dir, 'existing.db');
    writeFileSync(existing, 'keep me');
    await expect(backupDatabase({ databaseUrl: undefined, sqlitePath }, existing)).rejects.toThrow(/EEXIST/);
  });

  it('refuses on PostgreSQL and says to use pg_dump', async () => {
    await expect(
      backupDatabase({ databaseUrl: 'postgres://db/app', sqlitePath }, path.join(dir, 'pg.db')),
    ).rejects.toThrow(PG_DUMP_ADVICE);
    expect(PG_DUMP_ADVICE).toContain('pg_dump');
  });
});
