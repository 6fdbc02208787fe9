import { Check } from 'lucide-react';
import { formatMoment } from '../../../../shared/dates.ts';
import { KREDIT_STATUS_LABELS, type KreditStatus } from '../../../../shared/kredit.ts';
import { formatMoney } from '../../../../shared/money.ts';
import type { KreditApplicationT } from '../../../../shared/schemas/kredit.ts';

function label(e: KreditApplicationT['events'][number], currency: string): string {
  if (e.kind === 'reply') return 'You answered';
  const base = KREDIT_STATUS_LABELS[e.status as KreditStatus];
  return e.amountMinor != null ? `${base}: ${formatMoney(e.amountMinor, currency)}` : base;
}

/**
 * draft → submitted → under review → approved | rejected | more information → disbursed: each
 * step that happened, with when, who (for reviewers) and any message.
 */
export function StatusTimeline({
  application,
  reviewer,
}: {
  application: KreditApplicationT;
  reviewer?: boolean;
}) {
  const steps = [
    {
      id: 'created',
      title: 'Draft started',
      at: application.createdAt,
      message: null as string | null,
      by: null as string | null,
    },
    ...application.events.map((e) => ({
      id: e.id,
      title: e.kind === 'reply' && reviewer ? 'Applicant answered' : label(e, application.currency),
      at: e.at,
      message: e.message,
      by: reviewer ? e.actorEmail : null,
    })),
  ];
  return (
    <ol className="space-y-3" aria-label="Status timeline">
      {steps.map((s) => (
        <li key={s.id} className="flex gap-3">
          <span
            aria-hidden="true"
            className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-brand-700 text-white"
          >
            <Check className="size-3" />
          </span>
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-ink">{s.title}</p>
            <p className="text-muted">
              <time dateTime={s.at}>{formatMoment(s.at)}</time>
              {s.by && <> · {s.by}</>}
            </p>
            {s.message && <p className="mt-1 whitespace-pre-line break-words text-ink">{s.message}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
