import fs from 'node:fs';
import path from 'node:path';

/**
 * What the app keeps under its data directory (the embedded database, ID documents, bank
 * statements, invoices, backups) is readable by its own user only. The process mask makes every
 * file and directory it creates private, the embedded database's among them (they are created
 * with 666/777 and the mask takes the rest away); the explicit modes hold where a caller creates
 * files in a process that did not set the mask.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

export function keepCreatedFilesPrivate(): void {
  process.umask(0o077);
}

/**
 * Makes a tree private after a library wrote it with modes of its own: PGlite unpacks a new
 * cluster with the archive's modes (666), past the mask. Files it creates later go through the
 * mask.
 */
export function makeTreePrivate(dir: string): void {
  if (!fs.existsSync(dir)) return;
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    fs.chmodSync(
      path.join(entry.parentPath, entry.name),
      entry.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE,
    );
  }
}
