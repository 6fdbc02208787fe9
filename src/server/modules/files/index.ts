/** Serving stored files (avatars, documents). */
export { fileRoutes } from './routes.ts';
