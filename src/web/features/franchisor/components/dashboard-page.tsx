import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatDay } from '../../../../shared/dates.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/card.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { VendorOfferingsPanel } from '../../offerings/components/vendor-offerings-panel.tsx';
import { MemberLinks } from '../../rewards/components/member-links.tsx';
import { useDashboard } from '../api/get-dashboard.ts';
import { CallsPanel } from './calls-panel.tsx';
import { FranchisorsOnly } from './franchisors-only.tsx';
import { LeadAddressesPanel } from './lead-addresses-panel.tsx';
import { LeadsInbox } from './leads-inbox.tsx';
import { ListingsPanel } from './listings-panel.tsx';
import { MembershipPanel } from './membership-panel.tsx';
import { MessagesPanel } from './messages-panel.tsx';
import { Panel } from './panel.tsx';

function DashboardContent() {
  const query = useDashboard();

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
            <dd>{formatDay(company.createdAt)}</dd>
          </div>
        </dl>
      </Panel>

      <LeadAddressesPanel />
      <MembershipPanel />
      <ListingsPanel listings={listings} />
      <MessagesPanel />
      <CallsPanel />
      <LeadsInbox leads={leads} />
      <VendorOfferingsPanel />
      <MemberLinks />
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
  usePageTitle();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-brand-900">Dashboard</h1>
      <FranchisorsOnly what="The dashboard">
        <DashboardContent />
      </FranchisorsOnly>
    </div>
  );
}
