import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { OutboxDelivery, OutboxTransport } from './features/notifications/outbox-transport.ts';
import { createSharedPostgresDbs, DIALECTS } from './test/databases.ts';
import { latestCode } from './test/sessions.ts';

/**
 * Two API instances on one PostgreSQL database, as behind a load balancer: everything they must
 * agree on (rate limits, codes, sessions, duplicates, the outbox) lives in the database.
 */
const START = Date.parse('2026-05-01T09:00:00.000Z');

/** A transport shared by both instances that records every delivery, as the provider would see them. */
function recordingTransport(name: string) {
  const delivered: OutboxDelivery[] = [];
  const transport: OutboxTransport = {
    name,
    async deliver(message) {
      // A provider call takes a moment: both instances' passes overlap for real.
      await new Promise((resolve) => setTimeout(resolve, 5));
      delivered.push(message);
    },
  };
  return { transport, delivered };
}

describe.skipIf(!DIALECTS.includes('postgres' as never))('two API instances on one PostgreSQL database', () => {
  let dbs: Db[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let clock = START;
  const sms = recordingTransport('sms');
  const email = recordingTransport('email');

  beforeAll(async () => {
    dbs = await createSharedPostgresDbs(2);
    // The same secrets on every instance, as README's several-instances set-up says.
    const env = {
      NODE_ENV: 'test',
      OTP_SECRET: 'x'.repeat(40),
      SANDBOX_PAYMENTS_SECRET: 'y'.repeat(40),
      ADMIN_LINK_SECRET: 'z'.repeat(40),
    };
    const config = { ...loadConfig(env), webDist: '/nonexistent' };
    const deps = {
      config,
      logger: false as const,
      now: () => new Date(clock),
      outboxTransports: { sms: sms.transport, email: email.transport },
    };
    a = await buildApp({ ...deps, db: dbs[0]! });
    b = await buildApp({ ...deps, db: dbs[1]! });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const db of dbs) await db.close();
  });

  it('limits an OTP sent through one instance on the other, verifies it there, and shares the session', async () => {
    const number = '+919812300001';
    const sent = await a.inject({
      method: 'POST',
      url: '/v1/otp/verification',
      payload: { mobileNumber: number },
      remoteAddress: '203.0.113.10',
    });
    expect(sent.statusCode).toBe(200);

    // A resend through the other instance within the minute is refused: the limit is shared.
    const again = await b.inject({
      method: 'POST',
      url: '/v1/otp/verification',
      payload: { mobileNumber: number },
      remoteAddress: '203.0.113.10',
    });
    expect(again.statusCode).toBe(429);

    const verified = await b.inject({
      method: 'PATCH',
      url: '/v1/otp/verify-otp',
      payload: { mobileNumber: number, otp: await latestCode(b, number) },
    });
    expect(verified.statusCode).toBe(200);
    const session = verified.cookies.find((c) => c.name === 'session')!.value;

    const onA = await a.inject({ method: 'GET', url: '/v1/otp/session', cookies: { session } });
    expect(onA.json()).toEqual({ mobileNumber: number });
  });

  it('refuses an enquiry as a duplicate across instances, and each outbox message goes out once', async () => {
    clock += 3600_000;
    const body = { shopName: 'Lakshmi Silks', ownersName: 'Lakshmi Devi', contactNumber: '+919812300002' };
    const first = await a.inject({
      method: 'POST',
      url: '/v1/enquiries',
      payload: body,
      remoteAddress: '203.0.113.20',
    });
    expect(first.statusCode).toBe(201);
    const second = await b.inject({
      method: 'POST',
      url: '/v1/enquiries',
      payload: body,
      remoteAddress: '203.0.113.21',
    });
    expect(second.statusCode).toBe(409);

    // More messages than one pass takes, drained by both instances at once, twice over.
    for (let i = 0; i < 24; i++) {
      const enquiry = { ...body, contactNumber: `+9198124${String(10_000 + i).slice(-5)}` };
      const response = await (i % 2 ? a : b).inject({
        method: 'POST',
        url: '/v1/enquiries',
        payload: enquiry,
        remoteAddress: `198.51.100.${i + 1}`,
      });
      expect(response.statusCode).toBe(201);
    }
    await Promise.all([a.outbox.drain(), b.outbox.drain(), a.outbox.drain(), b.outbox.drain()]);
    await Promise.all([a.outbox.drain(), b.outbox.drain()]);

    const bodies = email.delivered.map((message) => JSON.stringify(message));
    expect(email.delivered).toHaveLength(25);
    expect(new Set(bodies).size).toBe(25);
  });
});
