/** Admin (spec §6): verification, invitations, revocation, dashboard counts. */

export { ADMIN_READS, adminAccessAudit } from './access-audit.ts';
export { adminAreaRoutes } from './area-routes.ts';
export { type AdminAreaServices, createAdminAreaServices } from './area-services.ts';
export { CreateAdminError, createAdmin } from './create-admin.ts';
export {
  type AccountRole,
  createAdminCheck,
  createAdminGuard,
  hasAccountRole,
  holdsPermission,
  type RequireAdmin,
  requireAccountRole,
} from './permissions.ts';
export { adminRoutes } from './routes.ts';
export { ADMIN_PERMISSIONS, type AdminService, createAdminService, type RequestOrigin } from './service.ts';
