import { CalendarClock } from 'lucide-react';
import { lazy } from 'react';
import { CALLS } from '../../../../shared/limits.ts';
import { BelowTheFold } from '../../catalog/components/below-the-fold.tsx';

// The form brings react-hook-form and the shared schemas: loaded when scrolled near (the
// header's "Request a call" link scrolls here, which loads it).
const RequestCallForm = lazy(() =>
  import('./request-call-form.tsx').then((m) => ({ default: m.RequestCallForm })),
);

/** "Request a call" on a listing: up to three times in the seeker's own zone. */
export function RequestCall({ listing }: { listing: { id: string; title: string; companyName: string } }) {
  return (
    <section
      id="request-call"
      aria-labelledby="request-call-title"
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="request-call-title" className="flex items-center gap-2 text-xl font-semibold text-brand-900">
        <CalendarClock aria-hidden="true" className="size-5" /> Request a call
      </h2>
      <p className="mt-1 text-sm text-muted">
        Propose up to {CALLS.maxSlots} times for a {CALLS.durationMinutes}-minute call with{' '}
        {listing.companyName}; they confirm one or suggest others, and you both get a calendar invitation.
      </p>
      <div className="mt-4">
        <BelowTheFold reserve="min-h-[3rem]" label="Loading the call request form…">
          <RequestCallForm listing={listing} />
        </BelowTheFold>
      </div>
    </section>
  );
}
