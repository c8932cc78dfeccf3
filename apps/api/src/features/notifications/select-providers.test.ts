import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { SmsProvider } from '../../lib/sms-provider.ts';
import { createTestDb } from '../../test/databases.ts';

const SECRET = 'a'.repeat(64);
const MSG91 = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key', MSG91_TEMPLATE_ID: 'tmpl' };
// Production also needs real e-mail and the key of the console's image links.
const MAIL = { SMTP_URL: 'smtp://mail.example.test:587', ADMIN_LINK_SECRET: 'b'.repeat(64) };

describe('provider choice at start-up', () => {
  let db: Db;
  const started: FastifyInstance[] = [];
  const start = async (env: NodeJS.ProcessEnv, sms?: SmsProvider) => {
    // Payments are not this test's subject: the sandbox is allowed so that production starts.
    const app = await buildApp({
      config: { ...loadConfig({ ALLOW_SANDBOX_PAYMENTS: 'true', ...env }), webDist: '/nonexistent' },
      db,
      logger: false,
      sms,
    });
    started.push(app);
    return app;
  };

  beforeAll(async () => {
    db = await createTestDb('sqlite');
  });
  afterAll(async () => {
    for (const app of started) await app.close();
    await db.close();
  });

  it('refuses production with the dev outbox unless ALLOW_DEV_PROVIDERS=true', async () => {
    await expect(start({ NODE_ENV: 'production', OTP_SECRET: SECRET, ...MAIL })).rejects.toThrow(
      /dev SMS outbox is refused in production/,
    );
    const allowed = await start({
      NODE_ENV: 'production',
      OTP_SECRET: SECRET,
      ALLOW_DEV_PROVIDERS: 'true',
      ADMIN_LINK_SECRET: MAIL.ADMIN_LINK_SECRET,
    });
    expect((await allowed.inject({ method: 'GET', url: '/v1/dev/outbox?to=%2B919812345678' })).statusCode).toBe(200);
  });

  it('refuses production without a strong OTP_SECRET', async () => {
    await expect(start({ NODE_ENV: 'production', ...MSG91, ...MAIL })).rejects.toThrow(/OTP_SECRET is required/);
    await expect(start({ NODE_ENV: 'production', ...MSG91, ...MAIL, OTP_SECRET: 'short' })).rejects.toThrow(
      /at least 32 characters/,
    );
  });

  it('refuses MSG91 without its key and template, or over plain http in production', async () => {
    await expect(start({ SMS_PROVIDER: 'msg91' })).rejects.toThrow(/MSG91_AUTH_KEY and MSG91_TEMPLATE_ID/);
    await expect(
      start({
        NODE_ENV: 'production',
        ...MSG91,
        ...MAIL,
        OTP_SECRET: SECRET,
        MSG91_BASE_URL: 'http://control.msg91.com',
      }),
    ).rejects.toThrow(/https/);
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER must be one of dev, msg91/);
  });

  it('runs production with a real provider: no dev outbox, Secure session cookies', async () => {
    const sent: Array<{ to: string; otp: string | undefined }> = [];
    const sms: SmsProvider = {
      send: async (to, _body, variables) => {
        sent.push({ to, otp: variables?.otp });
      },
    };
    const app = await start({ NODE_ENV: 'production', ...MSG91, ...MAIL, OTP_SECRET: SECRET }, sms);
    expect((await app.inject({ method: 'GET', url: '/v1/dev/outbox' })).statusCode).toBe(404);
    const mobileNumber = '+919812345678';
    expect(
      (await app.inject({ method: 'POST', url: '/v1/otp/verification', payload: { mobileNumber } })).statusCode,
    ).toBe(200);
    const verified = await app.inject({
      method: 'PATCH',
      url: '/v1/otp/verify-otp',
      payload: { mobileNumber, otp: sent[0]!.otp },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.cookies.find((c) => c.name === 'session')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
  });

  it('chooses e-mail: SMTP with SMTP_URL, the REST service when asked, and refuses the dev outbox in production', async () => {
    await expect(
      start({ NODE_ENV: 'production', ...MSG91, OTP_SECRET: SECRET, ADMIN_LINK_SECRET: MAIL.ADMIN_LINK_SECRET }),
    ).rejects.toThrow(/dev e-mail outbox is refused in production/);
    await expect(start({ SMTP_URL: 'http://mail.example.test' })).rejects.toThrow(/smtp:\/\/ or smtps:\/\//);
    await expect(start({ EMAIL_PROVIDER: 'emailjs', EMAILJS_SERVICE_ID: 's' })).rejects.toThrow(/EMAILJS_TEMPLATE_ID/);
    expect(() => loadConfig({ EMAIL_PROVIDER: 'fax' })).toThrow(/EMAIL_PROVIDER must be one of dev, smtp, emailjs/);
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.test:465' }).email.provider).toBe('smtp');
    const app = await start({
      EMAIL_PROVIDER: 'emailjs',
      EMAILJS_SERVICE_ID: 's',
      EMAILJS_TEMPLATE_ID: 't',
      EMAILJS_PUBLIC_KEY: 'p',
      EMAILJS_PRIVATE_KEY: 'k',
    });
    expect(app.outbox).toBeDefined();
  });

  it('refuses production without ADMIN_LINK_SECRET', async () => {
    await expect(
      start({ NODE_ENV: 'production', ...MSG91, OTP_SECRET: SECRET, SMTP_URL: MAIL.SMTP_URL }),
    ).rejects.toThrow(/ADMIN_LINK_SECRET is required/);
  });
});
