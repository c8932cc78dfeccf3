import { MESSAGES, SHOP_REVIEW_MESSAGES } from '@local-shops/shared';
import type { Sharp, SharpOptions } from 'sharp';
import { badRequest, HttpError } from './http-errors.ts';

/** DESIGN.md section 4, uploads: size and pixel limits of one photo. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Re-encoded images are JPEGs whose long side is at most this. */
export const MAX_IMAGE_SIDE = 2000;
const JPEG_QUALITY = 85;

/** 'photo': an owner's extra photo of the listing (issue 10); 'review-photo': a shopper's, with a review. */
export type ImageField = 'cheque' | 'store-front' | 'photo' | 'review-photo';
type ImageFormat = 'png' | 'jpeg' | 'webp' | 'heif';

const DATA_URL_PATTERN = /^data:image\/(?:png|jpeg|webp|heic|heif);base64,/i;
const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1', 'heim', 'heis']);

// libvips and libheif are loaded with the first photo, not at start-up: a server that only
// answers the directory keeps their memory (tens of MB) free.
const loadSharp = async () => (await import('sharp')).default;
const loadHeicDecode = async () => (await import('heic-decode')).default;

export const LISTING_PHOTO_INVALID = 'photo must be an image (JPEG, PNG, WEBP or HEIC).';
const INVALID_MESSAGES: Record<ImageField, string> = {
  cheque: MESSAGES.chequeImageNotImage,
  'store-front': MESSAGES.shopImageInvalid,
  photo: LISTING_PHOTO_INVALID,
  'review-photo': SHOP_REVIEW_MESSAGES.photoInvalid,
};
const invalidMessage = (field: ImageField) => INVALID_MESSAGES[field];

/** The format the bytes really are, whatever the data URL declared; undefined for anything else. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  // ISO-BMFF: a box size, 'ftyp', then the major brand.
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(bytes.toString('latin1', 8, 12))) return 'heif';
  return undefined;
}

/** The pipeline every accepted image goes through: upright, at most 2000 px long, JPEG, no metadata. */
function reencode(image: Sharp): Promise<Buffer> {
  return (
    image
      .rotate()
      .resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
      // A transparent PNG or WEBP would otherwise turn black where it was see-through.
      .flatten({ background: '#ffffff' })
      // No withMetadata(): EXIF (with any GPS position), XMP and ICC comments are dropped.
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: false })
      .toBuffer()
  );
}

async function reencodeHeif(bytes: Buffer, field: ImageField): Promise<Buffer> {
  // Prebuilt libvips reads AVIF only, not HEVC-coded HEIC: libheif (WebAssembly) decodes it instead.
  const [heicDecode, sharp] = await Promise.all([loadHeicDecode(), loadSharp()]);
  const images = await heicDecode.all({ buffer: bytes });
  try {
    const [first] = images;
    if (!first) throw badRequest(invalidMessage(field));
    // The sizes come from the container, before a single pixel is decoded.
    if (first.width * first.height > MAX_IMAGE_PIXELS) throw badRequest(MESSAGES.photoTooManyPixels);
    const { width, height, data } = await first.decode();
    const raw = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    return await reencode(sharp(raw, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_IMAGE_PIXELS }));
  } finally {
    images.dispose();
  }
}

async function reencodeRaster(bytes: Buffer, format: Exclude<ImageFormat, 'heif'>, field: ImageField): Promise<Buffer> {
  const sharp = await loadSharp();
  const options: SharpOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' };
  // metadata() reads the header only: an oversized image is refused before its pixels are decoded.
  const meta = await sharp(bytes, options).metadata();
  if (meta.format !== format) throw badRequest(invalidMessage(field));
  if (!meta.width || !meta.height) throw badRequest(invalidMessage(field));
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw badRequest(MESSAGES.photoTooManyPixels);
  return reencode(sharp(bytes, options));
}

/**
 * Turns an uploaded data URL into a clean JPEG: only PNG, JPEG, WEBP and HEIC/HEIF are accepted,
 * judged by their bytes (the declared type is not trusted); at most 8 MB and 40 megapixels;
 * decoded and re-encoded, so that a polyglot or a truncated file fails here with a 400 and
 * nothing of the original (EXIF, GPS, trailing data) survives.
 */
export async function decodeImageDataUrl(dataUrl: string, { field }: { field: ImageField }): Promise<Buffer> {
  const prefix = DATA_URL_PATTERN.exec(dataUrl);
  if (!prefix) throw badRequest(invalidMessage(field));
  const base64 = dataUrl.slice(prefix[0].length);
  // Four base64 characters per three bytes: refuse by length before decoding anything.
  if (Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0) > MAX_IMAGE_BYTES) {
    throw badRequest(MESSAGES.photoTooLarge);
  }
  if (base64.length === 0 || base64.length % 4 !== 0 || !BASE64_PATTERN.test(base64)) throw badRequest(invalidMessage(field));
  const bytes = Buffer.from(base64, 'base64');
  const format = sniffImageFormat(bytes);
  if (!format) throw badRequest(invalidMessage(field));
  try {
    return format === 'heif' ? await reencodeHeif(bytes, field) : await reencodeRaster(bytes, format, field);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw badRequest(MESSAGES.photoTooManyPixels);
    // Corrupt, truncated or not really an image: libvips and libheif say why; the user needs only this.
    throw badRequest(invalidMessage(field));
  }
}
