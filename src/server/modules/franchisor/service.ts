import { DASHBOARD_LEADS_LIMIT } from '../../../shared/limits.ts';
import type { AdminPermission } from '../../../shared/schemas/admin.ts';
import type { FranchisorDashboard } from '../../../shared/schemas/franchisor.ts';
import type { AdminListingStats, LeadStatus, ListingStats } from '../../../shared/schemas/listings.ts';
import type { SessionUser } from '../../auth/index.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/problem.ts';
import type { EngagementService } from '../engagement/index.ts';
import { createFranchisorRepository } from './repository.ts';

const DAY_MS = 86_400_000;

/** A CSV cell: quoted, quotes doubled, and formula starters defused for spreadsheets. */
export function csvCell(value: string | null | undefined): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** What the statistics need from other modules: visitors' counts, and the admin check. */
export interface FranchisorServiceDeps {
  engagement: Pick<EngagementService, 'viewsAndClicksSince'>;
  /** The admin area's permission check (createAdminGuard): throws 401/403. */
  requireAdmin: (user: SessionUser | null, permission: AdminPermission) => Promise<unknown>;
}

export function createFranchisorService(db: Db, deps: FranchisorServiceDeps) {
  const repo = createFranchisorRepository(db);

  /** Daily figures of one listing, oldest day first, every day present: one source for both views. */
  async function dailyFigures(opportunityId: string, days: number): Promise<ListingStats> {
    const today = new Date(new Date().toISOString().slice(0, 10));
    const since = new Date(today.getTime() - (days - 1) * DAY_MS);
    const sinceDay = since.toISOString().slice(0, 10);
    const [{ interactions, leads: leadRows }, counts] = await Promise.all([
      repo.dailyStats(opportunityId, since),
      deps.engagement.viewsAndClicksSince(opportunityId, sinceDay),
    ]);
    const byDay = new Map(interactions.map((r) => [r.day, r]));
    const countsByDay = new Map(counts.map((r) => [r.day, r]));
    const leadsByDay = new Map(leadRows.map((r) => [r.day, r.leads]));
    const series = Array.from({ length: days }, (_, i) => {
      const date = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
      const r = byDay.get(date);
      const c = countsByDay.get(date);
      return {
        date,
        views: c?.views ?? 0,
        clicks: c?.clicks ?? 0,
        bookmarks: r?.bookmarks ?? 0,
        compares: r?.compares ?? 0,
        leads: leadsByDay.get(date) ?? 0,
      };
    });
    return { days, series };
  }

  /** The company the franchisor owns (ownership by owner_user_id); the routes' guard admits franchisors only. */
  async function myCompany(user: SessionUser) {
    const company = await repo.companyOf(user.id);
    if (!company) throw notFound('No franchisor company belongs to this account.');
    return company;
  }

  async function leads(companyId: string) {
    const rows = await repo.leadsOf(companyId, DASHBOARD_LEADS_LIMIT);
    return rows.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() }));
  }

  return {
    /** Franchisors (the route's guard), and only the company they own. */
    async dashboard(user: SessionUser): Promise<FranchisorDashboard> {
      const company = await myCompany(user);
      const [listings, leadList] = await Promise.all([repo.listingsOf(company.id), leads(company.id)]);
      return {
        company: { ...company, createdAt: company.createdAt.toISOString() },
        listings: listings.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
        leads: leadList,
      };
    },

    /** A lead of another company is "not found", like a missing one. */
    async updateLead(user: SessionUser, id: string, patch: { status?: LeadStatus; notes?: string | null }) {
      const company = await myCompany(user);
      const updated = await repo.updateLead(company.id, id, {
        ...(patch.status ? { leadStatus: patch.status } : {}),
        ...(patch.notes !== undefined ? { notes: patch.notes || null } : {}),
      });
      if (!updated) throw notFound('This lead does not exist.');
      const lead = (await leads(company.id)).find((l) => l.id === id);
      if (!lead) throw notFound('This lead does not exist.');
      return lead;
    },

    /** The leads as CSV: what each seeker chose to send with the request, and the franchisor's progress. */
    async leadsCsv(user: SessionUser) {
      const company = await myCompany(user);
      const header = ['Received', 'Listing', 'Name', 'E-mail', 'Phone', 'Message', 'Status', 'Notes'];
      const lines = (await leads(company.id)).map((l) =>
        [l.createdAt, l.opportunityTitle, l.name, l.email, l.phone, l.message, l.status, l.notes]
          .map(csvCell)
          .join(','),
      );
      return `${header.map(csvCell).join(',')}\r\n${lines.join('\r\n')}\r\n`;
    },

    /** Daily figures for one of the company's listings, oldest day first, every day present. */
    async stats(user: SessionUser, opportunityId: string, days: number): Promise<ListingStats> {
      const company = await myCompany(user);
      if (!(await repo.ownsListing(company.id, opportunityId)))
        throw notFound('This listing does not exist.');
      return dailyFigures(opportunityId, days);
    },

    /** The same figures of any listing for an admin with listings:moderate, with its name. */
    async adminStats(
      user: SessionUser | null,
      opportunityId: string,
      days: number,
    ): Promise<AdminListingStats> {
      await deps.requireAdmin(user, 'listings:moderate');
      const listing = await repo.listingName(opportunityId);
      if (!listing) throw notFound('This listing does not exist.');
      return { listing, ...(await dailyFigures(opportunityId, days)) };
    },
  };
}

export type FranchisorService = ReturnType<typeof createFranchisorService>;
