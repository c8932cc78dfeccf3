import { randomBytes } from 'node:crypto';
import { IMAGE_KEY_PATTERN, type ImageKind, type ImageStore } from '../../lib/image-store.ts';
import type { S3Bucket } from './s3-bucket.ts';

/** Private uploads live under this prefix; published store-front copies under another (public-images.ts). */
export const PRIVATE_PREFIX = 'uploads/';

/**
 * Uploaded images in an S3-compatible bucket. Keys have the disk store's shape (`cheque/<hex>.jpg`),
 * so a claim's key reads the same from either store and moving stores is a plain copy of
 * DATA_DIR/uploads to the bucket's uploads/ prefix.
 */
export function createS3ImageStore(bucket: S3Bucket): ImageStore {
  return {
    async put(bytes: Buffer, kind: ImageKind): Promise<string> {
      const key = `${kind}/${randomBytes(16).toString('hex')}.jpg`;
      await bucket.put(PRIVATE_PREFIX + key, bytes, 'image/jpeg');
      return key;
    },
    async get(key: string): Promise<Buffer | undefined> {
      if (!IMAGE_KEY_PATTERN.test(key)) return undefined;
      return bucket.get(PRIVATE_PREFIX + key);
    },
    async delete(key: string): Promise<void> {
      if (!IMAGE_KEY_PATTERN.test(key)) return;
      await bucket.delete(PRIVATE_PREFIX + key);
    },
  };
}
