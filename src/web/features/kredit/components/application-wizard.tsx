import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { describeLimit, kreditLimitIn } from '../../../../shared/kredit.ts';
import { formatMoney } from '../../../../shared/money.ts';
import {
  KreditAnswers,
  type KreditAnswersT,
  type KreditApplicationT,
  type KreditDraftT,
} from '../../../../shared/schemas/kredit.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { errorToast } from '../../accounts/toasts.ts';
import { useSaveKreditDraft } from '../api/my-applications.ts';
import { DocumentsPanel } from './documents-panel.tsx';
import { ReviewStep } from './review-step.tsx';
import { ApplicantStep, BusinessStep, FundingStep } from './wizard-fields.tsx';

type Name = keyof KreditAnswersT;
const STEPS: { title: string; fields: Name[] }[] = [
  { title: 'You', fields: ['fullName', 'phone'] },
  { title: 'Business', fields: ['stage', 'businessName', 'city', 'monthsTrading'] },
  {
    title: 'Amount and purpose',
    fields: ['amountMinor', 'purpose', 'purposeDetails', 'monthlyRevenueMinor'],
  },
  { title: 'Documents', fields: [] },
  { title: 'Review and submit', fields: [] },
];

/**
 * Where a draft opens: a new one (nothing past the prefilled first step) at the start, so the
 * applicant checks the prefilled details; one already under way at its first step with an answer
 * missing or wrong, else at the documents.
 */
function resumeStep(application: KreditApplicationT): number {
  const answers = application.answers as Partial<KreditAnswersT>;
  const begun = STEPS.slice(1).some((s) => s.fields.some((f) => answers[f] != null));
  if (!begun) return 0;
  const result = KreditAnswers.safeParse({ ...answers, currency: application.currency });
  const wrong = new Set(result.success ? [] : result.error.issues.map((i) => i.path[0]));
  const open = STEPS.findIndex((s) => s.fields.some((f) => wrong.has(f)));
  return open === -1 ? 3 : open;
}

function StepList({ current }: { current: number }) {
  return (
    <ol className="flex gap-2 overflow-x-auto pb-1 text-sm" aria-label="Steps">
      {STEPS.map((s, i) => (
        <li
          key={s.title}
          aria-current={i === current ? 'step' : undefined}
          className={cn(
            'flex shrink-0 items-center gap-2 rounded-full px-3 py-1.5 font-medium',
            i === current
              ? 'bg-brand-700 text-white'
              : i < current
                ? 'bg-brand-50 text-brand-800'
                : 'bg-slate-100 text-muted',
          )}
        >
          <span aria-hidden="true">{i + 1}</span>
          <span className={i === current ? '' : 'sr-only sm:not-sr-only'}>{s.title}</span>
        </li>
      ))}
    </ol>
  );
}

/** /kredit-application: five steps, each saved into the draft before the next. */
export function ApplicationWizard({
  application,
  remainingMinor,
}: {
  application: KreditApplicationT;
  remainingMinor: number;
}) {
  const [step, setStep] = useState(() => resumeStep(application));
  const heading = useRef<HTMLHeadingElement>(null);
  const save = useSaveKreditDraft(application.id);
  const form = useForm<KreditAnswersT>({
    resolver: zodResolver(KreditAnswers),
    defaultValues: application.answers,
    mode: 'onTouched',
  });
  const currency = application.currency;
  const limit = kreditLimitIn(currency);

  // After a step change (not on arrival), the new step's heading takes focus for screen readers.
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current !== step) heading.current?.focus();
    shown.current = step;
  }, [step]);

  /** Checks this step's fields, then saves every answer given so far. */
  async function next() {
    const fields = STEPS[step]!.fields;
    if (fields.length > 0) {
      if (!(await form.trigger(fields, { shouldFocus: true }))) return;
      const values = form.getValues();
      const done = STEPS.slice(0, step + 1).flatMap((s) => s.fields);
      const draft = Object.fromEntries(
        done.filter((f) => values[f] !== undefined).map((f) => [f, values[f]]),
      );
      try {
        await save.mutateAsync({ ...draft, currency } as KreditDraftT);
      } catch (error) {
        if (error instanceof ApiError && error.errors.length > 0) {
          for (const e of error.errors) form.setError(e.field as Name, { message: e.message });
        } else errorToast(error);
        return;
      }
    }
    setStep((s) => Math.min(s + 1, STEPS.length - 1));
  }

  const amountHint = (
    <>
      Up to {describeLimit(limit)} a year; <strong>{formatMoney(remainingMinor, currency)}</strong> left for
      you this year.
    </>
  );

  return (
    <div className="space-y-6">
      <StepList current={step} />
      <Card className="space-y-6 p-5 sm:p-8">
        <div>
          <p className="text-sm font-semibold text-brand-700">
            Step {step + 1} of {STEPS.length}
          </p>
          <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-ink focus:outline-none">
            {STEPS[step]!.title}
          </h2>
          {step < 3 && <p className="text-sm text-muted">Your answers are saved as a draft at every step.</p>}
        </div>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void next();
          }}
          className="space-y-6"
        >
          {step === 0 && <ApplicantStep form={form} country={application.market} />}
          {step === 1 && <BusinessStep form={form} />}
          {step === 2 && <FundingStep form={form} amountHint={amountHint} />}
          {step === 3 && (
            <DocumentsPanel application={application} kinds={['id', 'bank_statement', 'other']} removable />
          )}
          {step < 4 && (
            <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-5">
              <Button
                type="button"
                variant="outline"
                disabled={step === 0}
                onClick={() => setStep((s) => s - 1)}
              >
                <ArrowLeft aria-hidden="true" />
                Back
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Saving...' : 'Save and continue'}
                <ArrowRight aria-hidden="true" />
              </Button>
            </div>
          )}
        </form>
        {step === 4 && (
          <ReviewStep application={application} onBack={() => setStep(3)} onEdit={(s) => setStep(s)} />
        )}
      </Card>
    </div>
  );
}
