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

/**
 * The public copies of store-front photos whose claims were approved (decision 0011). They are
 * the re-encoded JPEGs of the upload, which carry no metadata and so no location. Cheque photos
 * are never published.
 */
export interface PublicImages {
  /** Writes a JPEG under a new random name and answers the path visitors load it from. */
  publish(bytes: Buffer): Promise<string>;
  /** Removes a published copy (an approval that was rolled back); unknown paths are ignored. */
  unpublish(publicPath: string): Promise<void>;
  read(file: string): Promise<Buffer | undefined>;
}

/** The only keys a store makes and accepts, so that a key can never name anything else. */
export const IMAGE_KEY_PATTERN = /^(cheque|store-front)\/[0-9a-f]{32}\.jpg$/;
