import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { KREDIT_OPEN_STATUSES, KREDIT_STATUS_LABELS, KREDIT_STATUSES } from '../../../../shared/kredit.ts';
import { MARKET_CODES, MARKETS } from '../../../../shared/markets.ts';
import { formatMoney } from '../../../../shared/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { type QueueFilter, useKreditQueue } from '../api/review.ts';
import { DecisionClock } from './decision-clock.tsx';
import { ReviewPanel } from './review-panel.tsx';
import { KreditStatusBadge } from './status-badge.tsx';

const selectClass =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500';
const STATUSES = KREDIT_STATUSES.filter((s) => s !== 'draft');

/** /admin/kredit-applications: the queue (soonest due first), filters, and the chosen application. */
export function KreditReviewQueue() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filter: QueueFilter = {
    ...(params.get('status') ? { status: params.get('status') as QueueFilter['status'] } : {}),
    ...(params.get('market') ? { market: params.get('market')! } : {}),
  };
  const selected = params.get('id');
  const queue = useKreditQueue(filter);
  const setParam = (key: string, value: string) =>
    setParams((p) => {
      if (value) p.set(key, value);
      else p.delete(key);
      return p;
    });
  const linkTo = (appId: string) => {
    const next = new URLSearchParams(params);
    next.set('id', appId);
    return `?${next}`;
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-ink">Kredit applications</h2>
          <p className="text-sm text-muted">
            Waiting applications first, the one whose 24-hour clock runs out first on top.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-status`} className="text-xs font-medium text-muted">
              Status
            </label>
            <select
              id={`${id}-status`}
              className={selectClass}
              value={filter.status ?? ''}
              onChange={(e) => setParam('status', e.target.value)}
            >
              <option value="">Any status</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {KREDIT_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-market`} className="text-xs font-medium text-muted">
              Market
            </label>
            <select
              id={`${id}-market`}
              className={selectClass}
              value={filter.market ?? ''}
              onChange={(e) => setParam('market', e.target.value)}
            >
              <option value="">All markets</option>
              {MARKET_CODES.map((m) => (
                <option key={m} value={m}>
                  {MARKETS[m].name}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          {queue.isPending ? (
            <div role="status" aria-busy="true" aria-label="Loading" className="space-y-3">
              <Skeleton className="h-20" />
              <Skeleton className="h-20" />
            </div>
          ) : queue.isError ? (
            <div role="alert" className="space-y-3">
              <p className="text-red-700">{queue.error.message}</p>
              <Button variant="outline" onClick={() => queue.refetch()}>
                Try again
              </Button>
            </div>
          ) : queue.data.items.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-muted">
              No applications match these filters.
            </p>
          ) : (
            <ul className="space-y-2" aria-label="Review queue">
              {queue.data.items.map((item) => (
                <li key={item.id}>
                  <Link
                    to={linkTo(item.id)}
                    aria-current={item.id === selected ? 'true' : undefined}
                    className={cn(
                      'block rounded-xl border bg-white p-3 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500',
                      item.id === selected ? 'border-brand-500 ring-1 ring-brand-500' : 'border-slate-200',
                    )}
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="truncate font-semibold text-ink">
                        {item.businessName ?? 'Application'}
                      </span>
                      <KreditStatusBadge status={item.status} />
                    </div>
                    <p className="mt-1 truncate text-sm text-muted">
                      {item.amountMinor != null ? formatMoney(item.amountMinor, item.currency) : '—'} ·{' '}
                      {item.market ?? '—'} · {item.applicantEmail}
                    </p>
                    {item.decisionDueAt && KREDIT_OPEN_STATUSES.includes(item.status) && (
                      <DecisionClock dueAt={item.decisionDueAt} className="mt-2" />
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          {selected ? (
            <ReviewPanel key={selected} id={selected} />
          ) : (
            <Card className="p-6 text-sm text-muted">Choose an application in the queue to review it.</Card>
          )}
        </div>
      </div>
    </div>
  );
}
