import { Link } from 'react-router';
import { KREDIT_DECISION_HOURS } from '../../../../shared/kredit.ts';
import type { AdminMetricsT, KreditFunnelStage } from '../../../../shared/schemas/admin.ts';
import { Card } from '../../../components/ui/card.tsx';
import { useAdminSelf } from '../api/get-admin-self.ts';
import { fmt } from './format.ts';

const STAGE_LABELS: Record<KreditFunnelStage, string> = {
  started: 'Started (drafts)',
  submitted: 'Submitted',
  under_review: 'In review',
  more_info_requested: 'More information asked',
  approved: 'Approved',
  rejected: 'Declined',
  disbursed: 'Paid out',
};

/** Hours to one decimal from the API; under an hour reads in minutes (never "0 h"). */
function hoursText(hours: number | null): string {
  if (hours == null) return '—';
  if (hours >= 1) return `${hours} h`;
  return hours < 0.1 ? 'under 6 min' : `${Math.round(hours * 60)} min`;
}

const pct = (n: number, of: number) => (of === 0 ? '—' : `${Math.round((n / of) * 100)} %`);

/**
 * The Kredit funnel of the period as bars (plain elements, so it is readable without the chart
 * library and by screen readers as a list): how many applications started in the period reached
 * each stage, with the share of those started.
 */
export function KreditFunnel({ funnel, days }: { funnel: AdminMetricsT['kreditFunnel']; days: number }) {
  const started = funnel.stages.find((s) => s.stage === 'started')?.count ?? 0;
  const widest = Math.max(1, ...funnel.stages.map((s) => s.count));
  const canReview = useAdminSelf().data?.permissions.has('kredit:review') ?? false;
  return (
    <Card className="space-y-4 p-4" aria-labelledby="kredit-funnel">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="kredit-funnel" className="text-sm font-semibold text-ink">
          Kredit funnel, applications started in the last {days} days
        </h3>
        {canReview && (
          <Link
            to="/admin/kredit-applications"
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Open the queue
          </Link>
        )}
      </div>
      <ol className="space-y-2" aria-label="Kredit funnel stages">
        {funnel.stages.map((s) => (
          <li
            key={s.stage}
            data-testid={`funnel-${s.stage}`}
            className="grid grid-cols-[9rem_1fr_auto] items-center gap-3 text-sm sm:grid-cols-[12rem_1fr_auto]"
          >
            <span className="text-muted">{STAGE_LABELS[s.stage]}</span>
            <span className="h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
              <span
                className="block h-full rounded-full bg-brand-600"
                style={{ width: `${(s.count / widest) * 100}%` }}
              />
            </span>
            <span className="text-right tabular-nums">
              <span className="font-semibold text-ink">{fmt(s.count)}</span>
              {s.stage !== 'started' && (
                <span className="ml-2 text-xs text-muted">{pct(s.count, started)}</span>
              )}
            </span>
          </li>
        ))}
      </ol>
      <dl className="grid grid-cols-1 gap-3 border-t border-slate-200 pt-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">Still drafts</dt>
          <dd className="font-semibold text-ink tabular-nums">{fmt(funnel.draftsNow)}</dd>
        </div>
        <div>
          <dt className="text-muted">Median time to decision ({fmt(funnel.decided)} decided)</dt>
          <dd className="font-semibold text-ink tabular-nums">{hoursText(funnel.medianHoursToDecision)}</dd>
        </div>
        <div>
          <dt className="text-muted">Past the {KREDIT_DECISION_HOURS}-hour promise now</dt>
          <dd
            className={
              funnel.overdueNow > 0
                ? 'font-semibold text-red-700 tabular-nums'
                : 'font-semibold text-ink tabular-nums'
            }
          >
            {fmt(funnel.overdueNow)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
