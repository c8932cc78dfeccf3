import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskImageStore } from './disk-image-store.ts';

describe('the disk image store', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'images-'));
  const store = createDiskImageStore(path.join(root, 'uploads'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('stores under a random name per kind, readable only by the server, and reads it back', async () => {
    const key = await store.put(Buffer.from('jpeg bytes'), 'cheque');
    expect(key).toMatch(/^cheque\/[0-9a-f]{32}\.jpg$/);
    expect(await store.put(Buffer.from('jpeg bytes'), 'cheque')).not.toBe(key);
    expect((await store.get(key))?.toString()).toBe('jpeg bytes');
    expect(statSync(path.join(root, 'uploads', key)).mode & 0o077).toBe(0);
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
  });

  it('answers nothing for keys it did not make, so a key cannot leave its folder', async () => {
    for (const key of ['../secret.jpg', 'cheque/../../etc/passwd', '/etc/passwd', 'cheque/abc.jpg', 'other/0123456789abcdef0123456789abcdef.jpg']) {
      expect(await store.get(key)).toBeUndefined();
    }
    expect(await store.get(`store-front/${'0'.repeat(32)}.jpg`)).toBeUndefined();
  });
});
