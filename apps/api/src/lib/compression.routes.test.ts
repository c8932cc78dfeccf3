import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test/app.ts';
import { DIALECTS } from '../test/databases.ts';
import { addShops, testShop } from '../test/fixtures.ts';
import { addClaim } from '../test/owners.ts';
import { signIn } from '../test/sessions.ts';
import { negotiateEncoding } from './compression.ts';

/** Issue 27, decision 0080: answers above 1 KB go as brotli or gzip; the ETags stay strong, one per coding. */

const NOW = new Date('2026-05-01T10:00:00.000Z');
const OWNER = '+919812300021';

describe('Accept-Encoding', () => {
  it('prefers brotli, follows the weights and refuses what q=0 refuses', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});

describe.each(DIALECTS)('compressed answers on %s', (dialect) => {
  const shops = Array.from({ length: 20 }, (_, i) =>
    testShop({
      id: `shop${String(i).padStart(2, '0')}`,
      name: `Varanasi Sweets and Namkeen ${i}`,
      intro: 'Fresh peda, rabri and kachori every morning since 1952.',
      createdAt: NOW.toISOString(),
    }),
  );
  const context = testApp(dialect, {
    now: () => NOW,
    setUp: async (db) => {
      await addShops(db, shops);
      await addClaim(db, { shopId: 'shop00', number: OWNER, at: NOW });
    },
  });
  const get = (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url, headers, cookies });

  it('sends a list page as brotli, smaller, decoding to the same JSON, with its own strong tag and a 304', async () => {
    const url = '/v1/claim-shops/filter?page=1';
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);

    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const etag = String(br.headers.etag);
    expect(etag).toBe(String(plain.headers.etag).replace(/"$/, '.br"'));

    const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-encoding']).toBeUndefined();
    // The same bytes each time: the tag is a strong one.
    expect((await get(url, { 'accept-encoding': 'br' })).rawPayload.equals(br.rawPayload)).toBe(true);
    // A plain copy's tag is not the brotli copy's, nor the other way round.
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(200);
    expect((await get(url, { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) })).statusCode).toBe(
      200,
    );

    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    expect(gz.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '.gzip"'));
  });

  it('codes the server-filled shop page, and a personal answer, and leaves a small answer as it is', async () => {
    const page = await get('/shop00/shop', { 'accept-encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('Varanasi Sweets and Namkeen 0');

    const session = await signIn(context.db, OWNER, NOW);
    const owner = await get('/v1/owner/shops', { 'accept-encoding': 'br' }, { session });
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['cache-control']).toBe('private, no-store');
    if (owner.rawPayload.length >= 1024) expect(owner.headers['content-encoding']).toBe('br');

    const small = await get('/v1/claim-shops/nothing-here', { 'accept-encoding': 'br' });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('message');
  });

  it('codes a page asked again once, and a changed page anew: its bytes always decode to what is there now', async () => {
    const url = '/shop01/shop';
    const first = await get(url, { 'accept-encoding': 'br' });
    const again = await get(url, { 'accept-encoding': 'br' });
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const gzipped = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers.etag).not.toBe(first.headers.etag);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(brotliDecompressSync(first.rawPayload).toString());

    await context.db.kysely
      .updateTable('shops')
      .set({ name: 'Kashi Mithai Bhandar' })
      .where('id', '=', 'shop01')
      .execute();
    const changed = await get(url, { 'accept-encoding': 'br' });
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    const html = brotliDecompressSync(changed.rawPayload).toString();
    expect(html).toContain('Kashi Mithai Bhandar');
    expect(html).not.toContain('Varanasi Sweets and Namkeen 1<');
  });
});
