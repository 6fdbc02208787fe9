import type { Config } from '../config.ts';
import type { StorageDriver } from './driver.ts';
import { createLocalDiskDriver } from './local-disk.ts';
import { createS3Driver } from './s3.ts';

/** S3-compatible storage when S3_BUCKET is set, else files under DATA_DIR/storage. */
export function createStorageDriver(config: Config): StorageDriver {
  if (!config.S3_BUCKET) return createLocalDiskDriver(config.storageDir);
  return createS3Driver({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    prefix: config.S3_PREFIX,
  });
}
