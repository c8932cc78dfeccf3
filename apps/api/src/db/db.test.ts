import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb, DIALECTS } from '../test/databases.ts';
import type { Db } from './database.ts';
import { isUniqueViolation } from './errors.ts';
import { forUpdate, lockUntilCommit } from './locks.ts';
import { migrate, migrationProvider } from './migrate.ts';

const CREATED = '2026-03-01T10:00:00.123Z';
const PREMIUM = '2027-03-01T00:00:00.000Z';

function shopRow(id: string, isClaimed: boolean) {
  return {
    id,
    name: `Shop ${id}`,
    name_key: `shop ${id}`,
    intro: '',
    is_claimed: isClaimed,
    meta_info: '{}',
    source: 'test',
    source_ref: id,
    created_at: CREATED,
    updated_at: CREATED,
  };
}

type Legacy = {
  schema_migrations: { name: string; applied_at: string };
  kysely_migration: { name: string; timestamp: string };
};

describe.each(DIALECTS)('the data layer on %s', (dialect) => {
  let db: Db | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it('hands back timestamps as ISO strings and booleans as booleans', async () => {
    db = await createTestDb(dialect);
    await db.kysely
      .insertInto('shops')
      .values([shopRow('a', true), shopRow('b', false)])
      .execute();
    await db.kysely.updateTable('shops').set({ premium_until: PREMIUM }).where('id', '=', 'a').execute();

    const rows = await db.kysely
      .selectFrom('shops')
      .select(['id', 'is_claimed', 'created_at', 'premium_until'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'a', is_claimed: true, created_at: CREATED, premium_until: PREMIUM },
      { id: 'b', is_claimed: false, created_at: CREATED, premium_until: null },
    ]);
    // Booleans bind as parameters on both, in where clauses and in raw SQL alike.
    const claimed = await db.kysely.selectFrom('shops').select('id').where('is_claimed', '=', true).execute();
    expect(claimed).toEqual([{ id: 'a' }]);
    const raw = await sql<{
      id: string;
      is_claimed: boolean;
      created_at: string;
    }>`select id, is_claimed, created_at from shops where is_claimed = ${false}`.execute(db.kysely);
    expect(raw.rows).toEqual([{ id: 'b', is_claimed: false, created_at: CREATED }]);
    // Timestamps compare as the strings the application writes.
    const later = await db.kysely.selectFrom('shops').select('id').where('premium_until', '>', CREATED).execute();
    expect(later).toEqual([{ id: 'a' }]);
  });

  it('recognises a unique violation, and locks inside a transaction', async () => {
    db = await createTestDb(dialect);
    const open = db;
    await open.kysely.insertInto('shops').values(shopRow('a', false)).execute();
    const error = await open.kysely
      .insertInto('shops')
      .values(shopRow('a', false))
      .execute()
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('connection refused'))).toBe(false);

    const claimed = await open.kysely.transaction().execute(async (trx) => {
      await lockUntilCommit(open, trx, 'claim', 'claim:+919876543210');
      const row = await forUpdate(
        open,
        trx.selectFrom('shops').select('is_claimed').where('id', '=', 'a'),
      ).executeTakeFirstOrThrow();
      await trx.updateTable('shops').set({ is_claimed: !row.is_claimed }).where('id', '=', 'a').execute();
      return (await trx.selectFrom('shops').select('is_claimed').where('id', '=', 'a').executeTakeFirstOrThrow())
        .is_claimed;
    });
    expect(claimed).toBe(true);
  });

  it('migrates an empty database once', async () => {
    db = await createTestDb(dialect, { migrated: false });
    const applied = await migrate(db);
    expect(applied).toEqual(Object.keys(await migrationProvider(dialect).getMigrations()));
    expect(await migrate(db)).toEqual([]);
  });

  it('takes over a database the hand-written migrator made, without running anything twice', async () => {
    db = await createTestDb(dialect, { migrated: false });
    const k = db.kysely as unknown as Kysely<Legacy>;
    // What the migrator before Kysely's left behind: all but the newest migration applied and listed.
    const migrations = Object.entries(await migrationProvider(dialect).getMigrations());
    const [newest, ...older] = migrations.reverse();
    await k.schema
      .createTable('schema_migrations')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('applied_at', 'text', (c) => c.notNull())
      .execute();
    for (const [name, migration] of older.reverse()) {
      await migration.up(k);
      await k.insertInto('schema_migrations').values({ name, applied_at: CREATED }).execute();
    }

    expect(await migrate(db)).toEqual([newest![0]]);
    const adopted = await k.selectFrom('kysely_migration').select(['name', 'timestamp']).orderBy('name').execute();
    expect(adopted.map((r) => r.name)).toEqual(migrations.map(([name]) => name).reverse());
    expect(adopted[0]!.timestamp).toBe(CREATED);
    expect(await migrate(db)).toEqual([]);
  });
});
