import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StorageDriver } from './driver.ts';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Prepended to every key ("franchisio/"), so several apps can share one bucket. */
  prefix?: string;
}

/**
 * Objects in an S3-compatible bucket (AWS, MinIO, R2, …). The bucket stays private: files are
 * served through our own route with its safety headers, never by a public bucket URL.
 */
export function createS3Driver(options: S3Options): StorageDriver {
  const config: S3ClientConfig = {
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // The SDK's default CRC checksums (trailing, aws-chunked) are not understood by many
    // S3-compatible servers; the content hash of the signature is checked by all of them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  const client = new S3Client(config);
  const Bucket = options.bucket;
  const prefix = options.prefix ?? '';
  const objectKey = (key: string) => `${prefix}${key}`;

  async function getObject(key: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
      throw err;
    }
  }

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      // lib-storage sends a small file in one PUT and a large one as parts, several at once,
      // without buffering more than a few parts.
      await new Upload({
        client,
        params: { Bucket, Key: objectKey(key), Body: bytes, ContentType: contentType },
      }).done();
    },
    async get(key) {
      const object = await getObject(key);
      return object?.Body ? object.Body.transformToByteArray() : null;
    },
    async stream(key) {
      const object = await getObject(key);
      return object?.Body ? (object.Body.transformToWebStream() as ReadableStream<Uint8Array>) : null;
    },
    async delete(key) {
      // S3 answers 204 for a key that is already gone: deleting twice is not an error.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    close() {
      client.destroy();
    },
  };
}
