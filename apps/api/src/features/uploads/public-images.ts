import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Where approved store-front photos are served: a random name per photo, never changed. */
export const PUBLIC_SHOP_FRONTS_PATH = '/media/shop-fronts/';
const FILE_PATTERN = /^[0-9a-f]{32}\.jpg$/;

/**
 * The public copies of store-front photos whose claims were approved (decision 0011). They are
 * the re-encoded JPEGs of the upload, which carry no metadata and so no location. Cheque photos
 * are never published.
 */
export interface PublicImages {
  /** Writes a JPEG under a new random name and answers the path visitors load it from. */
  publish(bytes: Buffer): Promise<string>;
  /** Removes a published copy (an approval that was rolled back); unknown paths are ignored. */
  unpublish(publicPath: string): Promise<void>;
  read(file: string): Promise<Buffer | undefined>;
}

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
      const file = publicPath.startsWith(PUBLIC_SHOP_FRONTS_PATH) ? fileOf(publicPath.slice(PUBLIC_SHOP_FRONTS_PATH.length)) : undefined;
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

/** GET /media/shop-fronts/{name}.jpg: a published photo; its name never changes, so it caches for a year. */
export async function publicImagesRoutes(app: FastifyInstance, { images }: { images: PublicImages }) {
  app.get<{ Params: { file: string } }>(`${PUBLIC_SHOP_FRONTS_PATH}:file`, async (request, reply) => {
    const bytes = await images.read(request.params.file);
    if (!bytes) return reply.callNotFound();
    return reply.header('content-type', 'image/jpeg').header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
  });
}
