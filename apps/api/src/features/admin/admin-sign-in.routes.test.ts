import { REVIEW_MESSAGES } from '@local-shops/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { DIALECTS, createTestDb } from '../../test/databases.ts';
import { LOCK_MINUTES, MAX_FAILED_SIGN_INS, MAX_FAILED_SIGN_INS_PER_NETWORK, createAdminUser } from './admin-auth.ts';

const FAST = { log2N: 12, r: 8, p: 1 };
const PASSWORD = 'correct horse battery staple';
const WRONG = { statusCode: 401, error: 'Unauthorized', message: REVIEW_MESSAGES.adminCredentialsWrong };
const LOCKED = { statusCode: 429, error: 'Too Many Requests', message: REVIEW_MESSAGES.adminLockedOut(LOCK_MINUTES) };

let seq = 0;
const newIp = () => `203.0.113.${(++seq % 250) + 1}`;

describe.each(DIALECTS)('console sign-in under abuse on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let clock = Date.parse('2026-06-01T09:00:00.000Z');
  const now = () => new Date(clock);

  beforeAll(async () => {
    db = await createTestDb(dialect);
    app = await buildApp({ config: { ...loadConfig({ NODE_ENV: 'test' }), webDist: '/nonexistent' }, db, logger: false, now });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  // Each test a day later, past every window of the tests before it.
  beforeEach(() => {
    clock += 24 * 3600_000;
  });

  async function newAdmin(): Promise<string> {
    const email = `guard${++seq}@shops.test`;
    await createAdminUser(db, email, PASSWORD, now(), FAST);
    return email;
  }
  const login = (email: string, password: string, ip: string) => app.inject({ method: 'POST', url: '/v1/admin/login', payload: { email, password }, remoteAddress: ip });
  const body = (response: LightMyRequestResponse) => response.json<{ statusCode: number; message: string }>();
  const auditActions = async (subject: string) =>
    (await db.kysely.selectFrom('audit_log').select(['action', 'detail']).where('subject_id', '=', subject).execute()).map((row) => row.action);

  it('checks at most five of 60 parallel wrong passwords; the rest are refused before any hash', async () => {
    const email = await newAdmin();
    const ip = newIp();
    const answers = await Promise.all(Array.from({ length: 60 }, () => login(email, 'wrong password', ip)));
    const wrong = answers.filter((response) => response.statusCode === 401);
    expect(wrong.length).toBeLessThanOrEqual(MAX_FAILED_SIGN_INS - 1);
    expect(answers.every((response) => response.statusCode === 401 || response.statusCode === 429)).toBe(true);
    // The right password now waits out the lock.
    expect(body(await login(email, PASSWORD, ip)).statusCode).toBe(429);
  });

  it('refuses the right password sent in parallel with 15 wrong ones once the lock holds', async () => {
    const email = await newAdmin();
    const ip = newIp();
    await Promise.all([...Array.from({ length: 15 }, () => login(email, 'wrong password', ip)), login(email, PASSWORD, ip)]);
    const after = await login(email, PASSWORD, ip);
    expect(body(after)).toEqual(LOCKED);
    expect(Number(after.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('locks an account on the network the guesses came from only', async () => {
    const email = await newAdmin();
    const stranger = newIp();
    const office = newIp();
    for (let i = 1; i < MAX_FAILED_SIGN_INS; i++) expect(body(await login(email, 'guess', stranger))).toEqual(WRONG);
    expect(body(await login(email, 'guess', stranger))).toEqual(LOCKED);
    expect(body(await login(email, PASSWORD, stranger))).toEqual(LOCKED);
    expect((await login(email, PASSWORD, office)).statusCode).toBe(200);
    const admin = await db.kysely.selectFrom('admin_users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const actions = await auditActions(admin.id);
    expect(actions.filter((action) => action === 'admin.sign_in_failed').length).toBeGreaterThanOrEqual(MAX_FAILED_SIGN_INS);
    expect(actions).toContain('admin.locked_out');
    expect(actions).toContain('admin.sign_in');
  });

  it('answers unknown e-mails exactly as wrong passwords, lock included, and audits them', async () => {
    const known = await newAdmin();
    const unknown = `nobody${++seq}@shops.test`;
    const ip = newIp();
    for (let i = 1; i < MAX_FAILED_SIGN_INS; i++) {
      const a = await login(known, 'guess', ip);
      const b = await login(unknown, 'guess', ip);
      expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
      expect(body(b)).toEqual(WRONG);
    }
    const a = await login(known, 'guess', ip);
    const b = await login(unknown, 'guess', ip);
    expect(body(a)).toEqual(LOCKED);
    expect(body(b)).toEqual(LOCKED);
    expect(a.headers['retry-after']).toBe(b.headers['retry-after']);
    expect(await auditActions(unknown)).toEqual(expect.arrayContaining(['admin.sign_in_failed', 'admin.locked_out']));
    // Each unknown e-mail costs a hash at the real (OWASP) cost: seconds on a busy machine.
  }, 90_000);

  it('limits failed sign-ins per network, whatever the e-mails', async () => {
    const ip = newIp();
    // Known accounts (their test hashes are cheap); unknown ones take the same path.
    const accounts: string[] = [];
    for (let i = 0; i <= MAX_FAILED_SIGN_INS_PER_NETWORK; i++) accounts.push(await newAdmin());
    for (const email of accounts.slice(1)) expect(body(await login(email, 'guess', ip))).toEqual(WRONG);
    expect(body(await login(accounts[0]!, PASSWORD, ip))).toEqual(LOCKED);
    // Another network is not affected.
    expect((await login(accounts[0]!, PASSWORD, newIp())).statusCode).toBe(200);
  });

  it('answers 429 at once when the hash queue is full, and a reviewer still signs in during the flood', async () => {
    // The reviewer's hash at the real (OWASP) cost, as in production; bogus e-mails hash against the dummy at the same cost.
    const reviewer = `reviewer${++seq}@shops.test`;
    await createAdminUser(db, reviewer, PASSWORD, now());
    const bogus = (i: number, ip: string) => login(`bogus${i}-${++seq}@shops.test`, 'guess', ip);
    const reviewerIp = newIp();
    const quiet = Date.now();
    expect((await login(reviewer, PASSWORD, reviewerIp)).statusCode).toBe(200);
    const quietMs = Date.now() - quiet;
    const started = Date.now();
    const fromOneNetwork = Array.from({ length: 40 }, (_, i) => bogus(i, '198.51.100.77'));
    const signIn = login(reviewer, PASSWORD, reviewerIp).then((response) => ({ response, ms: Date.now() - started }));
    const flood = await Promise.all(fromOneNetwork);
    const busy = flood.filter((response) => response.statusCode === 429);
    expect(busy.length).toBeGreaterThan(0);
    expect(body(busy[0]!)).toEqual({ statusCode: 429, error: 'Too Many Requests', message: REVIEW_MESSAGES.adminSignInBusy });
    expect(busy[0]!.headers['retry-after']).toBeDefined();
    expect(flood.every((response) => response.statusCode === 401 || response.statusCode === 429)).toBe(true);
    const { response, ms } = await signIn;
    expect(response.statusCode).toBe(200);
    // The figure of the sign-in flood (logged, never asserted: timing depends on the machine).
    console.info(`[figure] ${dialect}: reviewer signed in after ${ms} ms during 40 parallel bogus sign-ins (${busy.length} answered 429 at once); ${quietMs} ms alone`);
  }, 90_000);
});
