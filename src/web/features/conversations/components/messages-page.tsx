import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { Inbox } from './inbox.tsx';

/** /messages: a seeker's conversations with franchisors (opened by their information requests). */
export function MessagesPage() {
  usePageTitle();
  const viewer = useViewer();
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
          side="seeker"
          empty={
            <>
              Ask a franchisor for information on any franchise page: their answers arrive here.{' '}
              <Link to="/discover" className="text-brand-700 underline">
                Discover franchises
              </Link>
            </>
          }
        />
      )}
    </div>
  );
}
