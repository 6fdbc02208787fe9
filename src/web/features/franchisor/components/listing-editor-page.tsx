import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { LISTING_STATUS_LABELS } from '../../../../shared/enums.ts';
import { MARKETS, type MarketCode } from '../../../../shared/markets.ts';
import type { EditableListing } from '../../../../shared/schemas/listings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/card.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useListing, useSavesLanded } from '../api/listings.ts';
import { editListingPath, marketOfCreatePath } from '../lib/create-paths.ts';
import { FranchisorsOnly } from './franchisors-only.tsx';
import { ListingForm } from './listing-form/listing-form.tsx';

function Frame({
  title,
  country,
  children,
}: {
  title: string;
  country: MarketCode;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Dashboard
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900">{title}</h1>
      <p className="mt-1 mb-6 text-muted">
        {MARKETS[country].name} · amounts in {MARKETS[country].currency}
      </p>
      <FranchisorsOnly what="Listing a franchise">{children}</FranchisorsOnly>
    </div>
  );
}

/** /create-opportunity and its market suffixes: a new listing, saved as a draft from the first keystroke. */
export function CreateListingPage() {
  const country = marketOfCreatePath(useLocation().pathname);
  const [listing, setListing] = useState<EditableListing | undefined>();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  usePageTitle();
  const onSaved = (saved: EditableListing) => {
    // A save flushed on the way out lands after another page took the address: leave that alone.
    if (!mounted.current) return;
    setListing(saved);
    // The draft's own address from its first save, so a reload or a return opens it rather than
    // a blank form that would start another draft. The history entry is replaced without a
    // navigation: re-rendering the form now would drop what is being typed.
    const path = editListingPath(saved.id);
    if (window.location.pathname !== path) window.history.replaceState(window.history.state, '', path);
  };
  return (
    <Frame title="List your franchise" country={country}>
      <ListingForm country={country} listing={listing} onSaved={onSaved} />
    </Frame>
  );
}

function EditBody({ id, landed }: { id: string; landed: boolean }) {
  const query = useListing(id, { enabled: landed });
  if (!landed || query.isPending) return <Skeleton className="h-96" role="status" aria-label="Loading" />;
  if (query.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
        <p className="font-semibold text-red-800">{query.error.message}</p>
        <Button className="mt-3" variant="outline" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  // The editor's saves put the stored listing in the query's cache: the status follows them.
  const listing = query.data;
  return (
    <>
      <p className="mb-4 text-sm">
        Status: <strong>{LISTING_STATUS_LABELS[listing.status]}</strong>
        {listing.revisionState === 'pending_review' && listing.status !== 'pending_review'
          ? ' · your latest changes are in review; the published version stays online'
          : ''}
      </p>
      {listing.heldByPlanLimit ? (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          Your plan has no live listing to spare, so approval cannot publish this one.{' '}
          <Link to="/dashboard#dash-membership" className="font-medium underline">
            Upgrade your plan
          </Link>{' '}
          or pause another listing from your dashboard.
        </p>
      ) : null}
      <ListingForm country={listing.country} listing={listing} />
    </>
  );
}

/** /dashboard/listings/:id/edit: one of my listings. */
export function EditListingPage() {
  const { id = '' } = useParams();
  const landed = useSavesLanded(id);
  const query = useListing(id, { enabled: landed });
  usePageTitle();
  return (
    <Frame title="Edit listing" country={query.data?.country ?? 'US'}>
      <EditBody id={id} landed={landed} />
    </Frame>
  );
}
