/** What search engines read: page heads, structured data, robots, sitemaps, indexing, social images, landing pages. */
export { queueListingIndexing } from './indexing.ts';
export type { PageHead } from './page-head.ts';
export { renderDocument } from './render-document.ts';
export { seoApiRoutes, seoRoutes } from './routes.ts';
export { createSeoService, type SeoService } from './service.ts';
