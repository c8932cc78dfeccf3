import { AwsClient } from 'aws4fetch';
import type { ImageStoreConfig } from '../../config.ts';

/** The three calls the image stores need of an S3-compatible bucket (AWS S3, R2, MinIO, ...). */
export interface S3Bucket {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}

/** A call to the bucket that takes longer than this fails, so that a request does not hang on it. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * An S3 bucket over plain signed HTTP (aws4fetch: SigV4, no dependencies; decision 0024). Objects
 * are written without an ACL, so they are as private as the bucket: nothing here is public.
 */
export function createS3Bucket(config: Extract<ImageStoreConfig, { kind: 's3' }>): S3Bucket {
  // Few retries: a user is waiting, and a failing store should answer soon.
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    retries: 2,
  });
  const endpoint = new URL(config.endpoint);
  const urlOf = (key: string) => {
    const objectPath = key.split('/').map(encodeURIComponent).join('/');
    if (config.pathStyle) return `${endpoint.origin}/${config.bucket}/${objectPath}`;
    return `${endpoint.protocol}//${config.bucket}.${endpoint.host}/${objectPath}`;
  };
  const call = async (method: string, key: string, init: { body?: Buffer; headers?: Record<string, string> } = {}) => {
    const response = await client.fetch(urlOf(key), {
      method,
      ...init,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (response.ok || response.status === 404) return response;
    // The store's own error text can name the bucket and key: logged by the caller, never shown.
    throw new Error(`S3 ${method} ${key}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  };
  return {
    async put(key, bytes, contentType) {
      await call('PUT', key, { body: bytes, headers: { 'content-type': contentType } });
    },
    async get(key) {
      const response = await call('GET', key);
      if (response.status === 404) return undefined;
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      await call('DELETE', key);
    },
  };
}
