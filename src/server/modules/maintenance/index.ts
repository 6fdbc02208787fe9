/** Operator endpoints on this machine only: the snapshot behind `npm run db:backup`. */
export { maintenanceRoutes } from './routes.ts';
