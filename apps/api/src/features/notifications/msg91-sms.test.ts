import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_NAME, MESSAGES } from '@local-shops/shared';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { SmsSendError } from '../../lib/sms-provider.ts';
import { createTestDb, DIALECTS } from '../../test/databases.ts';
import { createMsg91Sms } from './msg91-sms.ts';

type Mode = 'ok' | 'error-200' | 'error-http' | 'not-json' | 'hang';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A local stand-in for MSG91's flow API: records each request and answers as told. */
async function startFakeMsg91() {
  const received: Received[] = [];
  let mode: Mode = 'ok';
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text: the test then sees it was not JSON
      }
      received.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (mode === 'hang') return;
      const reply = (status: number, payload: string) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(payload);
      if (req.url !== '/api/v5/flow' || req.headers.authkey !== 'test-auth-key')
        return reply(401, '{"type":"error","message":"Authentication failure"}');
      if (mode === 'ok') return reply(200, '{"type":"success","message":"3763646c3058373530393832"}');
      if (mode === 'error-200') return reply(200, '{"type":"error","message":"Template id missing or invalid"}');
      if (mode === 'not-json') return reply(200, '<html>gateway</html>');
      return reply(500, '{"type":"error","message":"Internal error"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    setMode: (next: Mode) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let fake: Awaited<ReturnType<typeof startFakeMsg91>>;
beforeAll(async () => {
  fake = await startFakeMsg91();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.setMode('ok');
  fake.received.length = 0;
});

describe('MSG91 SMS adapter', () => {
  const provider = (timeoutMs?: number) =>
    createMsg91Sms({ authKey: 'test-auth-key', templateId: 'tmpl-123', baseUrl: fake.url, timeoutMs });

  it('posts the flow request MSG91 expects', async () => {
    await provider().send('+919876543210', 'Your code is 123456.', { otp: '123456' });
    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request).toMatchObject({ method: 'POST', url: '/api/v5/flow' });
    expect(request!.headers.authkey).toBe('test-auth-key');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      template_id: 'tmpl-123',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', content: 'Your code is 123456.', otp: '123456' }],
    });
  });

  it.each([
    ['an error answered with HTTP 200', 'error-200', /Template id missing/],
    ['an HTTP error', 'error-http', /HTTP 500/],
    ['an answer that is not JSON', 'not-json', /HTTP 200/],
  ] as const)('rejects %s', async (_name, mode, reason) => {
    fake.setMode(mode);
    const failure = provider().send('+919876543210', 'hello');
    await expect(failure).rejects.toBeInstanceOf(SmsSendError);
    await expect(failure).rejects.toThrow(reason);
  });

  it('sends each SMS and language with its own DLT flow when one is configured, else the default flow', async () => {
    const sms = createMsg91Sms({
      authKey: 'test-auth-key',
      templateId: 'tmpl-123',
      templateIds: { 'claimApproved/hi': 'tmpl-hi-approved' },
      baseUrl: fake.url,
    });
    await sms.send('+919876543210', 'Apni Dukaan: Gupta Sweets पर आपके दावे का सत्यापन हो गया।', {
      template: 'claimApproved/hi',
      var1: 'Gupta Sweets',
    });
    await sms.send('+919876543210', 'Apni Dukaan: your claim of Gupta Sweets is verified.', {
      template: 'claimApproved/en',
      var1: 'Gupta Sweets',
    });
    expect(fake.received.map((request) => (request.body as { template_id: string }).template_id)).toEqual([
      'tmpl-hi-approved',
      'tmpl-123',
    ]);
    // The template's name chooses the flow; it is not one of the flow's variables.
    expect((fake.received[0]!.body as { recipients: object[] }).recipients[0]).toEqual({
      mobiles: '919876543210',
      content: 'Apni Dukaan: Gupta Sweets पर आपके दावे का सत्यापन हो गया।',
      var1: 'Gupta Sweets',
    });
  });

  it('rejects a wrong auth key', async () => {
    const wrong = createMsg91Sms({ authKey: 'nope', templateId: 'tmpl-123', baseUrl: fake.url });
    await expect(wrong.send('+919876543210', 'hello')).rejects.toThrow(/HTTP 401/);
  });

  it('gives up on a provider that does not answer', async () => {
    fake.setMode('hang');
    const started = Date.now();
    await expect(provider(200).send('+919876543210', 'hello')).rejects.toThrow(/did not answer within 200 ms/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('rejects when nothing listens', async () => {
    const closed = createMsg91Sms({ authKey: 'k', templateId: 't', baseUrl: 'http://127.0.0.1:1' });
    await expect(closed.send('+919876543210', 'hello')).rejects.toThrow(/could not be reached/);
  });
});

describe.each(DIALECTS)('OTP over MSG91 on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let hangingApp: FastifyInstance;
  let clock = Date.parse('2026-03-01T10:00:00.000Z');
  const now = () => new Date(clock);
  let seq = 0;
  const newNumber = () => `+9197${String(10_000_000 + ++seq).slice(-8)}`;

  beforeAll(async () => {
    db = await createTestDb(dialect);
    // Real e-mail too (never used here): with any dev provider the dev outbox is served.
    const env = {
      NODE_ENV: 'test',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'test-auth-key',
      MSG91_TEMPLATE_ID: 'tmpl-123',
      MSG91_BASE_URL: fake.url,
      SMTP_URL: 'smtp://127.0.0.1:1',
    };
    const config = { ...loadConfig(env), webDist: '/nonexistent' };
    app = await buildApp({ config, db, logger: false, now });
    // The same adapter with a short time-out, so that a hanging provider is a quick test.
    const sms = createMsg91Sms({ authKey: 'test-auth-key', templateId: 'tmpl-123', baseUrl: fake.url, timeoutMs: 300 });
    hangingApp = await buildApp({ config, db, logger: false, now, sms });
  });

  afterAll(async () => {
    await app.close();
    await hangingApp.close();
    await db.close();
  });

  const send = (target: FastifyInstance, mobileNumber: string) =>
    target.inject({
      method: 'POST',
      url: '/v1/otp/verification',
      payload: { mobileNumber },
      remoteAddress: '192.0.2.10',
    });
  const rowsFor = async (mobileNumber: string) => ({
    codes: (await db.kysely.selectFrom('otp_codes').select('id').where('mobile_number', '=', mobileNumber).execute())
      .length,
    sends: (await db.kysely.selectFrom('otp_send_log').select('id').where('mobile_number', '=', mobileNumber).execute())
      .length,
  });

  it('sends the code through MSG91, and the code verifies', async () => {
    clock += 86_400_000;
    const number = newNumber();
    const response = await send(app, number);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.otpSent });
    expect(fake.received).toHaveLength(1);
    const recipient = (
      fake.received[0]!.body as { recipients: Array<{ mobiles: string; content: string; otp: string }> }
    ).recipients[0]!;
    expect(recipient.mobiles).toBe(number.slice(1));
    expect(recipient.otp).toMatch(/^\d{6}$/);
    expect(recipient.content).toBe(
      `Your ${BRAND_NAME} verification code is ${recipient.otp}. It is valid for 10 minutes. Do not share it with anyone.`,
    );
    const verified = await app.inject({
      method: 'PATCH',
      url: '/v1/otp/verify-otp',
      payload: { otp: recipient.otp, mobileNumber: number },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('answers 502 with a clear message when MSG91 fails, and spends none of the allowance', async () => {
    clock += 86_400_000;
    const number = newNumber();
    fake.setMode('error-http');
    // More failures than the hourly allowance, back to back: none counts, none is a resend.
    for (let i = 0; i < 6; i++) {
      const response = await send(app, number);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        statusCode: 502,
        error: 'Bad Gateway',
        message: 'We could not send the OTP right now. Please try again in a minute.',
      });
    }
    expect(await rowsFor(number)).toEqual({ codes: 0, sends: 0 });

    fake.setMode('ok');
    for (let i = 0; i < 5; i++) {
      expect((await send(app, number)).statusCode).toBe(200);
      clock += 61_000;
    }
    expect((await send(app, number)).statusCode).toBe(429);
  });

  it('keeps the earlier code valid when a resend fails', async () => {
    clock += 86_400_000;
    const number = newNumber();
    await send(app, number);
    const first = (fake.received.at(-1)!.body as { recipients: Array<{ otp: string }> }).recipients[0]!.otp;
    clock += 61_000;
    fake.setMode('error-200');
    expect((await send(app, number)).statusCode).toBe(502);
    const verified = await app.inject({
      method: 'PATCH',
      url: '/v1/otp/verify-otp',
      payload: { otp: first, mobileNumber: number },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('answers 502 when MSG91 does not answer in time', async () => {
    clock += 86_400_000;
    const number = newNumber();
    fake.setMode('hang');
    const response = await send(hangingApp, number);
    expect(response.statusCode).toBe(502);
    expect(response.json<{ message: string }>().message).toBe(MESSAGES.otpSendFailed);
    expect(await rowsFor(number)).toEqual({ codes: 0, sends: 0 });
  });

  it('serves no dev outbox with a real provider', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/dev/outbox?to=%2B919876543210' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: MESSAGES.notFound });
  });
});
