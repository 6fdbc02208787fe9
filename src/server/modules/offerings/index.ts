/** Software, AI tools and business services: discovery, vendors' listings, moderation, reviews. */
export { createOfferingCatalogAdmin, type OfferingCatalogAdmin } from './admin-catalog.ts';
export { offeringAdminRoutes } from './admin-routes.ts';
export { createOfferingModeration, type OfferingModeration } from './moderation.ts';
export { offeringsRoutes } from './routes.ts';
export { createOfferingsService, type OfferingsService, type SpendCheck } from './service.ts';
export { createVendorOfferings, type VendorOfferings } from './vendor.ts';
export type { OfferingRow } from './vendor-repository.ts';
