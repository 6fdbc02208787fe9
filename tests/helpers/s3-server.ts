import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  /** The S3_* settings that point the app at this server's bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Which storage driver the tests run on: local disk, or (TEST_STORAGE=s3) an S3 server. */
export function testStorage(): 'disk' | 's3' {
  return process.env.TEST_STORAGE === 's3' ? 's3' : 'disk';
}

/**
 * An S3-compatible server (s3rver) in this process, on a random port, keeping its objects in a
 * temporary folder, with one empty bucket. Signatures are checked, so credentials matter.
 */
export async function startTestS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-s3-'));
  const bucket = 'franchisio-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      // s3rver's fixed test credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'uploads/',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
