import type { Db } from '../../db/client.ts';
import { createCatalogRepository } from './repository.ts';

export const FEATURED_LIMIT = 6;

export function createCatalogService(db: Db) {
  const repo = createCatalogRepository(db);
  return {
    /** Spec §7: active and featured, newest first, six per market. */
    featured: (country: string) => repo.featured(country, FEATURED_LIMIT),
  };
}
