import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@local-shops/shared';
import { REQUEST_MESSAGES } from '@local-shops/shared/locales/en/rules';
import { testApp } from '../../test/app.ts';
import { DIALECTS } from '../../test/databases.ts';
import { OTP_NUMBER_WINDOW_MINUTES } from '../../test/fixtures.ts';
import { devOutbox, signIn } from '../../test/sessions.ts';
import { MAX_PENDING_CLAIMS } from './claims.repository.ts';
import { draft as claimDraft, submit } from './claims.test-support.ts';

let seq = 0;
const newNumber = () => `+9193${String(10_000_000 + ++seq).slice(-8)}`;
const newIp = () => `192.0.2.${(++seq % 250) + 1}`;

describe.each(DIALECTS)('owner-side abuse on %s', (dialect) => {
  let photo: string;
  let clock = Date.parse('2026-07-01T08:00:00.000Z');
  const advance = (seconds: number) => {
    clock += seconds * 1000;
  };
  const context = testApp(dialect, { dataDir: 'owner-abuse', now: () => new Date(clock) });

  beforeAll(async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#aa3322' } })
      .png()
      .toBuffer();
    photo = `data:image/png;base64,${png.toString('base64')}`;
  });
  beforeEach(() => advance(24 * 3600));

  const draft = (mobileNumber: string, name: string) =>
    claimDraft(mobileNumber, { name, shopOwnerCancelledChequeImage: photo, storeFrontPicture: photo });

  it(`keeps at most ${MAX_PENDING_CLAIMS} claims of one number pending, even sent in parallel`, async () => {
    const number = newNumber();
    const session = await signIn(context.db, number, clock);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => submit(context.app, draft(number, `Parallel Store ${seq}-${i}`), session)),
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
    const pending = await context.db.kysely
      .selectFrom('claims')
      .select('id')
      .where('mobile_number', '=', number)
      .where('status', '=', 'pending_review')
      .execute();
    expect(pending).toHaveLength(MAX_PENDING_CLAIMS);
  });

  it('reads no body without a session: an oversized claim without one is 401, not 413', async () => {
    const big = 'x'.repeat(25 * 1024 * 1024);
    const response = await context.app.inject({
      method: 'POST',
      url: '/v1/claim-shops',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":"${big}"}`,
    });
    expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: MESSAGES.verifyNumberAgain });
    const payment = await context.app.inject({
      method: 'POST',
      url: '/v1/claim-shops/payment/some-shop',
      headers: { 'content-type': 'application/json' },
      payload: `{"x":"${'y'.repeat(2 * 1024 * 1024)}"}`,
    });
    expect(payment.statusCode).toBe(401);
  });

  it('answers verify-otp the same for a number never sent a code and a wrong code', async () => {
    const neverSent = await context.app.inject({
      method: 'PATCH',
      url: '/v1/otp/verify-otp',
      payload: { mobileNumber: newNumber(), otp: '123456' },
    });
    const number = newNumber();
    expect(
      (
        await context.app.inject({
          method: 'POST',
          url: '/v1/otp/verification',
          payload: { mobileNumber: number },
          remoteAddress: newIp(),
        })
      ).statusCode,
    ).toBe(200);
    const [sent] = await devOutbox(context.app, number);
    const wrongCode = /\b(\d{6})\b/.exec(sent!.body)![1] === '123456' ? '654321' : '123456';
    const wrong = await context.app.inject({
      method: 'PATCH',
      url: '/v1/otp/verify-otp',
      payload: { mobileNumber: number, otp: wrongCode },
    });
    expect([neverSent.statusCode, neverSent.body]).toEqual([wrong.statusCode, wrong.body]);
    expect(wrong.json<{ message: string }>().message).toBe(MESSAGES.otpIncorrect);
  });

  it(`lets a stranger on other networks hold a number off its codes for ${OTP_NUMBER_WINDOW_MINUTES} minutes at most`, async () => {
    const victim = newNumber();
    const send = (ip: string) =>
      context.app.inject({
        method: 'POST',
        url: '/v1/otp/verification',
        payload: { mobileNumber: victim },
        remoteAddress: ip,
      });
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
