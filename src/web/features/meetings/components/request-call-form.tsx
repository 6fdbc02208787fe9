import { CheckCircle2 } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { formatCallTime } from '../../../../shared/dates.ts';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { SIGN_IN_PATH } from '../../../lib/auth-paths.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { useRequestCall } from '../api/calls.ts';
import { SlotsForm } from './slots-form.tsx';

/** The call request itself: sign in first, then up to three times; then where to follow it. */
export function RequestCallForm({
  listing,
}: {
  listing: { id: string; title: string; companyName: string };
}) {
  const viewer = useViewer();
  const location = useLocation();
  const request = useRequestCall(listing.id);

  if (viewer.status === 'loading') {
    return (
      <p className="text-sm text-muted" role="status">
        Loading…
      </p>
    );
  }
  if (viewer.status === 'signed-out') {
    return (
      <Link
        to={`${SIGN_IN_PATH}?redirect=${encodeURIComponent(`${location.pathname}#request-call`)}`}
        className={buttonVariants({ variant: 'outline' })}
      >
        Sign in to request a call
      </Link>
    );
  }
  if (request.isSuccess) {
    return (
      <div
        role="status"
        className="rounded-xl border border-brand-200 bg-brand-50 p-4"
        data-testid="call-requested"
      >
        <p className="flex items-center gap-2 font-semibold text-brand-900">
          <CheckCircle2 aria-hidden="true" className="size-5" /> Call requested
        </p>
        <p className="mt-1 text-sm text-muted">
          You proposed {request.data.slots.map((s) => formatCallTime(s)).join('; ')}. We will e-mail you when{' '}
          {listing.companyName} answers.
        </p>
        <Link to="/my-calls" className="mt-2 inline-block text-sm font-medium text-brand-700 underline">
          See your calls
        </Link>
      </div>
    );
  }
  return (
    <SlotsForm
      label={`Request a call about ${listing.title}`}
      submitLabel="Request a call"
      withNote
      pending={request.isPending}
      onSubmit={({ note, ...rest }) => request.mutateAsync({ ...rest, ...(note ? { note } : {}) })}
    />
  );
}
