import { ArrowRight, CalendarClock, CreditCard, Inbox, ListChecks, MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCallTime, formatDay, orDash } from '../../../../shared/dates.ts';
import { LISTING_STATUS_LABELS } from '../../../../shared/enums.ts';
import { MARKETS, type MarketCode } from '../../../../shared/markets.ts';
import { planById } from '../../../../shared/membership-plans.ts';
import type { FranchisorDashboard } from '../../../../shared/schemas/franchisor.ts';
import { Badge, Skeleton } from '../../../components/ui/card.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { useHydrated } from '../../../lib/after-hydration.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { ConversationsPreview } from '../../conversations/components/conversations-preview.tsx';
import { useCalls } from '../../meetings/api/calls.ts';
import { useMembership } from '../api/membership.ts';
import { editListingPath } from '../lib/create-paths.ts';
import { LEAD_LABELS } from './leads-inbox.tsx';
import { MembershipLine } from './membership-status.tsx';

/** How many rows of each kind the home shows; the dashboard has them all. */
const SHOWN = 5;

/** One block of the franchisor's home: a heading, its content and where the work is done. */
function HomeCard({
  id,
  icon,
  title,
  to,
  linkLabel,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  to: string;
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={id} className="flex items-center gap-2 text-xl font-semibold text-brand-900">
        {icon}
        {title}
      </h2>
      <div className="mt-4 flex-1">{children}</div>
      <Link
        to={to}
        className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:underline"
      >
        {linkLabel}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}

type Listing = FranchisorDashboard['listings'][number];
type Lead = FranchisorDashboard['leads'][number];

export function HomeListings({ listings }: { listings: Listing[] }) {
  return (
    <HomeCard
      id="home-listings"
      icon={<ListChecks aria-hidden="true" className="size-5" />}
      title={`Your listings (${listings.length})`}
      to="/dashboard#dash-listings"
      linkLabel="Manage your listings"
    >
      {listings.length === 0 ? (
        <p className="text-sm text-muted">
          Your company has no franchise listings yet.{' '}
          <Link to="/create-opportunity" className="font-medium text-brand-700 underline">
            Start your first listing
          </Link>
          ; drafts save as you type.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="home-listings">
          {listings.slice(0, SHOWN).map((l) => (
            <li key={l.id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                {l.status === 'archived' ? (
                  <p className="truncate font-medium">{l.title}</p>
                ) : (
                  <Link to={editListingPath(l.id)} className="block truncate font-medium hover:underline">
                    {l.title}
                  </Link>
                )}
                <p className="text-sm break-words text-muted">
                  {l.category} · {MARKETS[l.country as MarketCode]?.name ?? l.country}
                </p>
              </div>
              <Badge tone={l.status === 'published' ? 'brand' : 'neutral'} className="shrink-0">
                {LISTING_STATUS_LABELS[l.status]}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </HomeCard>
  );
}

export function HomeLeads({ leads }: { leads: Lead[] }) {
  const fresh = leads.filter((l) => l.status === 'new').length;
  return (
    <HomeCard
      id="home-leads"
      icon={<Inbox aria-hidden="true" className="size-5" />}
      title="Recent leads"
      to="/dashboard#dash-leads"
      linkLabel={fresh > 0 ? `Work on your leads (${fresh} new)` : 'Work on your leads'}
    >
      {leads.length === 0 ? (
        <p className="text-sm text-muted">
          No leads yet. When someone requests information about one of your listings, it appears here.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="home-leads">
          {leads.slice(0, SHOWN).map((l) => (
            <li key={l.id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="truncate font-medium">{l.name}</p>
                <p className="text-sm break-words text-muted">
                  {l.opportunityTitle} · {formatDay(l.createdAt)}
                </p>
              </div>
              <Badge tone={l.status === 'new' ? 'brand' : 'neutral'} className="shrink-0">
                {LEAD_LABELS[l.status]}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </HomeCard>
  );
}

/**
 * Confirmed calls still ahead, soonest first, and how many requests wait for an answer. Times are
 * in the reader's zone, which the server does not know: they appear once the page has hydrated.
 */
export function HomeCalls() {
  const calls = useCalls('franchisor');
  const hydrated = useHydrated();
  let body: ReactNode;
  if (calls.isPending || !hydrated) body = <Skeleton className="h-20" aria-label="Loading calls" />;
  else if (calls.isError)
    body = (
      <QueryError title="We could not load your calls." error={calls.error} onRetry={() => calls.refetch()} />
    );
  else {
    const now = Date.now();
    const upcoming = calls.data.items
      .filter((c) => c.status === 'confirmed' && c.startsAt && Date.parse(c.startsAt) > now)
      .sort((a, b) => Date.parse(a.startsAt!) - Date.parse(b.startsAt!));
    const waiting = calls.data.items.filter(
      (c) => c.status === 'requested' && c.proposedBy === 'seeker',
    ).length;
    body = (
      <div className="space-y-3">
        {waiting > 0 && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="home-calls-waiting">
            {waiting === 1 ? '1 call request waits' : `${waiting} call requests wait`} for your answer.
          </p>
        )}
        {upcoming.length === 0 ? (
          <p className="text-sm text-muted">
            No upcoming calls. When a seeker asks for a call and you confirm a time, it appears here.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="home-calls">
            {upcoming.slice(0, SHOWN).map((c) => (
              <li key={c.id} className="py-2">
                <p className="truncate font-medium">
                  {c.seekerName} · {c.listing.title}
                </p>
                <p className="text-sm text-muted">{formatCallTime(c.startsAt!)}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  return (
    <HomeCard
      id="home-calls"
      icon={<CalendarClock aria-hidden="true" className="size-5" />}
      title="Upcoming calls"
      to="/dashboard#calls"
      linkLabel="Answer and plan calls"
    >
      {body}
    </HomeCard>
  );
}

export function HomeMessages() {
  return (
    <HomeCard
      id="home-messages"
      icon={<MessagesSquare aria-hidden="true" className="size-5" />}
      title="Messages"
      to="/messages"
      linkLabel="Read and answer in Messages"
    >
      <ConversationsPreview empty="When a signed-in seeker asks about one of your listings, the conversation appears here." />
    </HomeCard>
  );
}

export function HomeMembership() {
  const query = useMembership();
  let body: ReactNode;
  if (query.isPending) body = <Skeleton className="h-16" aria-label="Loading your membership" />;
  else if (
    query.isError &&
    !(query.error instanceof ApiError && query.error.code === 'registration_required')
  )
    body = (
      <QueryError
        title="We could not load your membership."
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  else if (!query.data?.company.registered)
    body = (
      <p className="text-sm text-muted">
        Register your company to choose a plan and get the Verified badge.{' '}
        <Link to="/franchisor-registration" className="font-medium text-brand-700 underline">
          Register your company
        </Link>
      </p>
    );
  else
    body = (
      <div className="space-y-2 text-sm" data-testid="home-membership">
        {query.data.active ? (
          <MembershipLine membership={query.data.active} />
        ) : (
          <p className="text-muted">Basic listing (free): one live listing.</p>
        )}
        {query.data.pending && <MembershipLine membership={query.data.pending} />}
        {query.data.ended && (
          <p className="text-amber-900">
            Your {planById(query.data.ended.planId)!.name} plan ended on{' '}
            {orDash(query.data.ended.expiresAt, formatDay)}.
          </p>
        )}
        <p className="text-muted">
          Your plan allows <strong className="text-ink">{query.data.liveListingLimit}</strong> published{' '}
          {query.data.liveListingLimit === 1 ? 'listing' : 'listings'} at a time.
        </p>
      </div>
    );
  return (
    <HomeCard
      id="home-membership"
      icon={<CreditCard aria-hidden="true" className="size-5" />}
      title="Membership"
      to="/dashboard#dash-membership"
      linkLabel="Plan and invoices"
    >
      {body}
    </HomeCard>
  );
}
