import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, SMS_TEXTS } from '@local-shops/shared';
import { MESSAGES as HI_MESSAGES } from '@local-shops/shared/locales/hi/messages';
import { REQUEST_MESSAGES as HI_REQUEST_MESSAGES } from '@local-shops/shared/locales/hi/rules';
import { SMS_TEXTS as HI_SMS_TEXTS } from '@local-shops/shared/locales/hi/sms';
import { testApp } from '../test/app.ts';
import { DIALECTS } from '../test/databases.ts';
import { devOutbox } from '../test/sessions.ts';
import { enqueueSms, languageOf, rememberLanguage } from './number-language.ts';

let numberSeq = 0;
const newNumber = () => `+9197${String(10_000_000 + ++numberSeq).slice(-8)}`;
let ipSeq = 0;
const newIp = () => `192.0.2.${++ipSeq}`;

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };

describe.each(DIALECTS)('languages of answers and SMS on %s', (dialect) => {
  let clock = Date.parse('2026-05-01T09:00:00.000Z');
  const context = testApp(dialect, { now: () => new Date(clock) });

  beforeEach(() => {
    clock += 24 * 60 * 60 * 1000;
  });

  const enquiry = (headers: Record<string, string>) =>
    context.app.inject({
      method: 'POST',
      url: '/v1/enquiries',
      headers,
      remoteAddress: newIp(),
      payload: { shopName: 'Test', ownersName: 'Test', contactNumber: '123' },
    });
  const sendOtp = (mobileNumber: string, headers: Record<string, string> = {}) =>
    context.app.inject({
      method: 'POST',
      url: '/v1/otp/verification',
      headers,
      remoteAddress: newIp(),
      payload: { mobileNumber },
    });
  /** Every SMS queued for the number, sent or not yet. */
  const queued = async (to: string) =>
    (await context.db.kysely.selectFrom('outbox_messages').select('body').where('recipient', '=', to).execute()).map(
      (row) => row.body,
    );

  it('answers a bad enquiry in Hindi when the request asks for Hindi, and says the answer varies by language', async () => {
    const hindi = await enquiry(HINDI);
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: HI_MESSAGES.enquiryContactInvalid });
    expect(String(hindi.headers.vary)).toMatch(/accept-language/i);

    const english = await enquiry({});
    expect(english.json<{ message: string }>().message).toBe(MESSAGES.enquiryContactInvalid);
    // A language we do not speak gets English.
    expect((await enquiry({ 'accept-language': 'ta-IN' })).json<{ message: string }>().message).toBe(
      MESSAGES.enquiryContactInvalid,
    );
  });

  it('translates messages that carry values, and the server’s own request errors', async () => {
    const number = newNumber();
    expect((await sendOtp(number, HINDI)).json<{ message: string }>().message).toBe(HI_MESSAGES.otpSent);
    const again = await sendOtp(number, HINDI);
    expect(again.statusCode).toBe(429);
    const seconds = Number(again.headers['retry-after']);
    expect(again.json<{ message: string }>().message).toBe(HI_MESSAGES.otpResendTooSoon(seconds));

    const notJson = await context.app.inject({
      method: 'POST',
      url: '/v1/enquiries',
      headers: { ...HINDI, 'content-type': 'application/json' },
      payload: '{"shopName":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json<{ message: string }>().message).toBe(HI_REQUEST_MESSAGES.notJson);

    const unknownRoute = await context.app.inject({ method: 'GET', url: '/v1/no-such-thing', headers: HINDI });
    expect(unknownRoute.json<{ message: string }>().message).toBe(HI_MESSAGES.notFound);
  });

  it('sends the OTP in the language of the request and later SMS in the language the number last used', async () => {
    const number = newNumber();
    await sendOtp(number, HINDI);
    const [otpSms] = await devOutbox(context.app, number);
    const code = /\b(\d{6})\b/.exec(otpSms!.body)![1]!;
    expect(otpSms!.body).toBe(HI_SMS_TEXTS.otp(code, 10));
    expect(await languageOf(context.db.kysely, number)).toBe('hi');

    await enqueueSms(context.db.kysely, number, 'claimApproved', ['Gupta Sweets'], new Date(clock));
    expect(await queued(number)).toContain(HI_SMS_TEXTS.claimApproved('Gupta Sweets'));
    // The template it was written from goes with it, for a provider that sends DLT templates.
    const row = await context.db.kysely
      .selectFrom('outbox_messages')
      .select('payload')
      .where('recipient', '=', number)
      .where('body', '=', HI_SMS_TEXTS.claimApproved('Gupta Sweets'))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.payload!)).toEqual({ template: 'claimApproved/hi', var1: 'Gupta Sweets' });

    // The number comes back in English: from then on its SMS are English.
    await rememberLanguage(context.db.kysely, number, 'en', new Date(clock));
    await enqueueSms(context.db.kysely, number, 'claimApproved', ['Gupta Sweets'], new Date(clock));
    expect(await queued(number)).toContain(SMS_TEXTS.claimApproved('Gupta Sweets'));

    // A number never seen gets English.
    const stranger = newNumber();
    await enqueueSms(context.db.kysely, stranger, 'supportReply', ['Done'], new Date(clock));
    expect(await queued(stranger)).toEqual([SMS_TEXTS.supportReply('Done')]);
  });
});
