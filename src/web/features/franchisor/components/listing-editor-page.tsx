import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { MARKETS, type MarketCode } from '../../../../shared/markets.ts';
import type { EditableListing } from '../../../../shared/schemas/listings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/card.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useListing } from '../api/listings.ts';
import { marketOfCreatePath } from '../lib/create-paths.ts';
import { FranchisorsOnly } from './franchisors-only.tsx';
import { ListingForm } from './listing-form/listing-form.tsx';

const STATUS_TEXT: Record<string, string> = {
  draft: 'Draft',
  pending_review: 'In review',
  published: 'Published',
  rejected: 'Changes requested',
  paused: 'Paused',
  archived: 'Archived',
};

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
  usePageTitle();
  return (
    <Frame title="List your franchise" country={country}>
      <ListingForm country={country} listing={listing} onSaved={setListing} />
    </Frame>
  );
}

function EditBody({ id }: { id: string }) {
  const query = useListing(id);
  const [saved, setSaved] = useState<EditableListing | undefined>();
  if (query.isPending) return <Skeleton className="h-96" role="status" aria-label="Loading" />;
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
  const listing = saved ?? query.data;
  return (
    <>
      <p className="mb-4 text-sm">
        Status: <strong>{STATUS_TEXT[listing.status]}</strong>
        {listing.revisionState === 'pending_review' && listing.status !== 'pending_review'
          ? ' · your latest changes are in review; the published version stays online'
          : ''}
      </p>
      <ListingForm country={listing.country} listing={listing} onSaved={setSaved} />
    </>
  );
}

/** /dashboard/listings/:id/edit: one of my listings. */
export function EditListingPage() {
  const { id = '' } = useParams();
  const query = useListing(id);
  usePageTitle();
  return (
    <Frame title="Edit listing" country={query.data?.country ?? 'US'}>
      <EditBody id={id} />
    </Frame>
  );
}
