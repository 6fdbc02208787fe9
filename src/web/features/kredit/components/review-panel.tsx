import { formatMoment } from '../../../../shared/dates.ts';
import { KREDIT_DOCUMENT_LABELS, KREDIT_OPEN_STATUSES } from '../../../../shared/kredit.ts';
import { formatMoney } from '../../../../shared/money.ts';
import { KREDIT_PURPOSE_LABELS, type KreditReviewItemT } from '../../../../shared/schemas/kredit.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { useViewer } from '../../../lib/viewer.ts';
import { useKreditReviewItem } from '../api/review.ts';
import { DecisionClock } from './decision-clock.tsx';
import { DecisionForms } from './decision-forms.tsx';
import { PdfPreview } from './pdf-preview.tsx';
import { PrequalificationCard } from './prequalification-card.tsx';
import { KreditStatusBadge } from './status-badge.tsx';
import { StatusTimeline } from './status-timeline.tsx';

function Answers({ item }: { item: KreditReviewItemT }) {
  const a = item.answers;
  const money = (m: number | null | undefined) => (m == null ? '—' : formatMoney(m, item.currency));
  const rows: [string, string][] = [
    ['Applicant', `${a.fullName ?? item.applicant.name} · ${item.applicant.email}`],
    ['Phone', a.phone ?? '—'],
    ['Market', `${item.market ?? '—'} · ${item.currency}`],
    [a.stage === 'buying' ? 'Buying' : 'Business', `${a.businessName ?? '—'}, ${a.city ?? '—'}`],
    ...(a.stage === 'buying' ? [] : [['Months trading', String(a.monthsTrading ?? '—')] as [string, string]]),
    ['Requested', money(item.amountMinor)],
    ['Purpose', a.purpose ? `${KREDIT_PURPOSE_LABELS[a.purpose]}: ${a.purposeDetails ?? ''}` : '—'],
    [a.stage === 'buying' ? 'Expected monthly revenue' : 'Monthly revenue', money(a.monthlyRevenueMinor)],
    ['Yearly limit left', `${money(item.allowance.remaining.minor)} of ${money(item.allowance.limit.minor)}`],
    ['Rate', `${item.usdPerUnit} USD per ${item.currency}, of ${item.rateDate}`],
  ];
  return (
    <dl className="divide-y divide-slate-200 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="grid gap-1 py-2 sm:grid-cols-3">
          <dt className="text-muted">{k}</dt>
          <dd className="break-words text-ink sm:col-span-2">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Pictures and PDFs are shown in the panel, both read from the checked document route. */
function Documents({ item }: { item: KreditReviewItemT }) {
  if (item.documents.length === 0) return <p className="text-sm text-muted">No documents.</p>;
  return (
    <ul className="grid items-start gap-3 sm:grid-cols-2">
      {item.documents.map((d) => (
        <li key={d.id} className="overflow-hidden rounded-lg border border-slate-200">
          {d.mime.startsWith('image/') ? (
            <a href={d.url} target="_blank" rel="noreferrer">
              <img
                src={d.url}
                alt={`${KREDIT_DOCUMENT_LABELS[d.kind]}: ${d.name}`}
                className="h-48 w-full bg-slate-50 object-contain"
              />
            </a>
          ) : (
            <PdfPreview url={d.url} name={d.name} />
          )}
          <p className="truncate border-t border-slate-200 px-3 py-2 text-sm">
            <span className="font-medium text-ink">{KREDIT_DOCUMENT_LABELS[d.kind]}</span>
            <span className="text-muted"> · {d.name}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** One application, for a reviewer: answers, documents, timeline and the decisions allowed. */
export function ReviewPanel({ id }: { id: string }) {
  const viewer = useViewer();
  const item = useKreditReviewItem(id);
  if (item.isPending) return <Skeleton className="h-96" role="status" aria-label="Loading" />;
  if (item.isError) {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-red-700">{item.error.message}</p>
        <Button variant="outline" onClick={() => item.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const data = item.data;
  const own = data.applicant.userId === viewer.user?.id;
  return (
    <Card className="space-y-6 p-5 sm:p-6" aria-label="Application">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-ink">{data.answers.businessName ?? 'Kredit application'}</h2>
        <div className="flex flex-wrap items-center gap-2">
          <KreditStatusBadge status={data.status} />
          {data.decisionDueAt && KREDIT_OPEN_STATUSES.includes(data.status) && (
            <DecisionClock dueAt={data.decisionDueAt} />
          )}
        </div>
      </div>
      <Answers item={data} />
      <PrequalificationCard result={data.prequalification} />
      <section className="space-y-2" aria-label="Documents">
        <h3 className="text-sm font-semibold text-muted uppercase">Documents</h3>
        <Documents item={data} />
      </section>
      <section className="space-y-2" aria-label="Timeline">
        <h3 className="text-sm font-semibold text-muted uppercase">Timeline</h3>
        <StatusTimeline application={data} reviewer />
      </section>
      <section className="space-y-2" aria-label="Audit log">
        <h3 className="text-sm font-semibold text-muted uppercase">Audit log</h3>
        {data.audit.length === 0 ? (
          <p className="text-sm text-muted">No admin action yet.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {data.audit.map((r) => (
              <li key={`${r.action}-${r.at}`} className="break-words">
                <span className="font-mono text-ink">{r.action}</span>
                <span className="text-muted">
                  {' '}
                  · {r.actorEmail} · {formatMoment(r.at)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {data.status === 'approved' || data.status === 'disbursed' ? (
        <p className="rounded-lg bg-emerald-50 p-3 text-sm font-semibold text-emerald-900">
          Approved: {formatMoney(data.approvedAmountMinor ?? 0, data.currency)}
        </p>
      ) : null}
      <section className="space-y-3 border-t border-slate-200 pt-5" aria-label="Decision">
        <h3 className="text-sm font-semibold text-muted uppercase">Decision</h3>
        {own ? (
          <p className="text-sm text-muted">This is your own application: another reviewer decides it.</p>
        ) : (
          <DecisionForms item={data} />
        )}
      </section>
    </Card>
  );
}
