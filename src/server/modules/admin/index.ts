/** Admin (spec §6): verification, invitations, revocation, dashboard counts. */

export { adminAreaRoutes } from './area-routes.ts';
export { type AdminAreaServices, createAdminAreaServices } from './area-services.ts';
export { CreateAdminError, createAdmin } from './create-admin.ts';
export { adminRoutes } from './routes.ts';
export { ADMIN_PERMISSIONS, type AdminService, createAdminService, type RequestOrigin } from './service.ts';
