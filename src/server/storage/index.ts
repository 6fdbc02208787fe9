/** Stored files: the file store and its drivers. */
export {
  createFileStore,
  FILE_KINDS,
  type FileKind,
  type FileStore,
  isPrivateFile,
  type StoredFile,
  safeDisplayName,
} from './file-store.ts';
export { createLocalDiskDriver, type StorageDriver } from './local-disk.ts';
