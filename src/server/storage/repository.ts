import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { storedFiles } from '../db/schema/index.ts';

export type StoredFile = typeof storedFiles.$inferSelect;
export type NewStoredFile = typeof storedFiles.$inferInsert;

/** The stored_files table: where each file's bytes are and what they are. */
export function createStoredFilesRepository(db: Db) {
  return {
    async insert(values: NewStoredFile): Promise<StoredFile> {
      const [row] = await db.insert(storedFiles).values(values).returning();
      return row!;
    },
    async delete(id: string): Promise<StoredFile | null> {
      const [row] = await db.delete(storedFiles).where(eq(storedFiles.id, id)).returning();
      return row ?? null;
    },
    async find(id: string): Promise<StoredFile | null> {
      const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
      return row ?? null;
    },
  };
}
