import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_KEY_PATTERN as KEY_PATTERN, type ImageKind, type ImageStore } from '../../lib/image-store.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

/**
 * Images on the local disk under `root` (DATA_DIR/uploads by default), outside the web root.
 * Folders are made on the first write, so an app that never stores an image leaves no trace.
 */
export function createDiskImageStore(root: string): ImageStore {
  const fileOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`not an image key: ${JSON.stringify(key)}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(bytes: Buffer, kind: ImageKind): Promise<string> {
      const key = `${kind}/${randomBytes(16).toString('hex')}.jpg`;
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // 'wx': a name collision fails instead of replacing someone's image.
      await fs.writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
      return key;
    },
    async get(key: string): Promise<Buffer | undefined> {
      if (!KEY_PATTERN.test(key)) return undefined;
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key: string): Promise<void> {
      if (!KEY_PATTERN.test(key)) return;
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
