import type { AdminMetricsT } from '../../../shared/schemas/admin.ts';
import type { SessionUser } from '../../auth/index.ts';
import type { Db } from '../../db/client.ts';
import { adminMetrics } from './metrics-repository.ts';
import { createAdminGuard } from './permissions.ts';

/** The dashboard's metrics: every admin sees them (the dashboard is each admin's landing page). */
export function createAdminMetricsService(db: Db) {
  const requireAdmin = createAdminGuard(db);
  return {
    async metrics(user: SessionUser | null, days: number): Promise<AdminMetricsT> {
      await requireAdmin(user);
      return adminMetrics(db, days);
    },
  };
}
