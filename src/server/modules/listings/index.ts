/** Franchisor listings: drafts, submission, images, and the admins' moderation queue. */

export { createListingCatalogAdmin, type ListingCatalogAdmin } from './admin-catalog.ts';
export { listingAdminRoutes } from './admin-routes.ts';
export { planLapseJob } from './plan-lapse-job.ts';
export { createListingReview, type ListingReview } from './review.ts';
export { listingsRoutes } from './routes.ts';
export { createListingsService, type ListingsService } from './service.ts';
