import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DECODE_CONCURRENCY, DECODE_QUEUE, decodeImage, sniffImageFormat } from './image-upload.ts';

// A real HEVC-coded HEIC, as an iPhone saves photos: a 64x48 red frame encoded by libheif's
// heif-enc (Debian's libheif-examples) from a PNG made with sharp.
const heic = readFileSync(new URL('./fixtures/red-64x48.heic', import.meta.url));

describe('decodeImage', () => {
  it('decodes a real HEIC photo and re-encodes it as a JPEG', async () => {
    expect(sniffImageFormat(heic)).toBe('heif');
    const jpeg = await decodeImage({ bytes: heic }, { field: 'store-front' });
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    const { data } = await sharp(jpeg).resize(1, 1).raw().toBuffer({ resolveWithObject: true });
    const [r, g, b] = data;
    // The frame was #c0392b; lossy coding keeps it clearly red.
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(100);
    expect(b).toBeLessThan(100);
  });

  it('refuses the same HEIC cut in half with the field message', async () => {
    const cut = heic.subarray(0, Math.floor(heic.length / 2));
    await expect(decodeImage({ bytes: cut }, { field: 'cheque' })).rejects.toMatchObject({
      statusCode: 400,
      message: 'Please provide cancelled cheque image.',
    });
  });

  it('decodes a few photos at once, queues a few more and refuses the rest with 503 and a wait', async () => {
    // Large enough that none finishes before the last has asked for its slot.
    const png = await sharp({ create: { width: 1800, height: 1800, channels: 3, background: '#336699' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const count = DECODE_CONCURRENCY + DECODE_QUEUE + 4;
    const results = await Promise.allSettled(
      Array.from({ length: count }, () => decodeImage({ bytes: png }, { field: 'photo' })),
    );
    const done = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) =>
      r.status === 'rejected' ? [r.reason as { statusCode: number; retryAfterSeconds: number; message: string }] : [],
    );
    expect(done).toHaveLength(DECODE_CONCURRENCY + DECODE_QUEUE);
    expect(refused).toHaveLength(4);
    for (const error of refused) {
      expect(error).toMatchObject({
        statusCode: 503,
        message: 'Many photos are being processed right now. Please try again in a few seconds.',
      });
      expect(error.retryAfterSeconds).toBeGreaterThan(0);
    }
    // Every slot is free again: the next photo is decoded.
    await expect(decodeImage({ bytes: png }, { field: 'photo' })).resolves.toBeInstanceOf(Buffer);
  });
});
