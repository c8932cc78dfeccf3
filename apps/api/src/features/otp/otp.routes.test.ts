import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { BRAND_NAME, MESSAGES, type OutboxItem } from '@local-shops/shared';
import { testApp } from '../../test/app.ts';
import { DIALECTS } from '../../test/databases.ts';
import { devOutbox, latestCode } from '../../test/sessions.ts';

const START = Date.parse('2026-03-01T10:00:00.000Z');
const BAD_REQUEST = (message: string) => ({ statusCode: 400, error: 'Bad Request', message });

let numberSeq = 0;
/** A fresh valid Indian number per use, so that tests do not share rate limits. */
const newNumber = () => `+9198${String(10_000_000 + ++numberSeq).slice(-8)}`;
let ipSeq = 0;
const newIp = () => `198.51.100.${++ipSeq}`;

describe.each(DIALECTS)('mobile-number verification (OTP) on %s', (dialect) => {
  let clock = START;
  const advance = (seconds: number) => {
    clock += seconds * 1000;
  };
  const context = testApp(dialect, { now: () => new Date(clock) });

  // Every test starts a day later, past every window of the tests before it.
  beforeEach(() => advance(24 * 60 * 60));

  const send = (mobileNumber: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) =>
    context.app.inject({
      method: 'POST',
      url: '/v1/otp/verification',
      payload: mobileNumber === undefined ? {} : { mobileNumber },
      remoteAddress: options.ip ?? newIp(),
      headers: options.headers ?? {},
    });
  const verify = (mobileNumber: string, otp: unknown) =>
    context.app.inject({
      method: 'PATCH',
      url: '/v1/otp/verify-otp',
      payload: otp === undefined ? { mobileNumber } : { otp, mobileNumber },
    });
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const sessionCookie = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === 'session');

  it('sends a code by SMS, verifies it, and keeps the proof in an httpOnly SameSite=Lax session cookie', async () => {
    const number = newNumber();
    const sent = await send(number);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: MESSAGES.otpSent });

    const items = await devOutbox(context.app, number);
    expect(items).toHaveLength(1);
    expect(Object.keys(items[0]!).sort()).toEqual(['body', 'channel', 'createdAt', 'to']);
    const code = await latestCode(context.app, number);
    expect(items[0]).toEqual({
      channel: 'sms',
      to: number,
      body: `Your ${BRAND_NAME} verification code is ${code}. It is valid for 10 minutes. Do not share it with anyone.`,
      createdAt: new Date(clock).toISOString(),
    });

    expect((await context.app.inject({ method: 'GET', url: '/v1/otp/session' })).json()).toEqual({
      mobileNumber: null,
    });

    const verified = await verify(number, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ mobileNumber: number });
    const cookie = sessionCookie(verified);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(String(verified.headers['set-cookie'])).toMatch(/HttpOnly/);
    expect(String(verified.headers['set-cookie'])).toMatch(/SameSite=Lax/);

    const session = await context.app.inject({
      method: 'GET',
      url: '/v1/otp/session',
      cookies: { session: cookie!.value },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ mobileNumber: number });
    expect(session.headers['cache-control']).toBe('private, no-store');

    // The token is stored only as its hash, and a made-up token proves nothing.
    const rows = await context.db.kysely
      .selectFrom('sessions')
      .select('id')
      .where('verified_mobile_number', '=', number)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(cookie!.value);
    const forged = await context.app.inject({
      method: 'GET',
      url: '/v1/otp/session',
      cookies: { session: 'A'.repeat(43) },
    });
    expect(forged.json()).toEqual({ mobileNumber: null });

    // The session ends after 30 days.
    advance(30 * 24 * 60 * 60);
    const later = await context.app.inject({
      method: 'GET',
      url: '/v1/otp/session',
      cookies: { session: cookie!.value },
    });
    expect(later.json()).toEqual({ mobileNumber: null });
  });

  it('stores the code only as an HMAC', async () => {
    const number = newNumber();
    await send(number);
    const code = await latestCode(context.app, number);
    const row = await context.db.kysely
      .selectFrom('otp_codes')
      .selectAll()
      .where('mobile_number', '=', number)
      .executeTakeFirstOrThrow();
    expect(row.code_hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.purpose).toBe('verify_number');
  });

  it('accepts a code for 10 minutes only', async () => {
    const early = newNumber();
    await send(early);
    advance(10 * 60 - 1);
    expect((await verify(early, await latestCode(context.app, early))).statusCode).toBe(200);

    const late = newNumber();
    await send(late);
    const code = await latestCode(context.app, late);
    advance(10 * 60);
    const response = await verify(late, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(BAD_REQUEST(MESSAGES.otpExpired));
  });

  it('ends the code at the fifth wrong try: the right code then fails too', async () => {
    const number = newNumber();
    await send(number);
    const code = await latestCode(context.app, number);
    for (let i = 0; i < 4; i++)
      expect((await verify(number, wrongCode(code))).json()).toEqual(BAD_REQUEST(MESSAGES.otpIncorrect));
    const fifth = await verify(number, wrongCode(code));
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json()).toEqual(BAD_REQUEST(MESSAGES.otpTooManyAttempts));
    const right = await verify(number, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(BAD_REQUEST(MESSAGES.otpTooManyAttempts));
    expect(sessionCookie(right)).toBeUndefined();
  });

  it('still accepts the right code after four wrong tries', async () => {
    const number = newNumber();
    await send(number);
    const code = await latestCode(context.app, number);
    for (let i = 0; i < 4; i++) await verify(number, wrongCode(code));
    expect((await verify(number, code)).statusCode).toBe(200);
  });

  it('counts parallel guesses exactly: ten at once still end the code at five', async () => {
    const number = newNumber();
    await send(number);
    const code = await latestCode(context.app, number);
    const answers = await Promise.all(Array.from({ length: 10 }, () => verify(number, wrongCode(code))));
    expect(answers.every((answer) => answer.statusCode === 400)).toBe(true);
    const row = await context.db.kysely
      .selectFrom('otp_codes')
      .select('attempts')
      .where('mobile_number', '=', number)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect((await verify(number, code)).json()).toEqual(BAD_REQUEST(MESSAGES.otpTooManyAttempts));
  });

  it('sends one code when the same number asks many times at once', async () => {
    const number = newNumber();
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(number)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
    expect(await devOutbox(context.app, number)).toHaveLength(1);
  });

  it('refuses a resend within 60 seconds; after that the new code works and the old one no longer does', async () => {
    const number = newNumber();
    const ip = newIp();
    await send(number, { ip });
    const oldCode = await latestCode(context.app, number);

    advance(30);
    const early = await send(number, { ip });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: MESSAGES.otpResendTooSoon(30),
    });
    expect(early.json<{ message: string }>().message).toBe('Please wait 30 seconds before requesting a new OTP.');
    expect(early.headers['retry-after']).toBe('30');
    expect(await devOutbox(context.app, number)).toHaveLength(1);

    advance(30);
    expect((await send(number, { ip })).statusCode).toBe(200);
    const items = await devOutbox(context.app, number);
    expect(items).toHaveLength(2);
    // Newest first.
    expect(Date.parse(items[0]!.createdAt)).toBeGreaterThan(Date.parse(items[1]!.createdAt));
    const newCode = await latestCode(context.app, number);

    if (newCode !== oldCode) expect((await verify(number, oldCode)).json()).toEqual(BAD_REQUEST(MESSAGES.otpIncorrect));
    expect((await verify(number, newCode)).statusCode).toBe(200);
  });

  it('refuses a code that was already used', async () => {
    const number = newNumber();
    await send(number);
    const code = await latestCode(context.app, number);
    expect((await verify(number, code)).statusCode).toBe(200);
    const again = await verify(number, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(BAD_REQUEST(MESSAGES.otpAlreadyUsed));
  });

  it('binds a code to its number', async () => {
    const [a, b] = [newNumber(), newNumber()];
    await send(a);
    const code = await latestCode(context.app, a);
    expect((await verify(b, code)).json()).toEqual(BAD_REQUEST(MESSAGES.otpIncorrect));
    await send(b);
    const codeB = await latestCode(context.app, b);
    if (codeB !== code) expect((await verify(b, code)).json()).toEqual(BAD_REQUEST(MESSAGES.otpIncorrect));
    expect((await verify(a, code)).statusCode).toBe(200);
  });

  it('sends at most 5 codes to a number from one network in an hour, and says when to try again', async () => {
    const number = newNumber();
    const ip = newIp();
    for (let i = 0; i < 5; i++) {
      expect((await send(number, { ip })).statusCode).toBe(200);
      advance(61);
    }
    // Now 305 s after the first send: it leaves the hour's window in 3295 s, 55 minutes.
    const sixth = await send(number, { ip });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: MESSAGES.otpTooManyForNumber(55),
    });
    expect(sixth.json<{ message: string }>().message).toBe(
      'Too many OTPs were requested for this number. Please try again in 55 minutes.',
    );
    expect(sixth.headers['retry-after']).toBe('3295');
    expect(await devOutbox(context.app, number)).toHaveLength(5);

    advance(3295);
    expect((await send(number, { ip })).statusCode).toBe(200);
  });

  it('sends at most 20 codes from one network in an hour, across numbers', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 20; i++) expect((await send(newNumber(), { ip })).statusCode).toBe(200);
    const twentyFirst = await send(newNumber(), { ip });
    expect(twentyFirst.statusCode).toBe(429);
    expect(twentyFirst.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: MESSAGES.otpTooManyFromNetwork(60),
    });
    expect((await send(newNumber(), { ip: '203.0.113.8' })).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64', async () => {
    for (let i = 0; i < 20; i++)
      expect((await send(newNumber(), { ip: `2001:db8:1:2::${(i + 1).toString(16)}` })).statusCode).toBe(200);
    expect((await send(newNumber(), { ip: '2001:db8:1:2:ffff::1' })).statusCode).toBe(429);
    expect((await send(newNumber(), { ip: '2001:db8:1:3::1' })).statusCode).toBe(200);
  });

  it('refuses a number that is not a valid Indian mobile number, with the exact message', async () => {
    for (const bad of [
      '9876543210',
      '+1 5551234567',
      '+15551234567',
      '+919876 543210',
      '+910876543210',
      '+9198765432101',
      9876543210,
      null,
      undefined,
    ]) {
      const response = await send(bad);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json()).toEqual(BAD_REQUEST(MESSAGES.contactNumberInvalid));
    }
    const verifyBad = await verify('12345', '123456');
    expect(verifyBad.json()).toEqual(BAD_REQUEST(MESSAGES.contactNumberInvalid));
    expect((await context.app.inject({ method: 'POST', url: '/v1/otp/verification', payload: [] })).statusCode).toBe(
      400,
    );
    expect(
      await context.db.kysely
        .selectFrom('otp_send_log')
        .select('id')
        .where('mobile_number', '=', '9876543210')
        .execute(),
    ).toEqual([]);
  });

  it('refuses an empty or malformed OTP with "Please provide a valid OTP."', async () => {
    const number = newNumber();
    await send(number);
    for (const bad of ['', '   ', '12345', '1234567', 'abcdef', '12 345', 123456, null, undefined]) {
      const response = await verify(number, bad);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json()).toEqual(BAD_REQUEST('Please provide a valid OTP.'));
    }
    // Malformed input spends none of the code's tries.
    const row = await context.db.kysely
      .selectFrom('otp_codes')
      .select('attempts')
      .where('mobile_number', '=', number)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(0);
    expect((await verify(number, ` ${await latestCode(context.app, number)} `)).statusCode).toBe(200);
  });

  it('answers a send the same way whether or not the number is known', async () => {
    const known = newNumber();
    // Known: the owner's number on a listing, and already verified once.
    const at = new Date(clock).toISOString();
    await context.db.kysely
      .insertInto('shops')
      .values({
        id: `known-${dialect}`,
        name: 'Known Kirana',
        name_key: 'known kirana',
        intro: '',
        owner_contact_number: known,
        is_claimed: true,
        meta_info: '{}',
        source: 'test',
        created_at: at,
        updated_at: at,
      })
      .execute();
    await send(known);
    expect((await verify(known, await latestCode(context.app, known))).statusCode).toBe(200);
    advance(120);

    const unknown = newNumber();
    const [a, b] = [await send(known), await send(unknown)];
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.body).toBe(b.body);
    expect(a.json()).toEqual({ message: MESSAGES.otpSent });
    const headerNames = (response: LightMyRequestResponse) => Object.keys(response.headers).sort();
    expect(headerNames(a)).toEqual(headerNames(b));
  });

  it('refuses a cross-site POST, and accepts a same-origin one', async () => {
    const number = newNumber();
    const cross = await send(number, { headers: { origin: 'https://evil.example' } });
    expect(cross.statusCode).toBe(403);
    expect(cross.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Cross-site requests are not allowed.',
    });
    expect(await devOutbox(context.app, number)).toEqual([]);
    const crossVerify = await context.app.inject({
      method: 'PATCH',
      url: '/v1/otp/verify-otp',
      payload: { otp: '123456', mobileNumber: number },
      headers: { origin: 'null' },
    });
    expect(crossVerify.statusCode).toBe(403);

    const same = await send(number, { headers: { origin: 'http://shop.example:8080', host: 'shop.example:8080' } });
    expect(same.statusCode).toBe(200);
  });

  it('lists the dev outbox newest first, and reads a bare + in ?to= as the number', async () => {
    const number = newNumber();
    await send(number);
    advance(61);
    await send(number);
    const raw = await context.app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${number}` });
    expect(raw.statusCode).toBe(200);
    const { items } = raw.json<{ items: OutboxItem[] }>();
    expect(items.map((item) => item.createdAt)).toEqual([
      new Date(clock).toISOString(),
      new Date(clock - 61_000).toISOString(),
    ]);
    expect(items.every((item) => item.to === number && item.channel === 'sms')).toBe(true);
    expect((await context.app.inject({ method: 'GET', url: '/v1/dev/outbox?to=%2B910000000000' })).json()).toEqual({
      items: [],
    });
  });
});
