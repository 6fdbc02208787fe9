/** Information pages' server side: the contact form. */
export { contentRoutes } from './routes.ts';
export { type ContentService, createContentService } from './service.ts';
