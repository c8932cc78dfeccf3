import path from 'node:path';
import type { AppConfig } from '../../config.ts';
import type { ImageStore, PublicImages } from '../../lib/image-store.ts';
import { createDiskImageStore } from './disk-image-store.ts';
import { createPublicImageFolder, createS3PublicImages } from './public-images.ts';
import { createS3Bucket } from './s3-bucket.ts';
import { createS3ImageStore } from './s3-image-store.ts';

/**
 * Chooses where images live, once, at start-up (DESIGN.md section 1): folders under DATA_DIR, or
 * with IMAGE_STORE=s3 one private bucket that every instance shares (uploads/ and shop-fronts/).
 */
export function selectImageStores(config: AppConfig): { images: ImageStore; publicImages: PublicImages } {
  if (config.imageStore.kind === 's3') {
    const bucket = createS3Bucket(config.imageStore);
    return { images: createS3ImageStore(bucket), publicImages: createS3PublicImages(bucket) };
  }
  return {
    images: createDiskImageStore(path.join(config.dataDir, 'uploads')),
    publicImages: createPublicImageFolder(path.join(config.dataDir, 'public-images')),
  };
}
