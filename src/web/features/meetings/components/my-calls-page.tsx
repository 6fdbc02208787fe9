import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { RequireUser } from '../../accounts/components/require-user.tsx';
import { viewerZone } from '../lib/time.ts';
import { CallList } from './call-list.tsx';

function Content() {
  const viewer = useViewer();
  return (
    <div className="space-y-8">
      <p className="text-sm text-muted">
        Times are shown in your time zone ({viewerZone()}).
        {viewer.profile?.role === 'franchisor' && (
          <>
            {' '}
            Calls people asked your company for are on your{' '}
            <Link to="/dashboard#calls" className="font-medium text-brand-700 underline">
              dashboard
            </Link>
            .
          </>
        )}
      </p>
      <CallList
        side="seeker"
        empty="A franchise whose company is on Franchisio offers “Request a call” on its page: propose up to three times that suit you."
        emptyAction={
          <Link to="/discover" className={buttonVariants({ variant: 'outline' })}>
            Discover franchises
          </Link>
        }
      />
    </div>
  );
}

/** /my-calls: the calls the viewer asked franchisors for, with what they can do next. */
export function MyCallsPage() {
  usePageTitle();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 flex items-center gap-2 text-3xl font-bold tracking-tight text-brand-900">
        <CalendarClock aria-hidden="true" className="size-7" /> My calls
      </h1>
      <RequireUser>
        <Content />
      </RequireUser>
    </div>
  );
}
