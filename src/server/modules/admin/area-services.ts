import type { CoreDeps } from '../../app-deps.ts';
import { createAdminAuditService } from './audit-service.ts';
import { createAdminMetricsService } from './metrics-service.ts';
import { createAdminUsersService } from './users-service.ts';

/** The admin area's sections (metrics, users, audit log), built once in create-deps.ts. */
export function createAdminAreaServices(deps: CoreDeps) {
  return {
    metrics: createAdminMetricsService(deps.database.db),
    users: createAdminUsersService(deps),
    audit: createAdminAuditService(deps),
  };
}

export type AdminAreaServices = ReturnType<typeof createAdminAreaServices>;
