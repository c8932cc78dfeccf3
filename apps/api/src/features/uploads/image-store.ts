/** What an image is for; the disk store keeps each kind in its own folder. */
export type ImageKind = 'cheque' | 'store-front';

/**
 * Private storage of uploaded images (already re-encoded). Keys are opaque; nothing here is
 * ever served publicly: reviewers reach images through the API only.
 */
export interface ImageStore {
  /** Stores a JPEG and answers its new, random key. */
  put(bytes: Buffer, kind: ImageKind): Promise<string>;
  /** The bytes of a key, or undefined when there is no such image. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes an image (a claim that was not saved after all); a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** The only keys a store makes and accepts, so that a key can never name anything else. */
export const IMAGE_KEY_PATTERN = /^(cheque|store-front)\/[0-9a-f]{32}\.jpg$/;
