/** Seekers' reviews of a franchise: the detail page's reviews section. */

export { reviewKeys } from './api/keys.ts';
export { FranchiseReviews } from './components/franchise-reviews.tsx';
