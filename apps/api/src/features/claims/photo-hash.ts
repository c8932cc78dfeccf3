import sharp from 'sharp';
import { PHOTO_HASH_MAX_BITS } from '@local-shops/shared';

/**
 * A perceptual hash of a claim's photo (decision 0077): the difference hash. The photo is made
 * grey and 9 × 8 pixels; each of the 64 bits says whether a pixel is brighter than its right-hand
 * neighbour. A photo sent again, re-compressed, resized or slightly brightened keeps nearly the
 * same bits; another photo does not. 16 hex digits.
 */
export async function differenceHash(image: Buffer): Promise<string> {
  const pixels = await sharp(image, { failOn: 'none' })
    .greyscale()
    .resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  let hex = '';
  for (let row = 0; row < 8; row++) {
    let byte = 0;
    for (let col = 0; col < 8; col++) {
      const left = pixels[row * 9 + col]!;
      const right = pixels[row * 9 + col + 1]!;
      byte = (byte << 1) | (left > right ? 1 : 0);
    }
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}

/** How many of the 64 bits differ between two hashes. */
export function hammingDistance(a: string, b: string): number {
  let bits = 0;
  for (let i = 0; i < 16; i += 2) {
    let x = Number.parseInt(a.slice(i, i + 2), 16) ^ Number.parseInt(b.slice(i, i + 2), 16);
    while (x) {
      bits += x & 1;
      x >>= 1;
    }
  }
  return bits;
}

/** The hash's eight bytes, the bands the look-up index holds. */
export const bandsOf = (hash: string): number[] =>
  Array.from({ length: 8 }, (_, band) => Number.parseInt(hash.slice(band * 2, band * 2 + 2), 16));

/**
 * A hash with almost no edges (a blank, black or one-colour picture) says nothing about which
 * photo it is: such photos are not compared.
 */
export function telling(hash: string): boolean {
  const ones = hammingDistance(hash, '0000000000000000');
  return ones >= 4 && ones <= 60;
}

export const samePhoto = (a: string, b: string) => hammingDistance(a, b) <= PHOTO_HASH_MAX_BITS;
