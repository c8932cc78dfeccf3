import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@local-shops/shared';
import type { AdminEnrolment } from '@local-shops/shared/admin';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createTestDb, DIALECTS } from '../../test/databases.ts';
import {
  ADMIN_CHALLENGE_COOKIE,
  ADMIN_COOKIE,
  createAdminUser,
  LOCK_MINUTES,
  MAX_FAILED_SIGN_INS,
} from './admin-auth.ts';
import { issueEnrolmentLink, RECOVERY_CODE_COUNT } from './two-factor.ts';

const FAST = { log2N: 12, r: 8, p: 1 };
const PASSWORD = 'correct horse battery staple';
const CODE_WRONG = { statusCode: 401, error: 'Unauthorized', message: REVIEW_MESSAGES.adminCodeWrong };
const EXPIRED = { statusCode: 401, error: 'Unauthorized', message: REVIEW_MESSAGES.adminSignInExpired };
const LINK_INVALID = { statusCode: 404, error: 'Not Found', message: REVIEW_MESSAGES.adminEnrolmentLinkInvalid };
const TOTP_KEY = 'k'.repeat(48);

let seq = 0;
const body = (response: LightMyRequestResponse) => response.json<Record<string, unknown>>();
const cookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((c) => c.name === name)?.value;
/** The code an authenticator app shows at `at`, computed with the same library. */
const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });

describe.each(DIALECTS)('console two-factor sign-in on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  // The start of a 30 s step, so that "the same step" and "the next step" are exact.
  let clock = Date.parse('2026-07-01T09:00:00.000Z');
  const now = () => new Date(clock);

  beforeAll(async () => {
    db = await createTestDb(dialect);
    app = await buildApp({
      config: { ...loadConfig({ NODE_ENV: 'test', ADMIN_TOTP_KEY: TOTP_KEY }), webDist: '/nonexistent' },
      db,
      logger: false,
      now,
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  beforeEach(() => {
    clock += 24 * 3600_000;
  });

  const post = (url: string, payload: unknown, ip = '203.0.113.9', cookies?: Record<string, string>) =>
    app.inject({ method: 'POST', url: `/v1${url}`, payload: payload as object, remoteAddress: ip, cookies });
  const login = (email: string, password = PASSWORD, ip = '203.0.113.9') =>
    post('/admin/login', { email, password }, ip);
  const sendCode = (challenge: string | undefined, code: string, ip = '203.0.113.9') =>
    post('/admin/login/code', { code }, ip, challenge ? { [ADMIN_CHALLENGE_COOKIE]: challenge } : undefined);

  /** A new account, enrolled through its link: its secret and recovery codes. */
  async function enrolled(): Promise<{ email: string; id: string; secret: string; recoveryCodes: string[] }> {
    const email = `tf${++seq}@shops.test`;
    const id = await createAdminUser(db, email, PASSWORD, now(), FAST);
    const link = await issueEnrolmentLink(db, id, 'https://apnidukaan.in', now());
    const token = new URL(link).searchParams.get('token')!;
    const start = body(await post('/admin/enrolment/start', { token })) as unknown as AdminEnrolment;
    const done = await post('/admin/enrolment/confirm', { token, code: codeAt(start.secret, clock) });
    expect(done.statusCode).toBe(200);
    // The step of the enrolment's code is used: the next sign-in is a step later.
    clock += 30_000;
    return {
      email,
      id,
      secret: start.secret,
      recoveryCodes: (body(done) as { recoveryCodes: string[] }).recoveryCodes,
    };
  }

  it('enrols through the link: QR code, secret as text, ten recovery codes; the link works once', async () => {
    const email = `enrol${++seq}@shops.test`;
    const id = await createAdminUser(db, email, PASSWORD, now(), FAST);
    const link = await issueEnrolmentLink(db, id, 'https://apnidukaan.in', now());
    expect(link).toMatch(/^https:\/\/apnidukaan\.in\/admin\/enroll\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(link).searchParams.get('token')!;

    const start = await post('/admin/enrolment/start', { token });
    expect(start.statusCode).toBe(200);
    expect(start.headers['cache-control']).toBe('private, no-store');
    const enrolment = body(start) as unknown as AdminEnrolment;
    expect(enrolment.email).toBe(email);
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUrl).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(enrolment.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');
    // A reload shows the same secret (the app may have scanned it already).
    expect((body(await post('/admin/enrolment/start', { token })) as unknown as AdminEnrolment).secret).toBe(
      enrolment.secret,
    );

    expect(
      body(await post('/admin/enrolment/confirm', { token, code: codeAt(enrolment.secret, clock + 5 * 60_000) })),
    ).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: REVIEW_MESSAGES.adminCodeWrong,
    });
    const done = await post('/admin/enrolment/confirm', { token, code: codeAt(enrolment.secret, clock) });
    expect(done.statusCode).toBe(200);
    const { recoveryCodes } = body(done) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);

    // Used up; an unknown or malformed token answers the same.
    expect(body(await post('/admin/enrolment/start', { token }))).toEqual(LINK_INVALID);
    expect(body(await post('/admin/enrolment/confirm', { token, code: codeAt(enrolment.secret, clock) }))).toEqual(
      LINK_INVALID,
    );
    expect(body(await post('/admin/enrolment/start', { token: 'x'.repeat(43) }))).toEqual(LINK_INVALID);
    expect(body(await post('/admin/enrolment/start', { token: 'short' }))).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: REVIEW_MESSAGES.adminEnrolmentLinkInvalid,
    });

    // Stored sealed (ADMIN_TOTP_KEY), never as the secret itself; recovery codes only as hashes.
    const row = await db.kysely
      .selectFrom('admin_users')
      .select(['totp_secret', 'totp_enrolled_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(enrolment.secret);
    expect(row.totp_enrolled_at).not.toBeNull();
    const hashes = await db.kysely
      .selectFrom('admin_recovery_codes')
      .select('code_hash')
      .where('admin_id', '=', id)
      .execute();
    expect(hashes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(hashes.map((h) => h.code_hash)).not.toContain(code);
    const audit = await db.kysely.selectFrom('audit_log').select('action').where('subject_id', '=', id).execute();
    expect(audit.map((a) => a.action)).toContain('admin.two_factor_enrolled');
  });

  it('asks for the code after the password and signs in with it; the same code is refused a second time', async () => {
    const { email, secret, id } = await enrolled();
    const first = await login(email);
    expect(first.statusCode).toBe(200);
    expect(body(first)).toEqual({ secondFactor: 'required' });
    expect(cookieOf(first, ADMIN_COOKIE)).toBeUndefined();
    const challenge = cookieOf(first, ADMIN_CHALLENGE_COOKIE);
    expect(challenge).toBeDefined();

    const code = codeAt(secret, clock);
    const second = await sendCode(challenge, code);
    expect(second.statusCode).toBe(200);
    expect(body(second)).toEqual({ email });
    const session = cookieOf(second, ADMIN_COOKIE)!;
    expect(
      (await app.inject({ method: 'GET', url: '/v1/admin/session', cookies: { [ADMIN_COOKIE]: session } })).statusCode,
    ).toBe(200);

    // Replayed in the same step (a code seen over a shoulder): refused.
    const again = await login(email);
    expect(body(await sendCode(cookieOf(again, ADMIN_CHALLENGE_COOKIE), code))).toEqual(CODE_WRONG);
    // Its step is used, and so is the step before: the next step's code works.
    clock += 30_000;
    expect((await sendCode(cookieOf(again, ADMIN_CHALLENGE_COOKIE), codeAt(secret, clock))).statusCode).toBe(200);
    const signIns = await db.kysely
      .selectFrom('audit_log')
      .select('detail')
      .where('subject_id', '=', id)
      .where('action', '=', 'admin.sign_in')
      .execute();
    expect(
      signIns
        .map((row) => JSON.parse(row.detail ?? '{}') as { secondFactor?: string })
        .every((d) => d.secondFactor === 'totp'),
    ).toBe(true);
  });

  it('answers a wrong code 401, counts it as a failed sign-in and locks at the limit', async () => {
    const { email, secret, id } = await enrolled();
    const ip = '203.0.113.44';
    const challenge = cookieOf(await login(email, PASSWORD, ip), ADMIN_CHALLENGE_COOKIE);
    const wrong = codeAt(secret, clock + 10 * 60_000);
    for (let i = 1; i < MAX_FAILED_SIGN_INS; i++)
      expect(body(await sendCode(challenge, wrong, ip))).toEqual(CODE_WRONG);
    expect(body(await sendCode(challenge, wrong, ip))).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: REVIEW_MESSAGES.adminLockedOut(LOCK_MINUTES),
    });
    // Locked: the right code waits too, and so does the password.
    expect((await sendCode(challenge, codeAt(secret, clock), ip)).statusCode).toBe(429);
    expect((await login(email, PASSWORD, ip)).statusCode).toBe(429);
    const failures = await db.kysely
      .selectFrom('audit_log')
      .select('detail')
      .where('subject_id', '=', id)
      .where('action', '=', 'admin.sign_in_failed')
      .execute();
    expect(
      failures.filter((row) => (JSON.parse(row.detail ?? '{}') as { reason: string }).reason === 'code'),
    ).toHaveLength(MAX_FAILED_SIGN_INS);
  });

  it('takes a recovery code once, in place of the code', async () => {
    const { email, recoveryCodes, id } = await enrolled();
    const [code] = recoveryCodes;
    const first = await sendCode(
      cookieOf(await login(email), ADMIN_CHALLENGE_COOKIE),
      code!.toUpperCase().replace('-', ' '),
    );
    expect(first.statusCode).toBe(200);
    expect(cookieOf(first, ADMIN_COOKIE)).toBeDefined();
    expect(body(await sendCode(cookieOf(await login(email), ADMIN_CHALLENGE_COOKIE), code!))).toEqual(CODE_WRONG);
    // Another account's code is no code of this one.
    const other = await enrolled();
    expect(body(await sendCode(cookieOf(await login(email), ADMIN_CHALLENGE_COOKIE), other.recoveryCodes[0]!))).toEqual(
      CODE_WRONG,
    );
    expect((await sendCode(cookieOf(await login(email), ADMIN_CHALLENGE_COOKIE), recoveryCodes[1]!)).statusCode).toBe(
      200,
    );
    const used = await db.kysely
      .selectFrom('admin_recovery_codes')
      .select('used_at')
      .where('admin_id', '=', id)
      .where('used_at', 'is not', null)
      .execute();
    expect(used).toHaveLength(2);
  });

  it('refuses the code step without the password step, after it expired, or from another network', async () => {
    const { email, secret } = await enrolled();
    expect(body(await sendCode(undefined, codeAt(secret, clock)))).toEqual(EXPIRED);
    expect(body(await sendCode('forged.123.abc', codeAt(secret, clock)))).toEqual(EXPIRED);
    const challenge = cookieOf(await login(email), ADMIN_CHALLENGE_COOKIE);
    expect(body(await sendCode(challenge, codeAt(secret, clock), '198.51.100.3'))).toEqual(EXPIRED);
    clock += 6 * 60_000;
    expect(body(await sendCode(challenge, codeAt(secret, clock)))).toEqual(EXPIRED);
  });

  it('lets an account that never enrolled sign in with its password outside production', async () => {
    const email = `plain${++seq}@shops.test`;
    await createAdminUser(db, email, PASSWORD, now(), FAST);
    const response = await login(email);
    expect(body(response)).toEqual({ email });
    expect(cookieOf(response, ADMIN_COOKIE)).toBeDefined();
  });
});

describe.each(DIALECTS)('console two-factor in production on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let dir: string;
  const clock = Date.parse('2026-07-02T09:00:00.000Z');

  beforeAll(async () => {
    db = await createTestDb(dialect);
    dir = mkdtempSync(path.join(tmpdir(), 'two-factor-'));
    const env = {
      NODE_ENV: 'production',
      OTP_SECRET: 'a'.repeat(64),
      ADMIN_LINK_SECRET: 'b'.repeat(64),
      ADMIN_TOTP_KEY: TOTP_KEY,
      ALLOW_DEV_PROVIDERS: 'true',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      DATA_DIR: dir,
    };
    app = await buildApp({
      config: { ...loadConfig(env), webDist: '/nonexistent' },
      db,
      logger: false,
      now: () => new Date(clock),
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses an account without two-factor until it enrolls through its link', async () => {
    const email = 'prod@shops.test';
    const id = await createAdminUser(db, email, PASSWORD, new Date(clock), FAST);
    const refused = await app.inject({
      method: 'POST',
      url: '/v1/admin/login',
      payload: { email, password: PASSWORD },
    });
    expect(refused.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: REVIEW_MESSAGES.adminTwoFactorRequired,
    });
    expect(refused.cookies.find((c) => c.name === ADMIN_COOKIE)).toBeUndefined();
    // A wrong password is still only a wrong password.
    expect(
      (await app.inject({ method: 'POST', url: '/v1/admin/login', payload: { email, password: 'wrong one' } }))
        .statusCode,
    ).toBe(401);

    const token = new URL(await issueEnrolmentLink(db, id, 'https://apnidukaan.in', new Date(clock))).searchParams.get(
      'token',
    )!;
    const { secret } = (
      await app.inject({ method: 'POST', url: '/v1/admin/enrolment/start', payload: { token } })
    ).json<AdminEnrolment>();
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/v1/admin/enrolment/confirm',
          payload: { token, code: codeAt(secret, clock - 30_000) },
        })
      ).statusCode,
    ).toBe(200);
    const first = await app.inject({ method: 'POST', url: '/v1/admin/login', payload: { email, password: PASSWORD } });
    expect(first.json()).toEqual({ secondFactor: 'required' });
    const challenge = first.cookies.find((c) => c.name === ADMIN_CHALLENGE_COOKIE)!;
    expect(challenge.secure).toBe(true);
    expect(challenge.httpOnly).toBe(true);
    const second = await app.inject({
      method: 'POST',
      url: '/v1/admin/login/code',
      payload: { code: codeAt(secret, clock) },
      cookies: { [ADMIN_CHALLENGE_COOKIE]: challenge.value },
    });
    expect(second.json()).toEqual({ email });
  });
});
