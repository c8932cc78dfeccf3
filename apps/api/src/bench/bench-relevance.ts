import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Page, ShopListItem } from '@local-shops/shared';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { syncTaxonomy } from '../features/reference/reference.repository.ts';
import { relevanceFixture } from '../features/shops/search/relevance-fixture.ts';
import { scoreRelevance, type RelevanceScores } from '../features/shops/search/relevance-queries.ts';
import { insertShops } from '../features/shops/shops.writer.ts';

/**
 * The relevance set (decision 0078) scored over its fixture in a database of its own: `db` must
 * be fresh (migrated here, filled with the fixture's shops). The bench prints the scores.
 */
export async function scoreRelevanceOn(db: Db): Promise<RelevanceScores> {
  await migrate(db);
  await syncTaxonomy(db);
  await insertShops(
    db.kysely,
    relevanceFixture().map((s) => s.shop),
  );
  const config = { ...loadConfig({ NODE_ENV: 'test' }), webDist: '/nonexistent' };
  const app = await buildApp({ config, db, logger: false });
  try {
    return await scoreRelevance(async ({ q, params }) => {
      const response = await app.inject({
        method: 'GET',
        url: `/v1/claim-shops/filter?q=${encodeURIComponent(q)}${params}`,
      });
      return response.statusCode === 200 ? response.json<Page<ShopListItem>>().items.map((s) => s.id) : [];
    });
  } finally {
    await app.close();
  }
}

/** The scores on a throw-away SQLite file, as lines for the bench's table. */
export async function relevanceLinesOnSqlite(): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'relevance-'));
  const db = openDatabase({ sqlitePath: path.join(dir, 'relevance.db') });
  try {
    return relevanceLines('SQLite', await scoreRelevanceOn(db));
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function relevanceLines(target: string, scores: RelevanceScores): string[] {
  const fmt = (n: number) => n.toFixed(3);
  const ok = scores.recallAt10 >= 0.9 ? 'ok' : 'UNDER';
  return [
    `${target.padEnd(10)} ${`relevance set (${scores.queries} queries)`.padEnd(40)} recall@10 ${fmt(scores.recallAt10)}  MRR ${fmt(scores.mrr)}  (bar recall@10 0.9: ${ok})`,
    ...Object.entries(scores.byKind).map(
      ([kind, s]) =>
        `${target.padEnd(10)} ${`  ${kind} (${s.queries})`.padEnd(40)} recall@10 ${fmt(s.recallAt10)}  MRR ${fmt(s.mrr)}`,
    ),
  ];
}

/** The scores on a throw-away PostgreSQL schema of the database at `url`, as lines for the bench's table. */
export async function relevanceLinesOnPostgres(url: string): Promise<string[]> {
  const schema = `relevance_${process.pid}`;
  const admin = openDatabase({ databaseUrl: url, sqlitePath: '' });
  await sql`create schema if not exists ${sql.id(schema)}`.execute(admin.kysely);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema},public`);
  const db = openDatabase({ databaseUrl: scoped.toString(), sqlitePath: '' });
  try {
    return relevanceLines('PostgreSQL', await scoreRelevanceOn(db));
  } finally {
    await db.close();
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.kysely);
    await admin.close();
  }
}
