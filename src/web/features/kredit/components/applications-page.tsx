import { FilePlus2, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { formatDay } from '../../../../shared/dates.ts';
import { KREDIT_OPEN_STATUSES } from '../../../../shared/kredit.ts';
import { formatMoney } from '../../../../shared/money.ts';
import type { KreditApplicationT } from '../../../../shared/schemas/kredit.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { useViewer } from '../../../lib/viewer.ts';
import { RequireUser } from '../../accounts/components/require-user.tsx';
import { useMyKredit } from '../api/my-applications.ts';
import { DecisionClock } from './decision-clock.tsx';
import { DocumentsPanel } from './documents-panel.tsx';
import { ReplyForm } from './reply-form.tsx';
import { KreditStatusBadge } from './status-badge.tsx';
import { StatusTimeline } from './status-timeline.tsx';

function Decision({ application: a }: { application: KreditApplicationT }) {
  const money = (m: number) => formatMoney(m, a.currency);
  if ((a.status === 'approved' || a.status === 'disbursed') && a.approvedAmountMinor != null) {
    const renewDue = a.renewalAt && new Date(a.renewalAt) <= new Date();
    return (
      <div className="rounded-lg bg-emerald-50 p-4 text-sm text-emerald-950">
        <p className="text-base font-semibold">
          {a.status === 'disbursed' ? 'Paid out' : 'Approved'}: {money(a.approvedAmountMinor)}
        </p>
        {a.decidedAt && <p>Decided on {formatDay(a.decidedAt)}.</p>}
        {a.renewalAt &&
          (renewDue ? (
            <Button asChild size="sm" className="mt-3">
              <Link to="/kredit-application">
                <RefreshCw aria-hidden="true" />
                Renew your Kredit
              </Link>
            </Button>
          ) : (
            <p className="mt-1">Renewal is offered from {formatDay(a.renewalAt)}.</p>
          ))}
      </div>
    );
  }
  if (a.status === 'rejected') {
    return (
      <div className="rounded-lg bg-red-50 p-4 text-sm text-red-950">
        <p className="font-semibold">
          Not approved{a.decidedAt ? ` on ${formatDay(a.decidedAt)}` : ''}, because:
        </p>
        <p className="mt-1 whitespace-pre-line break-words">{a.decisionReason}</p>
      </div>
    );
  }
  return null;
}

function ApplicationCard({ application: a }: { application: KreditApplicationT }) {
  const title = a.answers.businessName ?? 'Kredit application';
  const requested = a.amountMinor ?? a.answers.amountMinor;
  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold text-ink">{title}</h2>
          <p className="text-sm text-muted">
            {requested != null ? `${formatMoney(requested, a.currency)} requested` : 'No amount yet'}
            {a.submittedAt
              ? ` · submitted ${formatDay(a.submittedAt)}`
              : ` · started ${formatDay(a.createdAt)}`}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <KreditStatusBadge status={a.status} />
          {a.decisionDueAt && KREDIT_OPEN_STATUSES.includes(a.status) && (
            <DecisionClock dueAt={a.decisionDueAt} />
          )}
        </div>
      </div>
      {a.status === 'draft' && (
        <Button asChild>
          <Link to="/kredit-application">Continue your application</Link>
        </Button>
      )}
      <Decision application={a} />
      {a.status === 'more_info_requested' && <ReplyForm application={a} />}
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-label="Timeline" className="space-y-2">
          <h3 className="text-sm font-semibold text-muted uppercase">Timeline</h3>
          <StatusTimeline application={a} />
        </section>
        {a.status !== 'more_info_requested' && (
          <section aria-label="Documents" className="space-y-2">
            <h3 className="text-sm font-semibold text-muted uppercase">Documents</h3>
            <DocumentsPanel application={a} kinds={[]} />
          </section>
        )}
      </div>
    </Card>
  );
}

function Applications() {
  const mine = useMyKredit();
  if (mine.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading" className="space-y-4">
        <Skeleton className="h-24" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (mine.isError) {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-red-700">{mine.error.message}</p>
        <Button variant="outline" onClick={() => mine.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { applications, allowance } = mine.data;
  const money = (m: number) => formatMoney(m, allowance.limit.currency);
  const hasDraft = applications.some((a) => a.status === 'draft');
  return (
    <div className="space-y-6">
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
        <dl className="grid grid-cols-3 gap-4 text-sm">
          {(
            [
              ['Yearly limit', allowance.limit.minor],
              // A request waiting for a decision holds its amount too (shared/kredit.ts): "In use"
              // said money was out that was only asked for.
              ['Requested or approved', allowance.used.minor],
              ['Left', allowance.remaining.minor],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt className="text-muted">{label}</dt>
              <dd className="text-lg font-bold text-ink tabular-nums">{money(value)}</dd>
            </div>
          ))}
        </dl>
        {allowance.remaining.minor > 0 || hasDraft ? (
          <Button asChild>
            <Link to="/kredit-application">
              <FilePlus2 aria-hidden="true" />
              {hasDraft ? 'Continue your draft' : 'Start an application'}
            </Link>
          </Button>
        ) : (
          <p className="text-sm text-muted">
            Your whole limit is requested or approved; you can apply again when renewal is offered.
          </p>
        )}
      </Card>
      {allowance.limit.currency !== 'USD' && (
        <p className="text-xs text-muted">
          The $10,000 limit in {allowance.limit.currency} at {allowance.usdPerUnit} USD per unit, the rate of{' '}
          {allowance.rateDate}.
        </p>
      )}
      {applications.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-muted">
          You have no Kredit applications yet. An application takes about ten minutes; have a proof of
          identity and your latest bank statements ready.
        </p>
      ) : (
        applications.map((a) => <ApplicationCard key={a.id} application={a} />)
      )}
    </div>
  );
}

/** /kredit-applications: the applicant's applications, their timelines, clocks and decisions. */
export function KreditApplicationsPage() {
  const franchisor = useViewer().profile?.role === 'franchisor';
  return (
    <RequireUser>
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 lg:py-12">
        <div>
          <p className="text-sm font-semibold text-brand-700">Kredit</p>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900">Your Kredit applications</h1>
        </div>
        {franchisor ? (
          <p className="rounded-xl border border-amber-200 bg-amber-50 p-6 text-amber-950">
            Kredit is for franchise owners and buyers; franchisor accounts cannot apply.{' '}
            <Link to="/kredit" className="font-semibold underline">
              About Kredit
            </Link>
          </p>
        ) : (
          <Applications />
        )}
      </div>
    </RequireUser>
  );
}
