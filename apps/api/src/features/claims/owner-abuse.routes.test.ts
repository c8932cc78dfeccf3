import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES, type OutboxItem } from '@local-shops/shared';
import { REQUEST_MESSAGES } from '@local-shops/shared/locales/en/rules';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { DIALECTS, createTestDb } from '../../test/databases.ts';
import { createSession, SESSION_COOKIE } from '../../lib/sessions.ts';
import { OTP_NUMBER_WINDOW_MINUTES, TAXONOMY } from '../../test/fixtures.ts';
import { MAX_PENDING_CLAIMS } from './claims.repository.ts';
import { submit } from './claims.test-support.ts';

const CATEGORY = TAXONOMY[0]!;
const SUB = CATEGORY.subCategories[0]!;
let seq = 0;
const newNumber = () => `+9193${String(10_000_000 + ++seq).slice(-8)}`;
const newIp = () => `192.0.2.${(++seq % 250) + 1}`;

describe.each(DIALECTS)('owner-side abuse on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let dataDir: string;
  let photo: string;
  let clock = Date.parse('2026-07-01T08:00:00.000Z');
  const advance = (seconds: number) => {
    clock += seconds * 1000;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'owner-abuse-'));
    db = await createTestDb(dialect);
    app = await buildApp({ config: { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), webDist: '/nonexistent' }, db, logger: false, now: () => new Date(clock) });
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#aa3322' } }).png().toBuffer();
    photo = `data:image/png;base64,${png.toString('base64')}`;
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => advance(24 * 3600));

  const draft = (mobileNumber: string, name: string) => ({
    name,
    intro: 'Groceries and daily needs.',
    state: 'Maharashtra',
    city: 'Pune',
    pin: '411001',
    address: '12, MG Road, Camp',
    shopType: 'Retailers',
    categories: [{ id: CATEGORY.id, label: CATEGORY.label }],
    subCategories: [{ id: SUB.id, label: SUB.label, categoryId: CATEGORY.id }],
    shopOwnerName: 'Ramesh Sharma',
    email: 'ramesh@example.com',
    shopOwnerContactNumber: mobileNumber,
    shopOwnerCancelledChequeImage: photo,
    storeFrontPicture: photo,
    lat: 18.5204,
    long: 73.8567,
    capturedAddress: 'Camp, Pune',
    referralCode: '',
  });
  const sessionFor = async (number: string) => ({ [SESSION_COOKIE]: (await createSession(db, number, new Date(clock))).token });

  it(`keeps at most ${MAX_PENDING_CLAIMS} claims of one number pending, even sent in parallel`, async () => {
    const number = newNumber();
    const cookies = await sessionFor(number);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => submit(app, draft(number, `Parallel Store ${seq}-${i}`), cookies[SESSION_COOKIE])),
    );
    expect(answers.filter((response) => response.statusCode === 201)).toHaveLength(MAX_PENDING_CLAIMS);
    const refused = answers.filter((response) => response.statusCode !== 201);
    // Past the pending limit, or past what the photo decoder queues (lib/image-upload.ts): never anything else.
    for (const response of refused) {
      expect([
        { statusCode: 429, error: 'Too Many Requests', message: MESSAGES.claimsTooManyPending(MAX_PENDING_CLAIMS) },
        { statusCode: 503, error: 'Service Unavailable', message: REQUEST_MESSAGES.uploadsBusy },
      ]).toContainEqual(response.json());
    }
    const pending = await db.kysely.selectFrom('claims').select('id').where('mobile_number', '=', number).where('status', '=', 'pending_review').execute();
    expect(pending).toHaveLength(MAX_PENDING_CLAIMS);
  });

  it('reads no body without a session: an oversized claim without one is 401, not 413', async () => {
    const big = 'x'.repeat(25 * 1024 * 1024);
    const response = await app.inject({ method: 'POST', url: '/v1/claim-shops', headers: { 'content-type': 'application/json' }, payload: `{"name":"${big}"}` });
    expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: MESSAGES.verifyNumberAgain });
    const payment = await app.inject({ method: 'POST', url: '/v1/claim-shops/payment/some-shop', headers: { 'content-type': 'application/json' }, payload: `{"x":"${'y'.repeat(2 * 1024 * 1024)}"}` });
    expect(payment.statusCode).toBe(401);
  });

  it('answers verify-otp the same for a number never sent a code and a wrong code', async () => {
    const neverSent = await app.inject({ method: 'PATCH', url: '/v1/otp/verify-otp', payload: { mobileNumber: newNumber(), otp: '123456' } });
    const number = newNumber();
    expect((await app.inject({ method: 'POST', url: '/v1/otp/verification', payload: { mobileNumber: number }, remoteAddress: newIp() })).statusCode).toBe(200);
    const [sent] = (await app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(number)}` })).json<{ items: OutboxItem[] }>().items;
    const wrongCode = /\b(\d{6})\b/.exec(sent!.body)![1] === '123456' ? '654321' : '123456';
    const wrong = await app.inject({ method: 'PATCH', url: '/v1/otp/verify-otp', payload: { mobileNumber: number, otp: wrongCode } });
    expect([neverSent.statusCode, neverSent.body]).toEqual([wrong.statusCode, wrong.body]);
    expect(wrong.json<{ message: string }>().message).toBe(MESSAGES.otpIncorrect);
  });

  it(`lets a stranger on other networks hold a number off its codes for ${OTP_NUMBER_WINDOW_MINUTES} minutes at most`, async () => {
    const victim = newNumber();
    const send = (ip: string) => app.inject({ method: 'POST', url: '/v1/otp/verification', payload: { mobileNumber: victim }, remoteAddress: ip });
    // The stranger spends five sends from five networks, a minute apart (the resend wait).
    for (let i = 0; i < 5; i++) {
      expect((await send(newIp())).statusCode).toBe(200);
      advance(61);
    }
    const owner = newIp();
    const refused = await send(owner);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(OTP_NUMBER_WINDOW_MINUTES * 60);
    advance(Number(refused.headers['retry-after']));
    expect((await send(owner)).statusCode).toBe(200);
  });
});
