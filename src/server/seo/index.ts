/** What search engines read: page heads, structured data, robots and sitemap. */
export type { PageHead } from './page-head.ts';
export { renderDocument } from './render-document.ts';
export { seoRoutes } from './routes.ts';
