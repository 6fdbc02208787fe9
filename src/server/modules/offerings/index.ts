/** Software, AI tools and business services. */
export { offeringsRoutes } from './routes.ts';
export { createOfferingsService, type OfferingsService } from './service.ts';
