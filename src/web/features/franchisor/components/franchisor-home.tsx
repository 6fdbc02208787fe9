import { LayoutDashboard, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/card.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import { FeaturedOfferings } from '../../offerings/components/featured-offerings.tsx';
import { useDashboard } from '../api/get-dashboard.ts';
import { HomeCalls, HomeLeads, HomeListings, HomeMembership, HomeMessages } from './home-cards.tsx';

/**
 * `/` for a signed-in franchisor: their company's work at a glance (listings with their status,
 * the newest leads, calls ahead, messages, the plan), each leading to where it is worked. A
 * seeker's home (matches, Kredit, bookmarks) says nothing to a company that sells franchises.
 */
export function FranchisorHome({ viewer }: { viewer: Viewer }) {
  usePageTitle();
  const firstName = viewer.user?.firstName || viewer.user?.displayName.split(' ')[0] || 'there';
  const dashboard = useDashboard();
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{`Welcome back, ${firstName}!`}</h1>
          <p className="mt-2 max-w-2xl text-brand-100">
            {dashboard.data
              ? `${dashboard.data.company.name}: your listings, leads, calls and plan in one place.`
              : 'Your listings, leads, calls and plan in one place.'}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild variant="accent" size="lg">
              <Link to="/dashboard">
                <LayoutDashboard aria-hidden="true" />
                Open your dashboard
              </Link>
            </Button>
            <Button asChild variant="inverse" size="lg">
              <Link to="/create-opportunity">
                <Plus aria-hidden="true" />
                New listing
              </Link>
            </Button>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 sm:px-6">
        {dashboard.isPending ? (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2" aria-busy="true">
            <Skeleton className="h-48" />
            <Skeleton className="h-48" />
          </div>
        ) : dashboard.isError ? (
          <QueryError
            title="We could not load your listings and leads."
            error={dashboard.error}
            onRetry={() => dashboard.refetch()}
          />
        ) : (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <HomeListings listings={dashboard.data.listings} />
            <HomeLeads leads={dashboard.data.leads} />
            <HomeCalls />
            <HomeMessages />
            <HomeMembership />
          </div>
        )}
        {/* Franchisors buy software, AI tools and services for their business (spec §1, §7). */}
        <FeaturedOfferings />
      </div>
    </>
  );
}
