import { createHash, randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../db/client.ts';
import { withoutPictureMetadata } from '../lib/picture.ts';
import { Problem } from '../lib/problem.ts';
import type { StorageDriver } from './driver.ts';
import { createStoredFilesRepository, type StoredFile } from './repository.ts';

export type { StoredFile };

/** What a caller accepts; the type is read from the bytes, never from the name or header. */
export const FILE_KINDS = {
  image: ['image/jpeg', 'image/png', 'image/webp'],
  document: ['application/pdf'],
} as const;
export type FileKind = keyof typeof FILE_KINDS;

/** Keeps letters, digits, dot, dash and underscore: the name is only ever shown, never used as a path. */
export function safeDisplayName(name: string | undefined, ext: string): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return `${base || 'file'}.${ext}`;
}

/** Private files (Kredit documents) live under this key prefix; the public file route never serves them. */
const PRIVATE_PREFIX = 'private/';
export const isPrivateFile = (file: StoredFile) => file.key.startsWith(PRIVATE_PREFIX);

export function createFileStore(options: { db: Db; driver: StorageDriver; maxBytes: number }) {
  const { driver, maxBytes } = options;
  const files = createStoredFilesRepository(options.db);
  // A backup copies the files after it snapshots the database: while it runs, removals wait, so
  // every file the snapshot names is still there to copy.
  let hold: Promise<void> | null = null;
  let removing = 0;
  let removed: (() => void) | null = null;
  return {
    maxBytes,
    async store(input: {
      bytes: Uint8Array;
      originalName?: string;
      accept: FileKind[];
      ownerUserId?: string | null;
      /** Served only by the route that checks who may read it (never by GET /files/{id}). */
      private?: boolean;
      /** A caller's own size limit, instead of the configured one. */
      maxBytes?: number;
    }): Promise<StoredFile> {
      const cap = input.maxBytes ?? maxBytes;
      if (input.bytes.byteLength === 0) throw new Problem(400, 'file_empty', 'The file is empty.');
      if (input.bytes.byteLength > cap) {
        throw new Problem(
          413,
          'file_too_large',
          `The file is larger than ${Math.floor(cap / (1024 * 1024))} MB.`,
        );
      }
      const detected = await fileTypeFromBuffer(input.bytes);
      const allowed: readonly string[] = input.accept.flatMap((k) => FILE_KINDS[k]);
      if (!detected || !allowed.includes(detected.mime)) {
        throw new Problem(
          415,
          'file_type_not_allowed',
          `This kind of file is not accepted. Allowed: ${allowed.map((m) => m.split('/')[1]).join(', ')}.`,
        );
      }
      const bytes = detected.mime.startsWith('image/')
        ? await withoutPictureMetadata(input.bytes, detected.mime)
        : input.bytes;
      const now = new Date();
      const key = `${input.private ? PRIVATE_PREFIX : ''}${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${detected.ext}`;
      await driver.put(key, bytes, detected.mime);
      return files.insert({
        key,
        displayName: safeDisplayName(input.originalName, detected.ext),
        mime: detected.mime,
        size: bytes.byteLength,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        ownerUserId: input.ownerUserId ?? null,
      });
    },
    /** Deletes a stored file and its bytes (no error when it is already gone). */
    async remove(id: string): Promise<void> {
      while (hold) await hold;
      removing++;
      try {
        const file = await files.delete(id);
        if (file) await driver.delete(file.key);
      } finally {
        if (--removing === 0) removed?.();
      }
    },
    /** Runs `task` with removals held back (the ones already under way finish first). */
    async withRemovalsHeld<T>(task: () => Promise<T>): Promise<T> {
      while (hold) await hold;
      let release!: () => void;
      hold = new Promise((r) => {
        release = r;
      });
      try {
        if (removing > 0) await new Promise<void>((r) => (removed = r));
        removed = null;
        return await task();
      } finally {
        hold = null;
        release();
      }
    },
    async open(id: string): Promise<{ file: StoredFile; bytes: Uint8Array } | null> {
      const file = await files.find(id);
      if (!file) return null;
      const bytes = await driver.get(file.key);
      return bytes ? { file, bytes } : null;
    },
    /** Like open, with the bytes as a stream (the public file route serves them this way). */
    async openStream(id: string): Promise<{ file: StoredFile; body: ReadableStream<Uint8Array> } | null> {
      const file = await files.find(id);
      if (!file) return null;
      const body = await driver.stream(file.key);
      return body ? { file, body } : null;
    },
    /** The driver itself: db:export copies files through it, shutdown closes it. */
    driver,
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
