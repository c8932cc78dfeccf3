import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, REVIEW_MESSAGES } from '@local-shops/shared';
import { buildTestApp, testApp } from '../../test/app.ts';
import { DIALECTS } from '../../test/databases.ts';
import { retryDelayMs, TransportError, type OutboxDelivery, type OutboxTransport } from '../../test/fixtures.ts';
import { devOutbox } from '../../test/sessions.ts';
import { ENQUIRIES_PER_NETWORK_HOUR } from './enquiries.repository.ts';

let seq = 0;
const newNumber = () => `+9188${String(10_000_000 + ++seq).slice(-8)}`;
let ipSeq = 0;
const newIp = () => `203.0.113.${++ipSeq}`;

/** A mail provider the test switches off and on; it records what it delivered. */
function fakeMail() {
  const delivered: OutboxDelivery[] = [];
  let down = false;
  const transport: OutboxTransport = {
    name: 'fake-mail',
    async deliver(message) {
      if (down) throw new TransportError('connection refused');
      delivered.push(message);
    },
  };
  return { transport, delivered, setDown: (value: boolean) => (down = value) };
}

describe.each(DIALECTS)('registration enquiries on %s', (dialect) => {
  let clock = Date.parse('2026-04-01T09:00:00.000Z');
  const mail = fakeMail();
  const now = () => new Date(clock);
  const context = testApp(dialect, {
    env: { TEAM_EMAIL: 'team@shops.test' },
    now,
    outboxTransports: { email: mail.transport },
  });
  beforeEach(() => {
    clock += 24 * 3600_000;
    mail.setDown(false);
    mail.delivered.length = 0;
  });

  const enquire = (body: object, ip = newIp()) =>
    context.app.inject({ method: 'POST', url: '/v1/enquiries', payload: body, remoteAddress: ip });
  const body = (contactNumber: string) => ({ shopName: 'Lakshmi Silks', ownersName: 'Lakshmi Devi', contactNumber });

  it('records an enquiry (201) and tells the team by e-mail through the outbox', async () => {
    const number = newNumber();
    const response = await enquire(body(number));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String), message: MESSAGES.enquirySubmitted });
    expect(await context.app.outbox.drain()).toEqual({ sent: 1, failed: 0 });
    expect(mail.delivered).toHaveLength(1);
    expect(mail.delivered[0]).toMatchObject({
      channel: 'email',
      recipient: 'team@shops.test',
      subject: 'Call-back request: Lakshmi Silks',
      payload: { shopName: 'Lakshmi Silks', ownersName: 'Lakshmi Devi', contactNumber: number },
    });
    expect(mail.delivered[0]!.body).toContain(`Contact Number: ${number}`);
  });

  it('refuses a number with an open enquiry (409), even from a fresh browser on another network', async () => {
    const number = newNumber();
    expect((await enquire(body(number))).statusCode).toBe(201);
    const again = await enquire({ shopName: 'Other Shop', ownersName: 'Someone', contactNumber: number });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ statusCode: 409, error: 'Conflict', message: MESSAGES.enquiryDuplicate });
    const rows = await context.db.kysely
      .selectFrom('enquiries')
      .select('id')
      .where('contact_number', '=', number)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('accepts the number again once its enquiry is closed', async () => {
    const number = newNumber();
    expect((await enquire(body(number))).statusCode).toBe(201);
    await context.db.kysely
      .updateTable('enquiries')
      .set({ status: 'closed' })
      .where('contact_number', '=', number)
      .execute();
    expect((await enquire(body(number))).statusCode).toBe(201);
  });

  it('checks the fields with the form messages', async () => {
    const bad = await enquire({ shopName: 'A shop', ownersName: 'Owner', contactNumber: '98765 43210' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(MESSAGES.enquiryContactInvalid);
    const blank = await enquire({ shopName: '  ', ownersName: 'Owner', contactNumber: newNumber() });
    expect(blank.json<{ message: string }>().message).toBe(MESSAGES.shopNameRequired);
    const long = await enquire({ shopName: 'x'.repeat(101), ownersName: 'Owner', contactNumber: newNumber() });
    expect(long.statusCode).toBe(400);
    expect(
      (
        await context.app.inject({
          method: 'POST',
          url: '/v1/enquiries',
          payload: '{',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('limits enquiries per network (429 with Retry-After)', async () => {
    const ip = newIp();
    for (let i = 0; i < ENQUIRIES_PER_NETWORK_HOUR; i++)
      expect((await enquire(body(newNumber()), ip)).statusCode).toBe(201);
    const limited = await enquire(body(newNumber()), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toBe(REVIEW_MESSAGES.enquiryTooMany);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    clock += 61 * 60_000;
    expect((await enquire(body(newNumber()), ip)).statusCode).toBe(201);
    await context.app.outbox.drain();
  });

  it('keeps the enquiry when the mail provider is down, retries with backoff, and sends when it is back', async () => {
    await context.app.outbox.drain();
    mail.delivered.length = 0;
    mail.setDown(true);
    const number = newNumber();
    expect((await enquire(body(number))).statusCode).toBe(201);

    expect(await context.app.outbox.drain()).toEqual({ sent: 0, failed: 1 });
    const row = () =>
      context.db.kysely
        .selectFrom('outbox_messages')
        .selectAll()
        .where('channel', '=', 'email')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ sent_at: null, attempts: 1, last_error: 'connection refused' });
    expect(
      await context.db.kysely
        .selectFrom('enquiries')
        .select('status')
        .where('contact_number', '=', number)
        .executeTakeFirst(),
    ).toEqual({ status: 'new' });

    // Not due again before the backoff; still failing after it.
    expect(await context.app.outbox.drain()).toEqual({ sent: 0, failed: 0 });
    clock += retryDelayMs(1);
    expect(await context.app.outbox.drain()).toEqual({ sent: 0, failed: 1 });
    expect((await row()).attempts).toBe(2);

    mail.setDown(false);
    clock += retryDelayMs(2);
    expect(await context.app.outbox.drain()).toEqual({ sent: 1, failed: 0 });
    expect(mail.delivered.map((m) => m.payload.contactNumber)).toEqual([number]);
    expect((await row()).sent_at).not.toBeNull();
    expect(await context.app.outbox.drain()).toEqual({ sent: 0, failed: 0 });
  });

  it('lets only one worker take a message (two instances draining at once)', async () => {
    await context.app.outbox.drain();
    mail.delivered.length = 0;
    expect((await enquire(body(newNumber()))).statusCode).toBe(201);
    const other = await buildTestApp(context.db, {}, { now, outboxTransports: { email: mail.transport } });
    const results = await Promise.all([context.app.outbox.drain(), other.outbox.drain()]);
    await other.close();
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(mail.delivered).toHaveLength(1);
  });

  it('shows a delivered dev e-mail in the dev outbox', async () => {
    const dev = await buildTestApp(context.db, { TEAM_EMAIL: 'dev-team@shops.test' }, { now });
    await context.app.outbox.drain();
    const number = newNumber();
    expect(
      (await dev.inject({ method: 'POST', url: '/v1/enquiries', payload: body(number), remoteAddress: newIp() }))
        .statusCode,
    ).toBe(201);
    const outbox = () => devOutbox(dev, 'dev-team@shops.test');
    expect(await outbox()).toEqual([]);
    await dev.outbox.drain();
    const items = await outbox();
    await dev.close();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ channel: 'email', to: 'dev-team@shops.test' });
    expect(items[0]!.body).toContain(number);
  });
});
