/** The franchisor's dashboard: their company, listings and leads. */
export { franchisorRoutes } from './routes.ts';
export { createFranchisorService, type FranchisorService } from './service.ts';
