/** Quotes between franchisors and the vendors of software, AI tools and services. */
export { quoteExpiryJob } from './expiry-job.ts';
export { quotesRoutes } from './routes.ts';
export { createQuotesService, type QuotesService } from './service.ts';
