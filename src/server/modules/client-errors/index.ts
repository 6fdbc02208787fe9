/** Error reports sent by browsers. */
export { clientErrorRoutes } from './routes.ts';
export { type ClientErrorsService, createClientErrorsService } from './service.ts';
