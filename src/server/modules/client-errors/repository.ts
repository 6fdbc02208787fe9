import type { Db } from '../../db/client.ts';
import { clientErrors } from '../../db/schema/index.ts';

export type NewClientError = typeof clientErrors.$inferInsert;

export function createClientErrorsRepository(db: Db) {
  return {
    async insert(error: NewClientError): Promise<number> {
      const [row] = await db.insert(clientErrors).values(error).returning({ id: clientErrors.id });
      return row!.id;
    },
  };
}
