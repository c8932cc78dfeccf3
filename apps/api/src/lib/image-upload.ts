import { open, readFile } from 'node:fs/promises';
import type { Sharp, SharpOptions } from 'sharp';
import { MESSAGES, SHOP_REVIEW_MESSAGES } from '@local-shops/shared';
import { REQUEST_MESSAGES } from '@local-shops/shared/locales/en/rules';
import { badRequest, HttpError } from './http-errors.ts';
import { createWorkSlots } from './work-slots.ts';

/** DESIGN.md section 4, uploads: size and pixel limits of one photo. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Re-encoded images are JPEGs whose long side is at most this. */
export const MAX_IMAGE_SIDE = 2000;
const JPEG_QUALITY = 85;
/** Photos decoded at once in this process, and how many more may wait (then 503, decision 0054). */
export const DECODE_CONCURRENCY = 1;
export const DECODE_QUEUE = 6;
/** How long a photo may wait for a slot before it is refused with 503. */
const DECODE_WAIT_MS = 15_000;

const decodeSlots = createWorkSlots({
  concurrency: DECODE_CONCURRENCY,
  queue: DECODE_QUEUE,
  waitMs: DECODE_WAIT_MS,
  busyMessage: REQUEST_MESSAGES.uploadsBusy,
});

/** 'photo': an owner's extra photo of the listing (issue 10); 'review-photo': a shopper's, with a review. */
export type ImageField = 'cheque' | 'store-front' | 'photo' | 'review-photo';
type ImageFormat = 'png' | 'jpeg' | 'webp' | 'heif';

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1', 'heim', 'heis']);

// libvips and libheif are loaded with the first photo, not at start-up: a server that only
// answers the directory keeps their memory (tens of MB) free.
// A server with a 128 MB heap decodes one photo per core at most, each on one libvips thread, with
// libvips' operation cache off (no photo is ever decoded twice): decode memory stays bounded.
const loadSharp = async () => {
  const sharp = (await import('sharp')).default;
  sharp.cache(false);
  sharp.concurrency(1);
  return sharp;
};
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
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  // ISO-BMFF: a box size, 'ftyp', then the major brand.
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 4, 8) === 'ftyp' &&
    HEIF_BRANDS.has(bytes.toString('latin1', 8, 12))
  )
    return 'heif';
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

async function reencodeRaster(
  input: Buffer | string,
  format: Exclude<ImageFormat, 'heif'>,
  field: ImageField,
): Promise<Buffer> {
  const sharp = await loadSharp();
  const options: SharpOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' };
  // metadata() reads the header only: an oversized image is refused before its pixels are decoded.
  const meta = await sharp(input, options).metadata();
  if (meta.format !== format) throw badRequest(invalidMessage(field));
  if (!meta.width || !meta.height) throw badRequest(invalidMessage(field));
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw badRequest(MESSAGES.photoTooManyPixels);
  return reencode(sharp(input, options));
}

/** The bytes of an upload: a file the multipart reader streamed to disk, or bytes in memory (tests, small images). */
export type ImageSource = ({ path: string } | { bytes: Buffer }) & { declaredType?: string };

/** Declared image types we take; a file declared as another image type (GIF, SVG) is refused whatever its bytes. */
const ACCEPTED_DECLARED_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/heic', 'image/heif']);
const declaredOtherImage = (type: string | undefined) =>
  !!type && /^image\//i.test(type) && !ACCEPTED_DECLARED_TYPES.has(type.toLowerCase());

const HEADER_BYTES = 16;

async function headerOf(source: ImageSource): Promise<Buffer> {
  if ('bytes' in source) return source.bytes.subarray(0, HEADER_BYTES);
  const handle = await open(source.path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEADER_BYTES), 0, HEADER_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** One photo of a request and the field it came in (its messages name the field). */
export interface ImageUpload {
  source: ImageSource;
  field: ImageField;
}

/** Checks the declared type and the magic bytes: cheap, before any wait for a decoding slot. */
async function formatOf({ source, field }: ImageUpload): Promise<ImageFormat> {
  if (declaredOtherImage(source.declaredType)) throw badRequest(invalidMessage(field));
  const format = sniffImageFormat(await headerOf(source));
  if (!format) throw badRequest(invalidMessage(field));
  return format;
}

async function reencodeUpload({ source, field }: ImageUpload, format: ImageFormat): Promise<Buffer> {
  try {
    if (format === 'heif')
      return await reencodeHeif('bytes' in source ? source.bytes : await readFile(source.path), field);
    return await reencodeRaster('bytes' in source ? source.bytes : source.path, format, field);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw badRequest(MESSAGES.photoTooManyPixels);
    // Corrupt, truncated or not really an image: libvips and libheif say why; the user needs only this.
    throw badRequest(invalidMessage(field));
  }
}

/**
 * Turns a request's uploaded images into clean JPEGs: only PNG, JPEG, WEBP and HEIC/HEIF are
 * accepted, judged by their bytes (the declared type is not trusted); at most 40 megapixels (the
 * 8 MB limit is the multipart reader's, lib/uploads.ts); decoded and re-encoded, so that a polyglot
 * or a truncated file fails here with a 400 and nothing of the original (EXIF, GPS, trailing data)
 * survives. One request's photos are decoded one after another in one slot of the process-wide
 * limit, so that a request let in is never refused half-way: 503 when too many already wait.
 */
export async function decodeImages(uploads: ImageUpload[]): Promise<Buffer[]> {
  const formats: ImageFormat[] = [];
  for (const upload of uploads) formats.push(await formatOf(upload));
  if (uploads.length === 0) return [];
  return decodeSlots.run(async () => {
    const decoded: Buffer[] = [];
    for (const [index, upload] of uploads.entries()) decoded.push(await reencodeUpload(upload, formats[index]!));
    return decoded;
  });
}

/** One image: decodeImages of a single upload. */
export async function decodeImage(source: ImageSource, { field }: { field: ImageField }): Promise<Buffer> {
  const [decoded] = await decodeImages([{ source, field }]);
  return decoded!;
}
