import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImageDataUrl, sniffImageFormat } from './image-upload.ts';

// A real HEVC-coded HEIC, as an iPhone saves photos: a 64x48 red frame encoded by libheif's
// heif-enc (Debian's libheif-examples) from a PNG made with sharp.
const heic = readFileSync(new URL('./fixtures/red-64x48.heic', import.meta.url));

describe('decodeImageDataUrl', () => {
  it('decodes a real HEIC photo and re-encodes it as a JPEG', async () => {
    expect(sniffImageFormat(heic)).toBe('heif');
    const jpeg = await decodeImageDataUrl(`data:image/heic;base64,${heic.toString('base64')}`, { field: 'store-front' });
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
    await expect(decodeImageDataUrl(`data:image/heic;base64,${cut.toString('base64')}`, { field: 'cheque' })).rejects.toMatchObject({
      statusCode: 400,
      message: 'Please provide cancelled cheque image.',
    });
  });
});
