import type { Db } from '../../db/client.ts';
import { pageViews } from '../../db/schema/index.ts';

export type NewPageView = typeof pageViews.$inferInsert;

export function createAnalyticsRepository(db: Db) {
  return {
    async insertPageView(view: NewPageView): Promise<number> {
      const [row] = await db.insert(pageViews).values(view).returning({ id: pageViews.id });
      return row!.id;
    },
  };
}
