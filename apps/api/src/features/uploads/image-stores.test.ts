import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { ImageStore, PublicImages } from '../../lib/image-store.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { publicImagesRoutes } from './public-images.ts';
import { createS3Bucket, type S3Bucket } from './s3-bucket.ts';
import { selectImageStores } from './select-image-store.ts';

const root = mkdtempSync(path.join(tmpdir(), 'images-'));
const s3 = await startS3Server('shop-images');
afterAll(async () => {
  await s3.stop();
  rmSync(root, { recursive: true, force: true });
});

const STORES = {
  disk: () => selectImageStores(loadConfig({ NODE_ENV: 'test', DATA_DIR: root })),
  s3: () => selectImageStores(loadConfig({ NODE_ENV: 'test', ...s3.env })),
};

describe.each(Object.keys(STORES) as (keyof typeof STORES)[])('the %s image store', (kind) => {
  let images: ImageStore;
  let publicImages: PublicImages;
  beforeAll(() => ({ images, publicImages } = STORES[kind]()));

  it('stores under a random name per kind and reads it back', async () => {
    const key = await images.put(Buffer.from('jpeg bytes'), 'cheque');
    expect(key).toMatch(/^cheque\/[0-9a-f]{32}\.jpg$/);
    expect(await images.put(Buffer.from('jpeg bytes'), 'cheque')).not.toBe(key);
    expect((await images.get(key))?.toString()).toBe('jpeg bytes');
    await images.delete(key);
    expect(await images.get(key)).toBeUndefined();
    await images.delete(key);
  });

  it('answers nothing for keys it did not make, so a key cannot leave its place', async () => {
    for (const key of [
      '../secret.jpg',
      'cheque/../../etc/passwd',
      '/etc/passwd',
      'cheque/abc.jpg',
      'other/0123456789abcdef0123456789abcdef.jpg',
    ]) {
      expect(await images.get(key)).toBeUndefined();
    }
    expect(await images.get(`store-front/${'0'.repeat(32)}.jpg`)).toBeUndefined();
  });

  it('publishes store-front copies apart from the private uploads, served at /media/shop-fronts/', async () => {
    const key = await images.put(Buffer.from('private cheque'), 'cheque');
    const publicPath = await publicImages.publish(Buffer.from('shop front'));
    expect(publicPath).toMatch(/^\/media\/shop-fronts\/[0-9a-f]{32}\.jpg$/);
    // A private key is not reachable by its name among the public ones.
    expect(await publicImages.read(key.split('/')[1] ?? '')).toBeUndefined();

    const app = Fastify();
    await app.register(publicImagesRoutes, { images: publicImages });
    const served = await app.inject({ method: 'GET', url: publicPath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.body).toBe('shop front');

    await publicImages.unpublish(publicPath);
    expect((await app.inject({ method: 'GET', url: publicPath })).statusCode).toBe(404);
    await app.close();
  });
});

describe('the disk image store on disk', () => {
  it('keeps files readable by the server only', async () => {
    const { images } = STORES.disk();
    const key = await images.put(Buffer.from('jpeg bytes'), 'store-front');
    expect(statSync(path.join(root, 'uploads', key)).mode & 0o077).toBe(0);
  });
});

describe('the S3 image store in its bucket', () => {
  const config = loadConfig({ NODE_ENV: 'test', ...s3.env }).imageStore;
  if (config.kind !== 's3') throw new Error('IMAGE_STORE=s3 expected');
  const bucket: S3Bucket = createS3Bucket(config);

  it('keeps uploads under uploads/ and published photos under shop-fronts/', async () => {
    const { images, publicImages } = STORES.s3();
    const key = await images.put(Buffer.from('cheque'), 'cheque');
    const publicPath = await publicImages.publish(Buffer.from('front'));
    expect((await bucket.get(`uploads/${key}`))?.toString()).toBe('cheque');
    expect((await bucket.get(`shop-fronts/${publicPath.split('/').pop() ?? ''}`))?.toString()).toBe('front');
  });

  // s3rver models neither ACLs nor SigV4 signatures (it checks the key id only), so the bucket's
  // privacy is the provider's part; here: a refusal of the store is an error, never an empty image.
  it('fails loudly when the store refuses the credentials', async () => {
    const { images } = STORES.s3();
    const key = await images.put(Buffer.from('cheque'), 'cheque');
    const wrong = createS3Bucket({ ...config, accessKeyId: 'UNKNOWN' });
    await expect(wrong.get(`uploads/${key}`)).rejects.toThrow(/403/);
  });

  it('refuses to start with IMAGE_STORE=s3 but no bucket or credentials', () => {
    expect(() => loadConfig({ IMAGE_STORE: 's3' })).toThrow(
      'IMAGE_STORE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
    expect(() => loadConfig({ IMAGE_STORE: 'ftp' })).toThrow('IMAGE_STORE must be one of disk, s3, got "ftp"');
  });
});
