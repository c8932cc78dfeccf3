/** Long side of an uploaded photo after scaling: enough to read a cheque, small enough to send on 2G. */
export const MAX_IMAGE_LONG_SIDE_PX = 1600;
/** Issue 27: about 0.8, so that a 12 MP photo's claim (store front and cheque) is at most 250 KB to send. */
export const JPEG_QUALITY = 0.8;

export interface Size {
  width: number;
  height: number;
}

/**
 * The size an image of `width` x `height` is drawn at so that its long side is at most
 * `maxLongSide`, keeping the aspect ratio. Smaller images keep their size (never scaled up).
 */
export function fitWithin(width: number, height: number, maxLongSide = MAX_IMAGE_LONG_SIDE_PX): Size {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0 };
  const longSide = Math.max(width, height);
  if (longSide <= maxLongSide) return { width: Math.round(width), height: Math.round(height) };
  const scale = maxLongSide / longSide;
  return {
    width: Math.max(1, Math.min(maxLongSide, Math.round(width * scale))),
    height: Math.max(1, Math.min(maxLongSide, Math.round(height * scale))),
  };
}

type Drawable = { source: CanvasImageSource; width: number; height: number; release: () => void };

async function decode(file: Blob): Promise<Drawable> {
  if (typeof createImageBitmap === 'function') {
    try {
      // The default imageOrientation ('from-image') applies the EXIF rotation of phone photos.
      const bitmap = await createImageBitmap(file);
      return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
    } catch {
      // Some browsers decode more types through <img> than through createImageBitmap.
    }
  }
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return {
    source: image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    release: () => URL.revokeObjectURL(url),
  };
}

/**
 * Decodes an image file in the browser and re-encodes it as a JPEG data URL whose long side is at
 * most `maxLongSide` px. Transparent areas become white (JPEG has no alpha). Rejects when the
 * browser cannot decode the file.
 */
export async function scaleImageToDataUrl(
  file: Blob,
  { maxLongSide = MAX_IMAGE_LONG_SIDE_PX, quality = JPEG_QUALITY }: { maxLongSide?: number; quality?: number } = {},
): Promise<string> {
  const image = await decode(file);
  try {
    const { width, height } = fitWithin(image.width, image.height, maxLongSide);
    if (width === 0 || height === 0) throw new Error('The image has no size.');
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas is not available.');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image.source, 0, 0, width, height);
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    // Free the pixels at once: cheap phones have little memory to spare.
    canvas.width = 0;
    canvas.height = 0;
    return dataUrl;
  } finally {
    image.release();
  }
}

export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Could not read the file.'));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file.'));
    reader.readAsDataURL(file);
  });
}

/**
 * An uploaded photo as a data URL: scaled down when the browser can decode it; otherwise (a HEIC
 * photo in a browser without HEIC support, for one) the file as it is, which the server re-encodes.
 */
export async function imageFileToDataUrl(file: Blob): Promise<string> {
  try {
    return await scaleImageToDataUrl(file);
  } catch {
    return readFileAsDataUrl(file);
  }
}
