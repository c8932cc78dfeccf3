import path from 'node:path';
import type { AppConfig } from '../../config.ts';
import { createDiskImageStore } from './disk-image-store.ts';
import type { ImageStore } from '../../lib/image-store.ts';

/**
 * Chooses the image store once, at start-up (DESIGN.md section 1). Only the private disk folder
 * exists so far; an S3-compatible adapter will be selected here by IMAGE_STORE=s3.
 */
export function selectImageStore(config: AppConfig): ImageStore {
  return createDiskImageStore(path.join(config.dataDir, 'uploads'));
}
