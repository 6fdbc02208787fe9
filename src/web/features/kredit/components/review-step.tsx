import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { formatMoney } from '../../../../shared/money.ts';
import {
  KREDIT_PURPOSE_LABELS,
  type KreditApplicationT,
  KreditSubmitBody,
} from '../../../../shared/schemas/kredit.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSubmitKredit } from '../api/my-applications.ts';
import { PrequalificationCard } from './prequalification-card.tsx';

function Summary({
  application,
  onEdit,
}: {
  application: KreditApplicationT;
  onEdit: (step: number) => void;
}) {
  const a = application.answers;
  const money = (m: number | undefined) => (m == null ? '—' : formatMoney(m, application.currency));
  const rows: [string, string, number][] = [
    ['Full name', a.fullName ?? '—', 0],
    ['Phone', a.phone ?? '—', 0],
    [a.stage === 'buying' ? 'Franchise you are buying' : 'Business', a.businessName ?? '—', 1],
    ['City', a.city ?? '—', 1],
    ...(a.stage === 'buying'
      ? []
      : [['Months trading', String(a.monthsTrading ?? '—'), 1] as [string, string, number]]),
    ['Amount', money(a.amountMinor), 2],
    ['Purpose', a.purpose ? KREDIT_PURPOSE_LABELS[a.purpose] : '—', 2],
    [a.stage === 'buying' ? 'Expected monthly revenue' : 'Monthly revenue', money(a.monthlyRevenueMinor), 2],
    ['Documents', `${application.documents.length} attached`, 3],
  ];
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
      {rows.map(([label, value, step]) => (
        <div key={label} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 p-3">
          <dt className="w-full shrink-0 text-muted sm:w-44">{label}</dt>
          <dd className="min-w-0 flex-1 break-words text-ink">{value}</dd>
          <dd>
            <Button type="button" variant="link" size="inline" onClick={() => onEdit(step)}>
              Edit<span className="sr-only"> {label.toLowerCase()}</span>
            </Button>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The last step: what will be sent, the pre-qualification, and consent to the terms. */
export function ReviewStep({
  application,
  onBack,
  onEdit,
}: {
  application: KreditApplicationT;
  onBack: () => void;
  onEdit: (step: number) => void;
}) {
  const navigate = useNavigate();
  const submit = useSubmitKredit(application.id);
  const form = useForm<z.input<typeof KreditSubmitBody>>({ resolver: zodResolver(KreditSubmitBody) });
  const error = form.formState.errors.consent?.message;
  const blocked = application.prequalification.outcome === 'not_eligible';

  // mutateAsync, not mutate's callbacks: the draft view unmounts as soon as the cache says "submitted".
  const onSubmit = form.handleSubmit(async () => {
    try {
      await submit.mutateAsync(undefined);
    } catch {
      return; // shown from submit.error
    }
    toast.success('Application submitted', { description: 'A reviewer decides within 24 hours.' });
    navigate('/kredit-applications');
  });

  return (
    <div className="space-y-6">
      <Summary application={application} onEdit={onEdit} />
      <PrequalificationCard result={application.prequalification} />
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="space-y-1">
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'kredit-consent-error' : undefined}
              {...form.register('consent')}
            />
            <span>
              I agree to the Kredit terms in the{' '}
              <Link to="/terms-of-service" target="_blank" className="font-semibold text-brand-700 underline">
                Terms of Service
              </Link>
              , confirm my answers are true, and allow Franchisio to check the documents I attached.
            </span>
          </label>
          <FieldError id="kredit-consent-error">{error}</FieldError>
        </div>
        {submit.error && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {submit.error instanceof ApiError
              ? submit.error.message
              : 'The application could not be sent. Try again.'}
          </p>
        )}
        <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-5">
          <Button type="button" variant="outline" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" disabled={submit.isPending || blocked}>
            <Send aria-hidden="true" />
            {submit.isPending ? 'Submitting...' : 'Submit application'}
          </Button>
        </div>
      </form>
    </div>
  );
}
