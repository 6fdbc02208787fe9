import { FileText, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDay } from '../../../../shared/dates.ts';
import { formatMoney } from '../../../../shared/money.ts';
import { offeringDetailPath } from '../../../../shared/offering-kinds.ts';
import type { QuoteStatus } from '../../../../shared/rewards.ts';
import { QUOTE_TIMELINE_LABELS, type Quote } from '../../../../shared/schemas/quotes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, Skeleton } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { FranchisorsOnly } from '../../franchisor/components/franchisors-only.tsx';
import { useDecideQuote, useQuotes } from '../api/quotes.ts';
import { AnswerForm } from './answer-form.tsx';

const STATUS: Record<QuoteStatus, string> = {
  requested: 'Requested',
  quoted: 'Quoted',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

function QuoteCard({ quote }: { quote: Quote }) {
  const decide = useDecideQuote();
  const [answering, setAnswering] = useState(false);
  const act = (decision: 'accept' | 'decline') =>
    decide.mutate(
      { id: quote.id, decision },
      {
        onSuccess: () => toast.success(decision === 'accept' ? 'Quote accepted.' : 'Quote declined.'),
        onError: (err) => toast.error(err.message),
      },
    );
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5" data-testid="quote-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-brand-900">
            <Link to={offeringDetailPath(quote.offering.kind, quote.offering.id)} className="hover:underline">
              {quote.offering.name}
            </Link>
          </h3>
          <p className="text-sm text-muted">
            {quote.side === 'requester'
              ? `by ${quote.offering.vendor}`
              : `asked by ${quote.requesterCompany}`}{' '}
            · {formatDay(quote.createdAt)}
          </p>
        </div>
        <Badge
          tone={quote.status === 'quoted' || quote.status === 'accepted' ? 'accent' : 'neutral'}
          data-testid="quote-status"
        >
          {STATUS[quote.status]}
        </Badge>
      </div>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
        <div className="sm:col-span-3">
          <dt className="text-muted">Needs</dt>
          <dd className="whitespace-pre-line">{quote.needs}</dd>
        </div>
        {quote.seats !== null && (
          <div>
            <dt className="text-muted">Seats</dt>
            <dd>{quote.seats}</dd>
          </div>
        )}
        {quote.locations !== null && (
          <div>
            <dt className="text-muted">Locations</dt>
            <dd>{quote.locations}</dd>
          </div>
        )}
        <div>
          <dt className="text-muted">Timeline</dt>
          <dd>{QUOTE_TIMELINE_LABELS[quote.timeline]}</dd>
        </div>
        {quote.notes && (
          <div className="sm:col-span-3">
            <dt className="text-muted">Notes</dt>
            <dd className="whitespace-pre-line">{quote.notes}</dd>
          </div>
        )}
      </dl>
      {quote.priceMinor !== null && (
        <div className="mt-3 rounded-lg bg-brand-50 p-3 text-sm">
          <p className="font-semibold text-brand-900" data-testid="quote-price">
            {formatMoney(quote.priceMinor, quote.currency, { exact: true })}
            {quote.validUntil && (
              <span className="font-normal text-muted"> · valid until {formatDay(quote.validUntil)}</span>
            )}
          </p>
          {quote.vendorMessage && <p className="mt-1 whitespace-pre-line">{quote.vendorMessage}</p>}
        </div>
      )}
      {quote.side === 'requester' && quote.status === 'quoted' && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button disabled={decide.isPending} onClick={() => act('accept')}>
            Accept
          </Button>
          <Button variant="outline" disabled={decide.isPending} onClick={() => act('decline')}>
            Decline
          </Button>
        </div>
      )}
      {quote.side === 'vendor' &&
        quote.status === 'requested' &&
        (answering ? (
          <AnswerForm quote={quote} onDone={() => setAnswering(false)} />
        ) : (
          <Button className="mt-3" onClick={() => setAnswering(true)}>
            Answer with a price
          </Button>
        ))}
      {quote.threadPath && (
        <p className="mt-3 border-t border-slate-100 pt-3">
          <Link
            to={quote.threadPath}
            data-testid="quote-thread"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline focus-visible:underline"
          >
            <MessageSquare aria-hidden="true" className="size-4" />
            Messages with {quote.side === 'requester' ? quote.offering.vendor : quote.requesterCompany}
          </Link>
        </p>
      )}
    </li>
  );
}

function QuoteList({ items, empty }: { items: Quote[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul className="space-y-4">
      {items.map((q) => (
        <QuoteCard key={q.id} quote={q} />
      ))}
    </ul>
  );
}

function Content() {
  const query = useQuotes();
  if (query.isPending) return <Skeleton className="h-64" role="status" aria-label="Loading quotes" />;
  if (query.isError)
    return (
      <QueryError
        title="We could not load your quotes."
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  const { requested, received } = query.data;
  if (requested.length === 0 && received.length === 0) {
    return (
      <EmptyState
        title="No quotes yet"
        action={
          <Link to="/ai-tools" className="font-medium text-brand-700 underline">
            Browse AI tools
          </Link>
        }
      >
        Ask a vendor for a price from any software, AI tool or service page that takes quotes.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-8">
      <section aria-labelledby="quotes-requested">
        <h2 id="quotes-requested" className="mb-3 text-xl font-semibold text-brand-900">
          Quotes you asked for
        </h2>
        <QuoteList items={requested} empty="You have not asked for a quote yet." />
      </section>
      <section aria-labelledby="quotes-received">
        <h2 id="quotes-received" className="mb-3 text-xl font-semibold text-brand-900">
          Requests to your company
        </h2>
        <QuoteList items={received} empty="No franchisor has asked your company for a quote yet." />
      </section>
    </div>
  );
}

/** /my-quotes: the quotes a franchisor asked for, and as a vendor, the requests to answer. */
export function MyQuotesPage() {
  usePageTitle();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 flex items-center gap-2 text-3xl font-bold tracking-tight text-brand-900">
        <FileText aria-hidden="true" className="size-7" /> My quotes
      </h1>
      <FranchisorsOnly what="Quotes">
        <Content />
      </FranchisorsOnly>
    </div>
  );
}
