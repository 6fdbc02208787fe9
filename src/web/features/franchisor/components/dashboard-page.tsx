import { Building2, Inbox, ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import type { OpportunityStatus } from '../../../../shared/enums.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, Skeleton } from '../../../components/ui/card.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { RequireUser } from '../../accounts/components/require-user.tsx';
import { useDashboard } from '../api/get-dashboard.ts';
import { MembershipPanel } from './membership-panel.tsx';

const STATUS_LABELS: Record<OpportunityStatus, string> = {
  draft: 'Draft',
  pending_review: 'In review',
  published: 'Published',
  rejected: 'Rejected',
  paused: 'Paused',
  archived: 'Archived',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function Panel({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={id} className="flex items-center gap-2 text-xl font-semibold text-brand-900">
        {icon}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function DashboardContent() {
  const viewer = useViewer();
  const isFranchisor = viewer.profile?.role === 'franchisor';
  const query = useDashboard(isFranchisor);
  usePageTitle('Dashboard');
  // The dashboard is for franchisors; seekers are sent home (the API refuses them too).
  if (!isFranchisor) return <Navigate to="/" replace />;

  if (query.isPending) {
    return (
      <div className="space-y-4" role="status" aria-busy="true" aria-label="Loading">
        <Skeleton className="h-32" />
        <Skeleton className="h-48" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-semibold text-red-800">We could not load your dashboard.</p>
        <p className="mt-1 text-sm text-red-700">{query.error.message}</p>
        <Button className="mt-4" variant="outline" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { company, listings, leads } = query.data;
  return (
    <div className="space-y-6">
      <Panel
        id="dash-company"
        icon={<Building2 aria-hidden="true" className="size-5" />}
        title="Your company"
      >
        <dl className="grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-xs font-medium text-muted">Company</dt>
            <dd className="font-semibold" data-testid="dashboard-company">
              {company.name}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-muted">Website</dt>
            <dd className="truncate">
              {company.website ? (
                <a
                  href={company.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 underline-offset-4 hover:underline"
                >
                  {company.website.replace(/^https?:\/\//, '')}
                </a>
              ) : (
                'Not stated'
              )}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-muted">Member since</dt>
            <dd>{new Date(company.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}</dd>
          </div>
        </dl>
      </Panel>

      <MembershipPanel />

      <Panel
        id="dash-listings"
        icon={<ListChecks aria-hidden="true" className="size-5" />}
        title={`Your listings (${listings.length})`}
      >
        {listings.length === 0 ? (
          <p className="text-muted">
            Your company has no franchise listings yet. Listings you publish with Franchisio appear here with
            their status.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {listings.map((l) => (
              <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-medium">{l.title}</p>
                  <p className="text-sm text-muted">
                    {l.category} · {l.country}
                  </p>
                </div>
                <Badge tone={l.status === 'published' && l.isActive ? 'brand' : 'neutral'}>
                  {STATUS_LABELS[l.status]}
                  {l.status === 'published' && !l.isActive ? ' (inactive)' : ''}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel
        id="dash-leads"
        icon={<Inbox aria-hidden="true" className="size-5" />}
        title={`Leads (${leads.length})`}
      >
        {leads.length === 0 ? (
          <p className="text-muted">
            No information requests yet. When someone asks about one of your listings, their request appears
            here and is e-mailed to you.
          </p>
        ) : (
          <ul className="space-y-4" data-testid="dashboard-leads">
            {leads.map((lead) => (
              <li key={lead.id} className="rounded-lg border border-slate-200 p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-semibold">{lead.name}</p>
                  <time dateTime={lead.createdAt} className="text-sm text-muted">
                    {dateFormat.format(new Date(lead.createdAt))}
                  </time>
                </div>
                <p className="text-sm">
                  <a
                    href={`mailto:${lead.email}`}
                    className="text-brand-700 underline-offset-4 hover:underline"
                  >
                    {lead.email}
                  </a>
                  {lead.phone ? ` · ${lead.phone}` : ''}
                </p>
                <p className="mt-1 text-sm text-muted">About: {lead.opportunityTitle}</p>
                <p className="mt-2 text-sm whitespace-pre-line">{lead.message}</p>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <p className="text-sm text-muted">
        Franchisio members earn up to 25% back on spends on{' '}
        <Link to="/software" className="font-medium text-brand-700 hover:underline">
          software
        </Link>
        ,{' '}
        <Link to="/ai-tools" className="font-medium text-brand-700 hover:underline">
          AI tools
        </Link>{' '}
        and{' '}
        <Link to="/business-services" className="font-medium text-brand-700 hover:underline">
          business services
        </Link>
        .
      </p>
    </div>
  );
}

/** The franchisor's dashboard: company, listings with status, and leads newest first. */
export function DashboardPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-brand-900">Dashboard</h1>
      <RequireUser>
        <DashboardContent />
      </RequireUser>
    </div>
  );
}
