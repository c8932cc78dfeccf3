import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PublicImages } from '../../lib/image-store.ts';
import type { S3Bucket } from './s3-bucket.ts';

/** Where approved store-front photos are served: a random name per photo, never changed. */
export const PUBLIC_SHOP_FRONTS_PATH = '/media/shop-fronts/';
const FILE_PATTERN = /^[0-9a-f]{32}\.jpg$/;

export function createPublicImageFolder(root: string): PublicImages {
  const fileOf = (name: string) => (FILE_PATTERN.test(name) ? path.join(root, name) : undefined);
  return {
    async publish(bytes) {
      const name = `${randomBytes(16).toString('hex')}.jpg`;
      await fs.mkdir(root, { recursive: true, mode: 0o700 });
      await fs.writeFile(path.join(root, name), bytes, { flag: 'wx' });
      return `${PUBLIC_SHOP_FRONTS_PATH}${name}`;
    },
    async unpublish(publicPath) {
      const file = publicPath.startsWith(PUBLIC_SHOP_FRONTS_PATH)
        ? fileOf(publicPath.slice(PUBLIC_SHOP_FRONTS_PATH.length))
        : undefined;
      if (file) await fs.rm(file, { force: true });
    },
    async read(name) {
      const file = fileOf(name);
      if (!file) return undefined;
      try {
        return await fs.readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}

/** Published photos under the bucket's shop-fronts/ prefix; the bucket stays private, the app serves them. */
export const PUBLIC_PREFIX = 'shop-fronts/';

/**
 * The public copies in an S3-compatible bucket (IMAGE_STORE=s3), served through the app at the same
 * paths as from the disk, so that a shop's stored path does not depend on the store (decision 0024).
 */
export function createS3PublicImages(bucket: S3Bucket): PublicImages {
  const nameOf = (publicPath: string) => {
    const name = publicPath.startsWith(PUBLIC_SHOP_FRONTS_PATH) ? publicPath.slice(PUBLIC_SHOP_FRONTS_PATH.length) : '';
    return FILE_PATTERN.test(name) ? name : undefined;
  };
  return {
    async publish(bytes) {
      const name = `${randomBytes(16).toString('hex')}.jpg`;
      await bucket.put(PUBLIC_PREFIX + name, bytes, 'image/jpeg');
      return `${PUBLIC_SHOP_FRONTS_PATH}${name}`;
    },
    async unpublish(publicPath) {
      const name = nameOf(publicPath);
      if (name) await bucket.delete(PUBLIC_PREFIX + name);
    },
    async read(name) {
      return FILE_PATTERN.test(name) ? bucket.get(PUBLIC_PREFIX + name) : undefined;
    },
  };
}

/** GET /media/shop-fronts/{name}.jpg: a published photo; its name never changes, so it caches for a year. */
export async function publicImagesRoutes(app: FastifyInstance, { images }: { images: PublicImages }) {
  app.get<{ Params: { file: string } }>(`${PUBLIC_SHOP_FRONTS_PATH}:file`, async (request, reply) => {
    const bytes = await images.read(request.params.file);
    if (!bytes) return reply.callNotFound();
    return reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bytes);
  });
}
