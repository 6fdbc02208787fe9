import { lazy, Suspense } from 'react';
import type { OpportunityDetail } from '../../../../../shared/schemas/catalog.ts';
import { useViewer } from '../../../../lib/viewer.ts';

// The form brings react-hook-form and the shared zod schemas, which no seeker's first load needs:
// only a signed-in franchisor on an unclaimed listing sees it.
const ClaimForm = lazy(() => import('./claim-form.tsx').then((m) => ({ default: m.ClaimForm })));

/**
 * "Claim this listing", for a franchisor on a listing whose company has no account: approved
 * at once when their e-mail is at the company's domain, else an admin checks it.
 */
export function ClaimListing({ listing }: { listing: OpportunityDetail }) {
  const viewer = useViewer();
  if (listing.franchisor.takesCalls || viewer.profile?.role !== 'franchisor') return null;
  return (
    <section
      aria-labelledby="claim-listing-title"
      className="rounded-xl border border-slate-200 bg-white p-5"
      data-testid="claim-listing"
    >
      <h2 id="claim-listing-title" className="text-lg font-semibold text-brand-900">
        Claim this listing
      </h2>
      <Suspense fallback={<p className="mt-2 text-sm text-muted">Loading…</p>}>
        <ClaimForm listing={listing} />
      </Suspense>
    </section>
  );
}
