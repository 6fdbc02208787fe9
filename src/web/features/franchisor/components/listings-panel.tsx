import { BarChart3, ListChecks, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { OpportunityStatus } from '../../../../shared/enums.ts';
import { LISTING_STATUS_LABELS } from '../../../../shared/enums.ts';
import { MARKETS, type MarketCode, shownWhenMarketOpens } from '../../../../shared/markets.ts';
import type { FranchisorDashboard } from '../../../../shared/schemas/franchisor.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Badge } from '../../../components/ui/card.tsx';
import { toast } from '../../../lib/toast.ts';
import { type ListingAction, useListingAction } from '../api/listings.ts';
import { CREATE_ROUTES, editListingPath } from '../lib/create-paths.ts';
import { ListingStatsView } from './listing-stats.tsx';
import { Panel } from './panel.tsx';

type Listing = FranchisorDashboard['listings'][number];

const ACTIONS: Record<OpportunityStatus, { action: ListingAction; label: string }[]> = {
  draft: [{ action: 'archive', label: 'Archive' }],
  pending_review: [{ action: 'archive', label: 'Archive' }],
  rejected: [{ action: 'archive', label: 'Archive' }],
  published: [
    { action: 'pause', label: 'Pause' },
    { action: 'archive', label: 'Archive' },
  ],
  paused: [
    { action: 'resume', label: 'Resume' },
    { action: 'archive', label: 'Archive' },
  ],
  archived: [],
};

function ListingRow({ listing: l }: { listing: Listing }) {
  const act = useListingAction();
  const [showStats, setShowStats] = useState(false);
  const market = MARKETS[l.country as MarketCode];
  const run = (action: ListingAction) =>
    act.mutate({ id: l.id, action }, { onError: (err) => toast.error(err.message) });
  return (
    <li className="py-3" data-testid="dashboard-listing">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">
            {l.status === 'published' && market ? (
              <Link to={`${market.detailPrefix}/${l.id}`} className="hover:underline">
                {l.title}
              </Link>
            ) : (
              l.title
            )}
          </p>
          <p className="text-sm text-muted">
            {l.category} · {market?.name ?? l.country}
            {l.revisionState === 'pending_review' && l.status !== 'pending_review'
              ? ' · changes in review'
              : ''}
            {l.revisionState === 'rejected' && l.status !== 'rejected' ? ' · changes sent back' : ''}
            {l.status === 'published' && market && !market.live
              ? ` · ${shownWhenMarketOpens(market.code)}`
              : ''}
          </p>
        </div>
        <Badge tone={l.status === 'published' ? 'brand' : 'neutral'}>{LISTING_STATUS_LABELS[l.status]}</Badge>
      </div>
      {l.pausedReason ? (
        <div
          className="mt-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="paused-reason"
        >
          <p className="font-semibold">Paused by our moderators:</p>
          <p className="mt-1 whitespace-pre-line break-words">{l.pausedReason}</p>
          <p className="mt-1">
            {l.revisionState === 'pending_review'
              ? 'Your resubmission is in review.'
              : 'Edit the listing and submit it for review to bring it back.'}
          </p>
        </div>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {l.status !== 'archived' ? (
          <Link to={editListingPath(l.id)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <Pencil aria-hidden="true" className="size-4" />
            {l.status === 'draft' || l.status === 'rejected'
              ? 'Edit and submit'
              : l.pausedReason
                ? 'Edit and resubmit'
                : 'Edit'}
          </Link>
        ) : null}
        {ACTIONS[l.status]
          // A moderators' pause is lifted by their review of a resubmission, not by the owner.
          .filter((a) => !(a.action === 'resume' && l.pausedReason))
          .map((a) => (
            <Button
              key={a.action}
              variant="outline"
              size="sm"
              disabled={act.isPending}
              onClick={() => run(a.action)}
            >
              {a.label}
            </Button>
          ))}
        <Button variant="ghost" size="sm" aria-expanded={showStats} onClick={() => setShowStats((s) => !s)}>
          <BarChart3 aria-hidden="true" className="size-4" />
          Statistics
        </Button>
      </div>
      {showStats ? <ListingStatsView id={l.id} /> : null}
    </li>
  );
}

export function ListingsPanel({ listings }: { listings: Listing[] }) {
  const live = CREATE_ROUTES.filter((r) => MARKETS[r.market].live);
  const soon = CREATE_ROUTES.filter((r) => !MARKETS[r.market].live);
  return (
    <Panel
      id="dash-listings"
      icon={<ListChecks aria-hidden="true" className="size-5" />}
      title={`Your listings (${listings.length})`}
      action={
        <Link to="/create-opportunity" className={buttonVariants({ size: 'sm' })}>
          <Plus aria-hidden="true" className="size-4" /> New listing
        </Link>
      }
    >
      {listings.length === 0 ? (
        <p className="text-muted">
          Your company has no franchise listings yet. Start one below; drafts save as you type.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {listings.map((l) => (
            <ListingRow key={l.id} listing={l} />
          ))}
        </ul>
      )}
      <p className="mt-4 text-sm text-muted">
        List in:{' '}
        {[...live, ...soon].map((r, i) => (
          <span key={r.path}>
            {i > 0 ? ' · ' : ''}
            <Link to={r.path} className="text-brand-700 hover:underline">
              {MARKETS[r.market].name}
            </Link>
            {MARKETS[r.market].live ? '' : ' (opening soon)'}
          </span>
        ))}
      </p>
    </Panel>
  );
}
