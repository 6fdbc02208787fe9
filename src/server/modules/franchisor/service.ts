import { DASHBOARD_LEADS_LIMIT } from '../../../shared/limits.ts';
import type { FranchisorDashboard } from '../../../shared/schemas/franchisor.ts';
import { requireUser, type SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { notFound, Problem } from '../../lib/problem.ts';
import { createFranchisorRepository } from './repository.ts';

export function createFranchisorService(db: Db) {
  const repo = createFranchisorRepository(db);
  return {
    /** Only franchisors, and only the company they own (ownership by owner_user_id). */
    async dashboard(viewer: SessionUser | null): Promise<FranchisorDashboard> {
      const user = requireUser(viewer);
      if (user.role !== 'franchisor') {
        throw new Problem(403, 'forbidden', 'The dashboard is for franchisor accounts.');
      }
      const company = await repo.companyOf(user.id);
      if (!company) throw notFound('No franchisor company belongs to this account.');
      const [listings, leads] = await Promise.all([
        repo.listingsOf(company.id),
        repo.leadsOf(company.id, DASHBOARD_LEADS_LIMIT),
      ]);
      return {
        company: { ...company, createdAt: company.createdAt.toISOString() },
        listings: listings.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
        leads: leads.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
      };
    },
  };
}
