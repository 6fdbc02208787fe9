import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { StatsPanel, type StatsRange } from '../../franchisor/components/listing-stats.tsx';
import { useAdminListingStats } from '../api/listing-stats.ts';
import { AdminListingActions } from './admin-listing-actions.tsx';

/** /admin/listings/:id: a listing's moderation and its statistics, the same figures its franchisor sees. */
export function AdminListingStats({ id }: { id: string }) {
  const [days, setDays] = useState<StatsRange>(30);
  const query = useAdminListingStats(id, days);
  const listing = query.data?.listing;
  return (
    <div className="space-y-5">
      <Link
        to="/admin/catalog"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Live listings
      </Link>
      <div className="space-y-1">
        <h2 className="text-xl font-bold break-words text-ink">{listing?.title ?? 'Listing statistics'}</h2>
        {listing && <p className="text-sm text-muted">{listing.companyName}</p>}
      </div>
      <AdminListingActions id={id} />
      <Card className="p-4">
        <StatsPanel days={days} onDays={setDays} query={query} />
      </Card>
    </div>
  );
}
