import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { Inbox } from './inbox.tsx';

/**
 * /messages: the one inbox of every signed-in person, whatever their role: a seeker's threads
 * with companies, a franchisor's with the seekers who asked about its listings, both sides of a
 * quote, network threads. Every link to a thread (bell, e-mails, quotes, dashboard) leads here.
 */
export function MessagesPage() {
  usePageTitle();
  const viewer = useViewer();
  const franchisor = viewer.profile?.role === 'franchisor';
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-brand-900">Messages</h1>
      {viewer.status === 'loading' ? null : viewer.status !== 'signed-in' ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg font-semibold">Sign in to read your messages</p>
          <Button asChild className="mt-4">
            <Link to="/auth">Sign in</Link>
          </Button>
        </div>
      ) : (
        <Inbox
          empty={
            franchisor ? (
              <>
                When a signed-in seeker asks about one of your listings, the conversation appears here.{' '}
                <Link to="/dashboard" className="text-brand-700 underline">
                  Your dashboard
                </Link>
              </>
            ) : (
              <>
                Ask a franchisor for information on any franchise page: their answers arrive here.{' '}
                <Link to="/discover" className="text-brand-700 underline">
                  Discover franchises
                </Link>
              </>
            )
          }
        />
      )}
    </div>
  );
}
