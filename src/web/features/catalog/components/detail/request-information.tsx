import { lazy } from 'react';
import type { OpportunityDetail } from '../../../../../shared/schemas/catalog.ts';
import { BelowTheFold } from '../below-the-fold.tsx';

// The form brings react-hook-form and the shared zod schemas: loaded when scrolled near (the
// header's "Request information" link scrolls here, which loads it).
const RequestInfoForm = lazy(() =>
  import('../request-info-form.tsx').then((m) => ({ default: m.RequestInfoForm })),
);

export function RequestInformation({ listing }: { listing: OpportunityDetail }) {
  return (
    <section
      id="request-information"
      aria-labelledby="request-information-title"
      className="scroll-mt-24 rounded-xl border border-brand-200 bg-white p-5 sm:p-6"
    >
      <h2 id="request-information-title" className="text-xl font-semibold text-brand-900">
        Request information
      </h2>
      <p className="mt-1 text-sm text-muted">
        Ask {listing.companyName} for their disclosure document, territories and next steps.
        {!listing.franchisor.takesCalls && (
          <>
            {' '}
            They answer by e-mail: {listing.companyName} has no account on Franchisio yet, so no messages or
            calls here.
          </>
        )}
      </p>
      <div className="mt-4">
        <BelowTheFold reserve="min-h-[31.5rem] sm:min-h-[28rem]" label="Loading the request form…">
          <RequestInfoForm listing={listing} />
        </BelowTheFold>
      </div>
    </section>
  );
}
