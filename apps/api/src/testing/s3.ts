import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll } from 'vitest';
import type { Config } from '../config.ts';

/**
 * A local S3-compatible server (S3rver) with the bucket `pathshala`, for the test file that starts it: the object
 * store path runs for real (SigV4 requests, presigned URLs). Stopped, and its folder removed, after the file.
 * Returns the app's `s3` setting for it (also what `createS3Storage` takes).
 */
export async function startLocalS3(): Promise<NonNullable<Config['s3']>> {
  const directory = mkdtempSync(path.join(tmpdir(), 'pathshala-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'pathshala' }],
  });
  const { port } = await server.run();
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'pathshala',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: undefined,
  };
}
