import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

export interface TestBucket {
  /** The S3_* settings that point the app at this bucket. */
  env: Record<'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE', string>;
  close(): Promise<void>;
}

const bucket = 'ongi-test';

/**
 * A real S3-compatible server on 127.0.0.1 (s3rver: the S3 REST API over a
 * temporary folder, checking each request's SigV4 signature), with one bucket.
 */
export async function startTestBucket(): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // s3rver's own key pair; a request signed with any other is refused.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
