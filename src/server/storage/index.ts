/** Stored files: the file store and its drivers. */

export type { StorageDriver } from './driver.ts';
export {
  createFileStore,
  FILE_KINDS,
  type FileKind,
  type FileStore,
  isPrivateFile,
  type StoredFile,
  safeDisplayName,
} from './file-store.ts';
export { createLocalDiskDriver } from './local-disk.ts';
export { createS3Driver, type S3Options } from './s3.ts';
export { createStorageDriver } from './select-driver.ts';
