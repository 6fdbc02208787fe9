/**
 * The franchise catalog: lists, search, details, fact sheets. Other modules show catalog
 * listings as cards: they select `cardColumns` of `listed` rows and present them with `toCard`.
 */

export { createCatalogFinder } from './listing-finder.ts';
export { toCard } from './presenters.ts';
export { cardColumns, listed } from './repository.ts';
export { catalogRoutes } from './routes.ts';
export { type CatalogService, createCatalogService } from './service.ts';
