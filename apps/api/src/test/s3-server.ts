import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials: it checks every request's signature against them. */
export const S3RVER_ENV = {
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_REGION: 'us-east-1',
  S3_FORCE_PATH_STYLE: 'true',
};

/** A real S3-compatible server on a random port over a temporary folder, with one empty bucket. */
export async function startS3Server(bucket: string): Promise<{ env: Record<string, string>; stop(): Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: { ...S3RVER_ENV, IMAGE_STORE: 's3', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: bucket },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
