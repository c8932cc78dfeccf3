import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { buildTestApp } from '../test/app.ts';
import { createTestDb, DIALECTS } from '../test/databases.ts';
import { parseTrustProxy } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('refuses true, saying what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=1 behind one load balancer.*TRUST_PROXY=10\.0\.0\.0\/8/,
    );
  });

  it('takes a hop count or a list of proxy addresses and ranges', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy(' 10.0.0.0/8, 192.168.1.10 ,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      'fd00::/8',
      'loopback',
    ]);
    const twoHops = parseTrustProxy('2');
    expect(typeof twoHops).toBe('function');
    expect(
      parseTrustProxy(
        '172.16.0.0/12,192.168.0.0/16,127.0.0.1,169.254.0.0/16,100.64.0.0/10,fc00::/7,fe80::/10,::1,::ffff:10.0.0.0/104',
      ),
    ).toHaveLength(9);
  });

  it.each([
    ['0.0.0.0/0'],
    ['::/0'],
    ['0.0.0.0/1'],
    ['128.0.0.0/1'],
    ['0.0.0.0/1,128.0.0.0/1'],
    ['10.0.0.0/7'], // 10/8 and 11/8, which is public
    ['172.16.0.0/11'],
    ['100.64.0.0/9'],
    ['203.0.113.7'],
    ['8.8.8.8/32'],
    ['2001:db8::1'],
    ['fc00::/6'],
    ['::ffff:0.0.0.0/96'], // every IPv4 address, written as IPv6
  ])('refuses %s, which covers public addresses, naming the entry', (value) => {
    const wrong = value.split(',')[0]!;
    expect(() => parseTrustProxy(value)).toThrow(
      `TRUST_PROXY must be a hop count or a comma list of our proxies' private addresses or ranges: "${wrong}" covers public addresses`,
    );
    // What the start prints is that message alone (server.ts), never a TypeError from deep inside Fastify.
    expect(() => loadConfig({ TRUST_PROXY: `10.0.0.0/8, ${value}` })).toThrow(
      expect.objectContaining({
        name: 'ConfigError',
        message: expect.stringContaining(`"${wrong}" covers public addresses`),
      }),
    );
  });

  it.each([
    ['10.0.0.0/33'],
    ['abc'],
    ['my-proxy'],
    ['10.0.0.0/'],
    ['10.0.0.0/8/8'],
    ['10.0.0.0/255.0.0.0'],
    ['fe80::/129'],
    ['10.1'],
  ])('refuses the malformed entry %s with a clear message', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      expect.objectContaining({
        name: 'ConfigError',
        message: `TRUST_PROXY must be a hop count or a comma list of our proxies' private addresses or ranges: "${value}" is not an address or a CIDR range (like 10.0.0.0/8 or fd00::/8).`,
      }),
    );
  });
});

describe.each(DIALECTS)('client address behind one proxy on %s', (dialect) => {
  let db: Db;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    db = await createTestDb(dialect);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db.close();
  });

  // The client 203.0.113.7 writes a made-up leftmost X-Forwarded-For; our proxy (10.0.0.2) appends the real one.
  const sendThroughProxy = (app: FastifyInstance, i: number) =>
    app.inject({
      method: 'POST',
      url: '/v1/otp/verification',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': `198.18.${i}.${i + 1}, 203.0.113.7` },
      payload: { mobileNumber: `+9196${String(10_000_000 + i).slice(-8)}` },
    });

  it.each([
    ['a hop count', '1'],
    ['the proxy address', '10.0.0.0/8'],
  ])('keeps the per-network OTP limit across 24 made-up addresses, with %s', async (_name, trustProxy) => {
    const app = await buildTestApp(db, { TRUST_PROXY: trustProxy });
    apps.push(app);
    // The clock is the real one: each run uses its own numbers and the log of the other run is cleared.
    await db.kysely.deleteFrom('otp_send_log').execute();
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) statuses.push((await sendThroughProxy(app, i)).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
    const refused = await sendThroughProxy(app, 30);
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many OTPs were requested from your network/);
    const rows = await db.kysely.selectFrom('otp_send_log').select('ip').distinct().execute();
    expect(rows).toEqual([{ ip: '203.0.113.7' }]);
  });
});
