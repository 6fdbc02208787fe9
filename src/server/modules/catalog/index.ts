/**
 * The franchise catalog: lists, search, details, fact sheets. Other modules show catalog
 * listings as cards: they select `cardColumns` of `listed` rows and present them with `toCard`.
 */

export { FDD_ITEMS, type FddItem } from './fdd-items.ts';
export { createCatalogFinder } from './listing-finder.ts';
export { toCard, toDetail } from './presenters.ts';
export { cardColumns, listed } from './repository.ts';
export { catalogRoutes } from './routes.ts';
export { type CatalogService, createCatalogService } from './service.ts';
