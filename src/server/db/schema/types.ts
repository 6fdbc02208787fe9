import { customType } from 'drizzle-orm/pg-core';

/** Postgres full-text search document. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});
