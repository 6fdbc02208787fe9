import { ExternalLink, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { LISTING_STATUS_LABELS } from '../../../../shared/enums.ts';
import { MARKETS } from '../../../../shared/markets.ts';
import { type AdminListingActionT, PauseReasonForm } from '../../../../shared/schemas/admin-catalog.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, Card, Skeleton } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useAdminCatalogListing, useModerateListing } from '../api/listing-catalog.ts';
import { RejectReason } from './reject-reason.tsx';

const DONE: Record<AdminListingActionT['action'], string> = {
  pause: 'Paused. The franchisor is told why.',
  resume: 'Resumed: the listing is public again.',
  feature: 'Featured.',
  unfeature: 'No longer featured.',
};

/** On /admin/listings/:id: where the listing stands, its public page, and the moderators' actions. */
export function AdminListingActions({ id }: { id: string }) {
  const reasonId = useId();
  const query = useAdminCatalogListing(id);
  const moderate = useModerateListing(id);
  const [pausing, setPausing] = useState(false);
  if (query.isPending) return <Skeleton className="h-28" role="status" aria-label="Loading the listing" />;
  // A draft or a submission is not in the catalogue: its statistics below still show.
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return null;
    return (
      <p role="alert" className="text-sm text-red-700">
        {query.error.message}
      </p>
    );
  }
  const l = query.data;
  const run = (input: AdminListingActionT) =>
    moderate.mutate(input, {
      onSuccess: () => {
        setPausing(false);
        toast.success(DONE[input.action]);
      },
      onError: (err) => toast.error(err.message),
    });
  return (
    <Card className="space-y-3 p-4" role="region" aria-label="Moderation">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={l.status === 'published' ? 'brand' : 'neutral'} data-testid="admin-listing-status">
          {LISTING_STATUS_LABELS[l.status]}
        </Badge>
        {l.featured && (
          <Badge>
            <Star aria-hidden="true" className="size-3" /> Featured
          </Badge>
        )}
        <span className="text-sm text-muted">{MARKETS[l.country].name}</span>
      </div>
      {l.pausedReason && (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">Paused by a moderator:</p>
          <p className="mt-1 whitespace-pre-line break-words">{l.pausedReason}</p>
        </div>
      )}
      {l.status === 'paused' && !l.pausedReason && (
        <p className="text-sm text-muted">Its franchisor paused it; only they can resume it.</p>
      )}
      <p className="text-sm">
        {l.publicPath ? (
          <a
            href={l.publicPath}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            Preview as the public sees it <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        ) : (
          <span className="text-muted">
            The public does not see this listing now
            {l.status === 'published' ? ' (its market is not open yet)' : ''}.
          </span>
        )}
      </p>
      {pausing ? (
        <RejectReason
          id={reasonId}
          label="Why is it paused? The franchisor reads this."
          schema={PauseReasonForm}
          submitLabel="Pause listing"
          pending={moderate.isPending}
          onSubmit={(reason) => run({ action: 'pause', reason })}
          onCancel={() => setPausing(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {l.status === 'published' && (
            <Button variant="outline" onClick={() => setPausing(true)}>
              Pause with a reason
            </Button>
          )}
          {l.status === 'paused' && l.pausedReason && (
            <Button variant="outline" disabled={moderate.isPending} onClick={() => run({ action: 'resume' })}>
              Resume
            </Button>
          )}
          <Button
            variant="outline"
            disabled={moderate.isPending}
            onClick={() => run({ action: l.featured ? 'unfeature' : 'feature' })}
          >
            {l.featured ? 'Unfeature' : 'Feature'}
          </Button>
        </div>
      )}
    </Card>
  );
}
