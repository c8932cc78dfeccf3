import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@local-shops/shared';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createTestDb, DIALECTS } from '../../test/databases.ts';
import {
  accountSlowdownSeconds,
  createAdminUser,
  FREE_ACCOUNT_FAILURES,
  LOCK_MINUTES,
  MAX_FAILED_SIGN_INS,
  MAX_FAILED_SIGN_INS_PER_NETWORK,
} from './admin-auth.ts';

const FAST = { log2N: 12, r: 8, p: 1 };
const PASSWORD = 'correct horse battery staple';
const WRONG = { statusCode: 401, error: 'Unauthorized', message: REVIEW_MESSAGES.adminCredentialsWrong };
const LOCKED = { statusCode: 429, error: 'Too Many Requests', message: REVIEW_MESSAGES.adminLockedOut(LOCK_MINUTES) };
const BUSY = { statusCode: 429, error: 'Too Many Requests', message: REVIEW_MESSAGES.adminSignInBusy };

let seq = 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const newIp = () => `203.0.113.${(++seq % 250) + 1}`;

describe.each(DIALECTS)('console sign-in under abuse on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let clock = Date.parse('2026-06-01T09:00:00.000Z');
  const now = () => new Date(clock);

  beforeAll(async () => {
    db = await createTestDb(dialect);
    app = await buildApp({
      config: { ...loadConfig({ NODE_ENV: 'test' }), webDist: '/nonexistent' },
      db,
      logger: false,
      now,
    });
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
  const login = (email: string, password: string, ip: string) =>
    app.inject({ method: 'POST', url: '/v1/admin/login', payload: { email, password }, remoteAddress: ip });
  const body = (response: LightMyRequestResponse) => response.json<{ statusCode: number; message: string }>();
  const auditActions = async (subject: string) =>
    (
      await db.kysely.selectFrom('audit_log').select(['action', 'detail']).where('subject_id', '=', subject).execute()
    ).map((row) => row.action);

  it('checks at most five of 60 parallel wrong passwords; the rest are refused before any hash', async () => {
    const email = await newAdmin();
    const ip = newIp();
    const answers = await Promise.all(Array.from({ length: 60 }, () => login(email, 'wrong password', ip)));
    let wrong = answers.filter((response) => response.statusCode === 401).length;
    expect(wrong).toBeLessThanOrEqual(MAX_FAILED_SIGN_INS - 1);
    expect(answers.every((response) => response.statusCode === 401 || response.statusCode === 429)).toBe(true);
    // Refusals of the busy hash queue were no guesses (they are not counted): the lock comes at the
    // fifth password checked, however the 60 were spread.
    for (let i = 0; i < MAX_FAILED_SIGN_INS && body(await login(email, 'wrong password', ip)).statusCode === 401; i++)
      wrong++;
    expect(wrong).toBeLessThanOrEqual(MAX_FAILED_SIGN_INS - 1);
    // The right password now waits out the lock.
    expect(body(await login(email, PASSWORD, ip))).toEqual(LOCKED);
  });

  it('refuses the right password, alone or sent in parallel with 15 wrong ones, once the lock holds', async () => {
    const email = await newAdmin();
    const ip = newIp();
    for (let i = 1; i < MAX_FAILED_SIGN_INS; i++) expect(body(await login(email, 'wrong password', ip))).toEqual(WRONG);
    expect(body(await login(email, 'wrong password', ip))).toEqual(LOCKED);
    const parallel = await Promise.all([
      ...Array.from({ length: 15 }, () => login(email, 'wrong password', ip)),
      login(email, PASSWORD, ip),
    ]);
    expect(parallel.every((response) => response.statusCode === 429)).toBe(true);
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
    const admin = await db.kysely
      .selectFrom('admin_users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const actions = await auditActions(admin.id);
    expect(actions.filter((action) => action === 'admin.sign_in_failed').length).toBeGreaterThanOrEqual(
      MAX_FAILED_SIGN_INS,
    );
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
    // Refused for the full queue; and, once 20 guesses from the network were checked, for the network's lock (which comes first depends on the machine).
    const refusals = busy.map((response) => body(response) as { message: string });
    expect(refusals).toContainEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: REVIEW_MESSAGES.adminSignInBusy,
    });
    for (const refusal of refusals)
      expect(refusal.message).toMatch(
        new RegExp(`^(${REVIEW_MESSAGES.adminSignInBusy.replace(/[.?]/g, '\\$&')}|Too many failed sign-ins\\..*)$`),
      );
    for (const response of busy) expect(response.headers['retry-after']).toBeDefined();
    expect(flood.every((response) => response.statusCode === 401 || response.statusCode === 429)).toBe(true);
    const { response, ms } = await signIn;
    expect(response.statusCode).toBe(200);
    // The figure of the sign-in flood (logged, never asserted: timing depends on the machine).
    console.info(
      `[figure] ${dialect}: reviewer signed in after ${ms} ms during 40 parallel bogus sign-ins (${busy.length} answered 429 at once); ${quietMs} ms alone`,
    );
  }, 90_000);
  it("does not count the hash queue's busy refusals as failed sign-ins (9 networks flooding)", async () => {
    // The report: strangers on 9 networks fill the queue; the reviewer, told "busy" and trying
    // again, was locked out for 15 minutes and the right password then got 429.
    const reviewer = await newAdmin();
    const reviewerIp = newIp();
    // Each network sends its bogus sign-ins one after another, as a script would, staying under the
    // network's own lock; they stop once the reviewer has been told "busy" often enough. (A fixed 42,
    // as in the report, could all be checked before the reviewer's tries on a fast machine.)
    let stop = false;
    // A refusal for the busy queue returns at once and is not counted, so a network counts only the
    // sign-ins whose password was checked (401): it could otherwise run through its tries in a moment.
    const network = async (n: number, checkedMax: number) => {
      for (let i = 0, checked = 0; checked < checkedMax && !stop; i++) {
        const answer = await login(`bogus${n}-${i}-${++seq}@shops.test`, 'guess', `198.51.100.${10 + n}`);
        if (answer.statusCode === 401) checked++;
        else if (answer.statusCode === 429 && body(answer).message === BUSY.message) await sleep(20);
        else break;
      }
    };
    const settled = Promise.all(Array.from({ length: 9 }, (_, n) => network(n, MAX_FAILED_SIGN_INS_PER_NETWORK - 1)));
    let floodDone = false;
    void settled.then(() => (floodDone = true));
    // Each bogus e-mail is hashed against the dummy hash at the OWASP cost: the queue stays full for seconds.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const during: Array<{ status: number; message: string }> = [];
    while (!floodDone && during.filter((answer) => answer.message === BUSY.message).length < MAX_FAILED_SIGN_INS + 3) {
      const answer = await login(reviewer, PASSWORD, reviewerIp);
      during.push({ status: answer.statusCode, message: answer.statusCode === 200 ? '' : body(answer).message });
    }
    stop = true;
    await settled;
    const busy = during.filter((answer) => answer.message === BUSY.message).length;
    console.info(
      `[figure] ${dialect}: the reviewer was told "busy" ${busy} times while 9 networks sent bogus sign-ins`,
    );
    expect(busy).toBeGreaterThan(MAX_FAILED_SIGN_INS);
    // Never locked: every answer was "busy" or a sign-in.
    expect(during.every((answer) => answer.message === BUSY.message || answer.status === 200)).toBe(true);
    expect((await login(reviewer, PASSWORD, reviewerIp)).statusCode).toBe(200);
  }, 120_000);

  it('slows one account down exponentially across many networks, but not on a network that signed in before', async () => {
    const email = await newAdmin();
    const office = newIp();
    // The reviewer signed in from the office before.
    expect((await login(email, PASSWORD, office)).statusCode).toBe(200);
    // The report: 20 networks x 5 guesses = 100 passwords in a minute, none refused.
    const answers: number[] = [];
    for (let n = 0; n < 20; n++) {
      const ip = `192.0.2.${n + 1}`;
      for (let i = 0; i < 5; i++) answers.push((await login(email, `guess ${n}-${i}`, ip)).statusCode);
    }
    const admin = await db.kysely
      .selectFrom('admin_users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    // Passwords checked: the failures audited as wrong credentials (the fifth on a network answers 429, its lock).
    const passwordsChecked = async () =>
      (
        await db.kysely
          .selectFrom('audit_log')
          .select('detail')
          .where('subject_id', '=', admin.id)
          .where('action', '=', 'admin.sign_in_failed')
          .execute()
      ).filter((row) => (JSON.parse(row.detail ?? '{}') as { reason?: string }).reason === 'credentials').length;
    const checked = await passwordsChecked();
    expect(checked).toBe(FREE_ACCOUNT_FAILURES + 1);
    expect(answers.filter((status) => status === 401).length + answers.filter((status) => status === 429).length).toBe(
      100,
    );
    // The right password from a new network waits too; the office is not slowed down.
    const stranger = await login(email, PASSWORD, '192.0.2.200');
    expect(body(stranger)).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: REVIEW_MESSAGES.adminLockedOut(1),
    });
    expect(Number(stranger.headers['retry-after'])).toBe(accountSlowdownSeconds(1));
    expect((await login(email, PASSWORD, office)).statusCode).toBe(200);
    expect((await login(email, PASSWORD, '192.0.2.201')).statusCode).toBe(429);

    // An hour of one guess a minute from ever new networks: the waits double.
    for (let minute = 1; minute <= 60; minute++) {
      clock += 60_000;
      await login(email, 'guess again', `198.18.${minute}.1`);
    }
    const hour = await passwordsChecked();
    console.info(
      `[figure] ${dialect}: ${hour} passwords checked against one account in the first hour, from 80 networks`,
    );
    expect(hour).toBeLessThanOrEqual(20);
    expect(hour).toBeGreaterThan(FREE_ACCOUNT_FAILURES + 1);
    // The office is still bound by its own limit.
    for (let i = 1; i < MAX_FAILED_SIGN_INS; i++) expect(body(await login(email, 'typo', office))).toEqual(WRONG);
    expect(body(await login(email, 'typo', office))).toEqual(LOCKED);
    const slowed = await db.kysely
      .selectFrom('audit_log')
      .select('detail')
      .where('subject_id', '=', admin.id)
      .where('action', '=', 'admin.locked_out')
      .execute();
    expect(slowed.map((row) => JSON.parse(row.detail ?? '{}') as { scope: string }).map((d) => d.scope)).toContain(
      'account_slowdown',
    );
  }, 120_000);
});
