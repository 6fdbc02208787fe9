import { BellOff } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useUnsubscribe } from '../api/saved-searches.ts';

/**
 * The alert e-mail's link: no sign-in, the signed token is the proof. It asks before acting so
 * that a mail scanner opening the link does not unsubscribe anyone.
 */
export function UnsubscribePage() {
  usePageTitle();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <Card className="p-6 text-center sm:p-8">
        <BellOff aria-hidden="true" className="mx-auto size-8 text-brand-700" />
        <h1 className="mt-3 text-2xl font-bold text-brand-900">Unsubscribe from search alerts</h1>
        {!token ? (
          <p className="mt-2 text-muted">
            This link has no token. Use the link from the e-mail, or manage alerts on{' '}
            <Link to="/saved-searches" className="font-medium text-brand-700 underline">
              your saved searches
            </Link>
            .
          </p>
        ) : unsubscribe.isSuccess ? (
          <div role="status">
            <p className="mt-2 text-ink">
              You will get no more e-mails for <strong>{unsubscribe.data.name}</strong>.
            </p>
            <p className="mt-2 text-sm text-muted">
              The search stays saved; you can turn its e-mails back on from{' '}
              <Link to="/saved-searches" className="font-medium text-brand-700 underline">
                your saved searches
              </Link>
              .
            </p>
          </div>
        ) : (
          <>
            <p className="mt-2 text-muted">
              Press the button to stop the e-mails about new matches for this saved search. No sign-in needed.
            </p>
            {unsubscribe.isError && (
              <p role="alert" className="mt-3 text-sm text-red-700">
                {unsubscribe.error.message}
              </p>
            )}
            <Button
              className="mt-5"
              disabled={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(token)}
            >
              {unsubscribe.isPending ? 'Stopping…' : 'Stop these e-mails'}
            </Button>
          </>
        )}
      </Card>
    </div>
  );
}
