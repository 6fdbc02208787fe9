/** Seekers' reviews of franchises, the franchisors' replies, reports and their moderation. */
export { reviewRoutes } from './routes.ts';
export { createReviewsService, type ReviewsService } from './service.ts';
