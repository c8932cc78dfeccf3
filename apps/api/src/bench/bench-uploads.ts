import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { insertShops } from '../features/shops/shops.writer.ts';
import { peakRssMb, startServer } from './bench-server.ts';

/**
 * `npm run bench:uploads` (DESIGN.md section 5, uploads): UPLOADS concurrent shoppers (30) each
 * post a review with three of the largest photos allowed (8.2 MB JPEGs of noise, 3000x2700, the
 * costliest to decode) to the built server, started as `npm start` starts it. Prints each status
 * and the server's peak RSS; fails when the process died or any answer is not 201, 413, 429 or 503.
 */
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 30);
const ACCEPTABLE = new Set([201, 413, 429, 503]);
const repoRoot = path.resolve(import.meta.dirname, '../../..');

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-uploads-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const db = openDatabase({ databaseUrl, sqlitePath: path.join(dataDir, 'app.db') });
  await migrate(db);
  const shopIds = Array.from({ length: UPLOADS }, () => randomUUID());
  await insertShops(
    db.kysely,
    shopIds.map((id, i) => ({
      id,
      name: `Upload Bench Kirana Store ${i}`,
      intro: '',
      city: 'Pune',
      state: 'Maharashtra',
      pin: '411001',
      shopType: 'Retailers',
      storeFrontPicture: null,
      lat: 18.52,
      long: 73.85,
      isClaimed: false,
      categoryIds: [],
      subCategoryIds: [],
      source: 'seed',
      sourceRef: null,
      createdAt: new Date().toISOString(),
    })),
  );
  await db.close();

  const photo = await sharp(randomBytes(3000 * 2700 * 3), { raw: { width: 3000, height: 2700, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  const port = 18_700 + Math.floor(Math.random() * 200);
  const base = `http://127.0.0.1:${port}`;
  // TRUST_PROXY=1: each shopper on a network of its own (X-Forwarded-For), as 30 phones would be.
  const server = await startServer(
    repoRoot,
    {
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      WEB_DIST: '/nonexistent',
    },
    port,
  );
  try {
    const idleRss = peakRssMb(server.pid!);
    // One proven number per shopper: each session as the OTP flow gives it (the dev outbox is on).
    const sessions: string[] = [];
    for (let i = 0; i < UPLOADS; i += 1) {
      const mobileNumber = `+9198${String(10_000_000 + i).slice(-8)}`;
      const headers = { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` };
      await fetch(`${base}/v1/otp/verification`, { method: 'POST', headers, body: JSON.stringify({ mobileNumber }) });
      const outbox = (await (await fetch(`${base}/v1/dev/outbox?to=${encodeURIComponent(mobileNumber)}`)).json()) as {
        items: Array<{ body: string }>;
      };
      const otp = /\b(\d{6})\b/.exec(outbox.items[0]?.body ?? '')?.[1];
      const verified = await fetch(`${base}/v1/otp/verify-otp`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ mobileNumber, otp }),
      });
      sessions.push(/session=[^;]+/.exec(verified.headers.get('set-cookie') ?? '')?.[0] ?? '');
    }
    const started = Date.now();
    const answers = await Promise.all(
      sessions.map(async (cookie, i) => {
        const form = new FormData();
        form.append('rating', '4');
        for (let p = 0; p < 3; p += 1)
          form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${p}.jpg`);
        const t = Date.now();
        try {
          const response = await fetch(`${base}/v1/claim-shops/${shopIds[i]}/reviews`, {
            method: 'POST',
            headers: { cookie, 'x-forwarded-for': `203.0.113.${i + 1}` },
            body: form,
          });
          return { status: response.status, ms: Date.now() - t, retryAfter: response.headers.get('retry-after') };
        } catch (error) {
          return {
            status: String((error as { cause?: unknown }).cause ?? error),
            ms: Date.now() - t,
            retryAfter: null,
          };
        }
      }),
    );
    const alive =
      server.exitCode === null &&
      (await fetch(`${base}/v1/health`).then(
        (r) => r.ok,
        () => false,
      ));
    const counts = new Map<string, number>();
    for (const { status } of answers) counts.set(String(status), (counts.get(String(status)) ?? 0) + 1);
    const peak = peakRssMb(server.pid!);
    console.log(
      `uploads: ${UPLOADS} concurrent reviews x 3 photos of ${(photo.length / 1e6).toFixed(1)} MB (${databaseUrl ? 'PostgreSQL' : 'SQLite'})`,
    );
    console.log(
      `answers: ${[...counts].map(([status, n]) => `${status} x${n}`).join(', ')}; all done in ${Date.now() - started} ms`,
    );
    console.log(
      `slowest answer: ${Math.max(...answers.map((a) => a.ms))} ms; retry-after on 503: ${[...new Set(answers.filter((a) => a.status === 503).map((a) => a.retryAfter))].join(', ') || '-'}`,
    );
    console.log(`server: ${alive ? 'up' : 'DOWN'}; peak RSS ${peak} MB (idle ${idleRss} MB; bar 300 MB)`);
    if (!alive || answers.some((a) => typeof a.status !== 'number' || !ACCEPTABLE.has(a.status)) || peak >= 300)
      process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
