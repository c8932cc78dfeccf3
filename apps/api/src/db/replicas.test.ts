import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { buildTestApp } from '../test/app.ts';
import { addShops, syncTaxonomy, testShop } from '../test/fixtures.ts';
import { addOwnedShop } from '../test/owners.ts';
import { signIn } from '../test/sessions.ts';
import { openDatabase, type Db } from './database.ts';
import { migrate } from './migrate.ts';
import { ReadScope, runInReadScope } from './read-scope.ts';

/**
 * Decision 0082 against a real streaming replica: a PostgreSQL cluster of the test's own, a
 * `pg_basebackup -R -X stream` of it started on another port, and the app over both.
 */

const run = promisify(execFile);

/** The PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup): the newest installed version's. */
function serverBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions
    .map((version) => path.join(root, version, 'bin'))
    .find((bin) => ['initdb', 'pg_ctl', 'pg_basebackup'].every((name) => existsSync(path.join(bin, name))));
  return found;
}

const bin = serverBinaries();
if (!bin) console.warn('replicas.test.ts skipped: initdb, pg_ctl and pg_basebackup are not installed');

/** Runs a server binary; as root, as the postgres user (PostgreSQL refuses to run as root). */
function pgTool(name: string, args: string[]) {
  const root = process.getuid?.() === 0;
  const file = path.join(bin!, name);
  return run(root ? 'runuser' : file, root ? ['-u', 'postgres', '--', file, ...args] : args, { timeout: 30_000 });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function query<R extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function waitFor(what: string, condition: () => Promise<boolean>, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  while (!(await condition().catch(() => false))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const OLD = testShop({ id: 'oldshop1', name: 'Sri Ganesh Stores' });
const NEW = testShop({ id: 'newshop1', name: 'Lakshmi Medicals' });
const OWNED = testShop({ id: 'ownshop1', name: 'Annapurna Sweets' });

describe.runIf(bin)('read replicas (a real streaming replica)', () => {
  let base: string;
  let primaryDir: string;
  let replicaDir: string;
  let primaryUrl: string;
  let replicaUrl: string;
  const dbs: Db[] = [];
  const apps: FastifyInstance[] = [];

  /** The app over the primary and the replica, with this lag limit (each its own monitor). */
  async function appWithReplica(maxLagMs: number) {
    const db = openDatabase({
      databaseUrl: primaryUrl,
      sqlitePath: '',
      poolSize: 3,
      statementTimeoutMs: 1500,
      replicaUrls: [replicaUrl],
      replicaMaxLagMs: maxLagMs,
    });
    dbs.push(db);
    const app = await buildTestApp(db, { METRICS_TOKEN: 'metrics-token' });
    apps.push(app);
    return { db, app };
  }

  const get = async (app: FastifyInstance, url: string, cookie?: string) => {
    const response = await app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
    const json = String(response.headers['content-type']).startsWith('application/json');
    return { status: response.statusCode, body: json ? response.json<Record<string, unknown>>() : {} };
  };
  const replicaState = async (app: FastifyInstance) => {
    const ready = await get(app, '/v1/health/ready');
    expect(ready.status).toBe(200);
    return (ready.body.replicas as { name: string; state: string; lagMs: number | null }[])[0]!;
  };
  const replicaHas = async (id: string) =>
    (await query(replicaUrl, 'select 1 from shops where id = $1', [id])).length === 1;

  beforeAll(async () => {
    base = mkdtempSync(path.join(tmpdir(), 'replicas-'));
    primaryDir = path.join(base, 'primary');
    replicaDir = path.join(base, 'replica');
    if (process.getuid?.() === 0) await run('chown', ['postgres:postgres', base]);
    const primaryPort = await freePort();
    let replicaPort = await freePort();
    while (replicaPort === primaryPort) replicaPort = await freePort();
    // On its port, its socket in the temporary directory, no fsync: a throw-away cluster. -w waits until it accepts.
    const options = '-c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=16MB -c max_connections=40';
    const start = (dir: string, port: number) =>
      pgTool('pg_ctl', ['-D', dir, '-o', `-p ${port} -k ${base} ${options}`, '-l', `${dir}.log`, '-w', 'start']);
    await pgTool('initdb', ['-D', primaryDir, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
    await start(primaryDir, primaryPort);
    primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
    // A copy of the primary that streams its WAL (-X stream) and starts as its standby (-R).
    await pgTool('pg_basebackup', ['-D', replicaDir, '-R', '-X', 'stream', '-h', '127.0.0.1', '-p', `${primaryPort}`]);
    await start(replicaDir, replicaPort);
    replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
    await waitFor('the replica to accept connections', async () => (await query(replicaUrl, 'select 1')).length === 1);

    const setUp = openDatabase({ databaseUrl: primaryUrl, sqlitePath: '' });
    try {
      await migrate(setUp);
      await syncTaxonomy(setUp);
      await addShops(setUp, [OLD]);
    } finally {
      await setUp.close();
    }
    await waitFor('the replica to replay the migrations', () => replicaHas(OLD.id));
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => undefined);
    for (const db of dbs) await db.close().catch(() => undefined);
    for (const dir of [replicaDir, primaryDir].filter(Boolean))
      await pgTool('pg_ctl', ['-D', dir, '-m', 'immediate', 'stop']).catch(() => undefined);
    if (base) rmSync(base, { recursive: true, force: true });
  }, 30_000);

  it('reads on the replica, writes and sessions on the primary; a lagging or stopped replica is skipped', async () => {
    const relaxed = await appWithReplica(60_000);
    await waitFor('the replica to be ok', async () => (await replicaState(relaxed.app)).state === 'ok');
    expect(await get(relaxed.app, `/v1/claim-shops/${OLD.id}`)).toMatchObject({ status: 200 });
    expect((await get(relaxed.app, '/v1/no-such-route')).status).toBe(404);

    // (1) Replay paused: a shop added on the primary is not on the replica, and a public read does not see it.
    await query(replicaUrl, 'select pg_wal_replay_pause()');
    await addShops(relaxed.db, [NEW]);
    expect(await replicaHas(NEW.id)).toBe(false);
    expect((await get(relaxed.app, `/v1/claim-shops/${NEW.id}`)).status).toBe(404);
    expect((await get(relaxed.app, `/${NEW.id}/shop`)).status).toBe(404);
    expect((await relaxed.app.inject({ method: 'HEAD', url: `/v1/claim-shops/${NEW.id}` })).statusCode).toBe(404);

    // (2) Read-your-writes: a write sets primary_until for the lag limit, and a read carrying it sees the primary.
    const write = await relaxed.app.inject({
      method: 'POST',
      url: `/v1/claim-shops/${NEW.id}/events`,
      payload: { type: 'view' },
    });
    expect(write.statusCode).toBe(202);
    const cookie = write.cookies.find((c) => c.name === 'primary_until');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 60, path: '/' });
    expect(Number(cookie!.value)).toBeGreaterThan(Date.now());
    const primaryUntil = `primary_until=${cookie!.value}`;
    expect(await get(relaxed.app, `/v1/claim-shops/${NEW.id}`, primaryUntil)).toMatchObject({
      status: 200,
      body: { id: NEW.id, name: NEW.name },
    });
    // A refused write sets nothing; an expired or far-off cookie is not honoured.
    const refused = await relaxed.app.inject({ method: 'POST', url: '/v1/claim-shops/nosuch/events', payload: {} });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.cookies.find((c) => c.name === 'primary_until')).toBeUndefined();
    for (const stale of [Date.now() - 1000, Date.now() + 3_600_000])
      expect((await get(relaxed.app, `/v1/claim-shops/${NEW.id}`, `primary_until=${stale}`)).status).toBe(404);

    // (5) Sessions and owners read the primary: a session and an owned shop made after the pause.
    const session = await signIn(relaxed.db, '9876543210');
    expect(await get(relaxed.app, '/v1/otp/session', `session=${session}`)).toMatchObject({ status: 200 });
    expect((await get(relaxed.app, '/v1/otp/session', `session=${session}`)).body).toMatchObject({
      mobileNumber: '9876543210',
    });
    // A public read carrying a session (the detail reads it for a pending listing) reads the primary too.
    expect((await get(relaxed.app, `/v1/claim-shops/${NEW.id}`, `session=${session}`)).status).toBe(200);
    const owner = await addOwnedShop(relaxed.db, OWNED, { number: '9876500001' });
    expect(await get(relaxed.app, `/v1/owner/shops/${OWNED.id}`, `session=${owner}`)).toMatchObject({
      status: 200,
      body: { id: OWNED.id },
    });
    expect(await replicaHas(OWNED.id)).toBe(false);

    // (3) A small lag limit: once the monitor sees the paused replica's lag, reads go to the primary.
    const strict = await appWithReplica(300);
    await waitFor(
      'the replica to be reported lagging',
      async () => (await replicaState(strict.app)).state === 'lagging',
    );
    expect((await replicaState(strict.app)).lagMs).toBeGreaterThan(300);
    const metrics = await strict.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token' },
    });
    expect(metrics.body).toContain('db_replica_state{replica="replica-1",state="lagging"} 1');
    expect(metrics.body).toMatch(/db_replica_lag_seconds\{replica="replica-1"\} \d/);
    expect(await get(strict.app, `/v1/claim-shops/${NEW.id}`)).toMatchObject({ status: 200, body: { id: NEW.id } });
    // Replay resumed: it catches up and is used again.
    await query(replicaUrl, 'select pg_wal_replay_resume()');
    await waitFor('the replica to catch up', async () => (await replicaState(strict.app)).state === 'ok');
    expect((await get(strict.app, `/v1/claim-shops/${OWNED.id}`)).status).toBe(200);

    // A replica's read has the statement timeout, and aborting it cancels its query on the replica.
    const onReplica = <T>(scope: ReadScope, work: () => Promise<T>) => runInReadScope(scope, work);
    const sleep = (seconds: number) =>
      sql`select pg_sleep(${seconds}), 'replica-sleep' as tag`.execute(relaxed.db.kysely);
    const timedOut = await onReplica(new ReadScope(true), () => sleep(3)).catch((error: unknown) => error);
    expect(timedOut).toMatchObject({ code: '57014' });
    const scope = new ReadScope(true);
    const aborted = onReplica(scope, () => sleep(1.4)).catch((error: unknown) => error);
    const sleeping = () =>
      query(
        replicaUrl,
        `select 1 from pg_stat_activity where state = 'active' and query like '%replica-sleep%'
          and pid <> pg_backend_pid()`,
      );
    await waitFor('the read to run on the replica', async () => (await sleeping()).length === 1);
    const abortedAt = Date.now();
    scope.abort();
    expect(await aborted).toMatchObject({ code: '57014' });
    expect(Date.now() - abortedAt).toBeLessThan(1000);
    await waitFor('the replica to be idle', async () => (await sleeping()).length === 0);

    // (4) The replica stops: it is reported down, and public reads keep answering from the primary.
    // A read running on the replica when it stops runs again on the primary (outside a transaction).
    const cutShort = onReplica(new ReadScope(true), () => sleep(0.5));
    await waitFor('the read to run on the replica', async () => (await sleeping()).length === 1);
    await pgTool('pg_ctl', ['-D', replicaDir, '-m', 'immediate', 'stop']);
    expect((await cutShort).rows).toEqual([{ pg_sleep: '', tag: 'replica-sleep' }]);
    // At once, before the monitor knows: a read whose replica connection breaks or is refused goes to the primary.
    for (const id of [OLD.id, NEW.id, OLD.id])
      expect(await get(relaxed.app, `/v1/claim-shops/${id}`)).toMatchObject({ status: 200, body: { id } });
    for (const { app } of [relaxed, strict]) {
      await waitFor('the replica to be reported down', async () => (await replicaState(app)).state === 'down');
      expect(await replicaState(app)).toEqual({ name: 'replica-1', state: 'down', lagMs: null });
      for (const id of [OLD.id, NEW.id, OWNED.id]) expect((await get(app, `/v1/claim-shops/${id}`)).status).toBe(200);
      expect((await get(app, `/v1/claim-shops/filter?q=medicals`)).status).toBe(200);
    }
  }, 60_000);
});

describe('DATABASE_REPLICA_URLS', () => {
  const primary = 'postgres://app@db-1:5432/shops';
  it('takes comma-separated PostgreSQL URLs and a lag limit (5 s unless told)', () => {
    expect(loadConfig({})).toMatchObject({ databaseReplicaUrls: [], databaseReplicaMaxLagMs: 5000 });
    const config = loadConfig({
      DATABASE_URL: primary,
      DATABASE_REPLICA_URLS: ' postgres://app@db-2/shops, postgresql://app:secret@db-3:5433/shops ',
      DATABASE_REPLICA_MAX_LAG_MS: '2000',
    });
    expect(config.databaseReplicaUrls).toEqual([
      'postgres://app@db-2/shops',
      'postgresql://app:secret@db-3:5433/shops',
    ]);
    expect(config.databaseReplicaMaxLagMs).toBe(2000);
  });

  it('refuses to start with replicas but no PostgreSQL primary, a URL that is not one, or a bad limit', () => {
    const refused = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('started');
    };
    expect(refused({ DATABASE_REPLICA_URLS: 'postgres://app@db-2/shops' })).toBe(
      'DATABASE_REPLICA_URLS needs DATABASE_URL: read replicas are PostgreSQL streaming replicas',
    );
    // The message does not repeat the URL: it may hold a password.
    const wrong = refused({ DATABASE_URL: primary, DATABASE_REPLICA_URLS: 'postgres://a@b/c,mysql://u:pw@h/d' });
    expect(wrong).toBe('DATABASE_REPLICA_URLS takes postgres:// URLs separated by commas; entry 2 is not one');
    expect(refused({ DATABASE_URL: primary, DATABASE_REPLICA_MAX_LAG_MS: '10' })).toMatch(
      /DATABASE_REPLICA_MAX_LAG_MS/,
    );
  });
});
