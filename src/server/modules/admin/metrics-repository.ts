import { and, count, countDistinct, desc, eq, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { KREDIT_OPEN_STATUSES } from '../../../shared/kredit.ts';
import { ADMIN_TOP_PAGES } from '../../../shared/limits.ts';
import { type AdminMetricsT, KREDIT_FUNNEL_STAGES } from '../../../shared/schemas/admin.ts';
import type { Db } from '../../db/client.ts';
import { notAnAdmin } from '../../db/people-sql.ts';
import { profiles } from '../../db/schema/accounts.ts';
import { pageViews } from '../../db/schema/analytics.ts';
import { user } from '../../db/schema/auth.ts';
import { franchiseOpportunities } from '../../db/schema/catalog.ts';
import { informationRequests } from '../../db/schema/engagement.ts';
import { kreditApplications, kreditEvents } from '../../db/schema/kredit.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of a timestamp, as text: the same expression selects and groups. */
const dayOf = (col: AnyPgColumn): SQL<string> =>
  sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The first UTC midnight of a period of `days` days ending today (today included). */
export function periodStart(days: number, now = new Date()): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}

/** The Kredit funnel of applications started since `since` (see AdminMetrics.kreditFunnel). */
async function kreditFunnel(db: Db, since: Date, now: Date): Promise<AdminMetricsT['kreditFunnel']> {
  const startedInPeriod = gte(kreditApplications.createdAt, since);
  const [started, reached, drafts, decisions, overdue] = await Promise.all([
    db.select({ n: count() }).from(kreditApplications).where(startedInPeriod),
    db
      .select({ status: kreditEvents.status, n: countDistinct(kreditEvents.applicationId) })
      .from(kreditEvents)
      .innerJoin(kreditApplications, eq(kreditApplications.id, kreditEvents.applicationId))
      .where(and(startedInPeriod, eq(kreditEvents.kind, 'status')))
      .groupBy(kreditEvents.status),
    db
      .select({ n: count() })
      .from(kreditApplications)
      .where(and(startedInPeriod, eq(kreditApplications.status, 'draft'))),
    db
      .select({
        n: count(),
        median: sql<
          number | null
        >`percentile_cont(0.5) within group (order by extract(epoch from ${kreditApplications.decidedAt} - ${kreditApplications.submittedAt}) / 3600)`,
      })
      .from(kreditApplications)
      .where(
        and(
          gte(kreditApplications.decidedAt, since),
          isNotNull(kreditApplications.submittedAt),
          inArray(kreditApplications.status, ['approved', 'rejected', 'disbursed']),
        ),
      ),
    db
      .select({ n: count() })
      .from(kreditApplications)
      .where(
        and(
          inArray(kreditApplications.status, [...KREDIT_OPEN_STATUSES]),
          lt(kreditApplications.decisionDueAt, now),
        ),
      ),
  ]);
  const reachedBy = new Map(reached.map((r) => [r.status as string, Number(r.n)]));
  const median = decisions[0]?.median;
  return {
    stages: KREDIT_FUNNEL_STAGES.map((stage) => ({
      stage,
      count: stage === 'started' ? Number(started[0]?.n ?? 0) : (reachedBy.get(stage) ?? 0),
    })),
    draftsNow: Number(drafts[0]?.n ?? 0),
    decided: Number(decisions[0]?.n ?? 0),
    medianHoursToDecision: median == null ? null : Math.round(Number(median) * 10) / 10,
    overdueNow: Number(overdue[0]?.n ?? 0),
  };
}

/** Counts per UTC day from first-party tables: each series is one grouped query. */
export async function adminMetrics(db: Db, days: number, now = new Date()): Promise<AdminMetricsT> {
  const since = periodStart(days, now);
  const perDay = (col: AnyPgColumn) => dayOf(col);
  const [signUps, listings, leads, views, visitors, byStatus, topPages, funnel] = await Promise.all([
    db
      .select({ day: perDay(user.createdAt), role: profiles.role, n: count() })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(and(gte(user.createdAt, since), notAnAdmin(db, user.id)))
      .groupBy(perDay(user.createdAt), profiles.role),
    db
      .select({ day: perDay(franchiseOpportunities.createdAt), n: count() })
      .from(franchiseOpportunities)
      .where(gte(franchiseOpportunities.createdAt, since))
      .groupBy(perDay(franchiseOpportunities.createdAt)),
    db
      .select({ day: perDay(informationRequests.createdAt), n: count() })
      .from(informationRequests)
      .where(gte(informationRequests.createdAt, since))
      .groupBy(perDay(informationRequests.createdAt)),
    db
      .select({ day: perDay(pageViews.createdAt), n: count() })
      .from(pageViews)
      .where(gte(pageViews.createdAt, since))
      .groupBy(perDay(pageViews.createdAt)),
    db
      .select({ n: countDistinct(pageViews.visitorId) })
      .from(pageViews)
      .where(gte(pageViews.createdAt, since)),
    db
      .select({ status: franchiseOpportunities.status, n: count() })
      .from(franchiseOpportunities)
      .groupBy(franchiseOpportunities.status),
    db
      .select({ path: pageViews.path, n: count() })
      .from(pageViews)
      .where(gte(pageViews.createdAt, since))
      .groupBy(pageViews.path)
      .orderBy(desc(count()), pageViews.path)
      .limit(ADMIN_TOP_PAGES),
    kreditFunnel(db, since, now),
  ]);

  const series = Array.from({ length: days }, (_, i) => ({
    day: new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10),
    seekers: 0,
    franchisors: 0,
    listings: 0,
    leads: 0,
    pageViews: 0,
  }));
  const byDay = new Map(series.map((s) => [s.day, s]));
  for (const r of signUps) {
    const s = byDay.get(r.day);
    if (s) s[r.role === 'franchisor' ? 'franchisors' : 'seekers'] += Number(r.n);
  }
  const add = (rows: { day: string; n: number }[], key: 'listings' | 'leads' | 'pageViews') => {
    for (const r of rows) {
      const s = byDay.get(r.day);
      if (s) s[key] += Number(r.n);
    }
  };
  add(listings, 'listings');
  add(leads, 'leads');
  add(views, 'pageViews');
  const sum = (key: 'seekers' | 'franchisors' | 'listings' | 'leads' | 'pageViews') =>
    series.reduce((a, s) => a + s[key], 0);
  return {
    days,
    series,
    totals: {
      signUps: sum('seekers') + sum('franchisors'),
      listings: sum('listings'),
      leads: sum('leads'),
      pageViews: sum('pageViews'),
      visitors: Number(visitors[0]?.n ?? 0),
    },
    listingsByStatus: byStatus
      .map((r) => ({ status: r.status, count: Number(r.n) }))
      .sort((a, b) => b.count - a.count),
    topPages: topPages.map((r) => ({ path: r.path, views: Number(r.n) })),
    kreditFunnel: funnel,
  };
}
