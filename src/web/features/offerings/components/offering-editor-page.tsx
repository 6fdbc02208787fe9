import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { OFFERING_KINDS } from '../../../../shared/enums.ts';
import { OFFERING_KIND_PAGES, offeringDetailPath } from '../../../../shared/offering-kinds.ts';
import {
  CASHBACK_CAP_PCT,
  cashbackDisclosure,
  PRICING_MODEL_LABELS,
  PRICING_MODELS,
  REWARD_CURRENCIES,
} from '../../../../shared/rewards.ts';
import { OfferingValuesSchema, type VendorOffering } from '../../../../shared/schemas/offerings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, Skeleton } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { FranchisorsOnly } from '../../franchisor/components/franchisors-only.tsx';
import {
  useCreateOffering,
  useMyOffering,
  useSubmitOffering,
  useUpdateOffering,
} from '../api/vendor-offerings.ts';
import { type FormValues, fromFormValues, toFormValues } from './offering-form-values.ts';
import { OfferingPictures } from './offering-pictures.tsx';
import { STATUS_LABELS } from './vendor-offerings-panel.tsx';

const selectClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';

function Editor({ offering }: { offering?: VendorOffering }) {
  const navigate = useNavigate();
  const create = useCreateOffering();
  const update = useUpdateOffering(offering?.id ?? '');
  const submit = useSubmitOffering();
  const form = useForm<FormValues>({ defaultValues: toFormValues(offering?.values) });
  const { errors, isDirty } = form.formState;
  useEffect(() => form.reset(toFormValues(offering?.values)), [offering, form]);
  const inReview = offering?.status === 'pending_review';

  const placeErrors = (issues: { field: string; message: string }[]) => {
    for (const i of issues) form.setError(i.field.split('.')[0] as keyof FormValues, { message: i.message });
    if (issues[0]) form.setFocus(issues[0].field.split('.')[0] as keyof FormValues);
  };

  const save = form.handleSubmit(async (raw) => {
    const parsed = OfferingValuesSchema.safeParse(fromFormValues(raw));
    if (!parsed.success) {
      return placeErrors(
        parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? 'name'), message: i.message })),
      );
    }
    try {
      const saved = offering ? await update.mutateAsync(parsed.data) : await create.mutateAsync(parsed.data);
      toast.success('Saved as a draft.');
      if (!offering) navigate(`/dashboard/offerings/${saved.id}`, { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.errors.length) placeErrors(err.errors);
      else toast.error(err instanceof Error ? err.message : 'Could not save.');
    }
  });

  const reg = (name: keyof FormValues) => form.register(name, { disabled: inReview });
  const pricingModel = form.watch('pricingModel');
  const cashback = Number(form.watch('cashbackPct') || 0);

  return (
    <div className="space-y-6">
      {offering && (
        <div className="flex flex-wrap items-center gap-2" data-testid="offering-status">
          <Badge tone={offering.status === 'published' ? 'accent' : 'neutral'}>
            {STATUS_LABELS[offering.status]}
          </Badge>
          {offering.status === 'published' && !offering.pausedReason && (
            <Link
              to={offeringDetailPath(offering.values.kind, offering.id)}
              className="text-sm font-medium text-brand-700 hover:underline focus-visible:underline"
            >
              See it as members do
            </Link>
          )}
          {offering.reviewReason && (
            <p role="note" className="text-sm text-red-800">
              Sent back: {offering.reviewReason}
            </p>
          )}
          {offering.pausedReason && (
            <p role="note" className="text-sm text-amber-900">
              Paused by our moderators: {offering.pausedReason} Edit it and submit it again to bring it back.
            </p>
          )}
        </div>
      )}
      <form
        noValidate
        onSubmit={save}
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Type" error={errors.kind}>
            <select className={selectClass} {...reg('kind')}>
              {OFFERING_KINDS.map((k) => (
                <option key={k} value={k}>
                  {OFFERING_KIND_PAGES[k].title.replace(/s$/, '')}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="Name" error={errors.name}>
            <Input {...reg('name')} />
          </FormField>
          <FormField
            label="Category"
            hint="For example: Scheduling, Customer support, Bookkeeping"
            error={errors.category}
          >
            <Input {...reg('category')} />
          </FormField>
          <FormField label="Website" error={errors.website}>
            <Input type="url" placeholder="https://" {...reg('website')} />
          </FormField>
          <FormField label="Pricing model" error={errors.pricingModel}>
            <select className={selectClass} {...reg('pricingModel')}>
              {PRICING_MODELS.map((p) => (
                <option key={p} value={p}>
                  {PRICING_MODEL_LABELS[p]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="Currency" error={errors.currency}>
            <select className={selectClass} {...reg('currency')}>
              {REWARD_CURRENCIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </FormField>
          {pricingModel !== 'free' && (
            <>
              <FormField
                label="Lowest price"
                hint="Leave empty when priced by quote"
                error={errors.priceFrom}
              >
                <Input type="number" min={0} step="0.01" inputMode="decimal" {...reg('priceFrom')} />
              </FormField>
              <FormField label="Highest price (optional)" error={errors.priceTo}>
                <Input type="number" min={0} step="0.01" inputMode="decimal" {...reg('priceTo')} />
              </FormField>
            </>
          )}
        </div>
        <FormField label="Short description" error={errors.shortDescription}>
          <Input {...reg('shortDescription')} />
        </FormField>
        <FormField label="Description" error={errors.description}>
          <Textarea rows={6} {...reg('description')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Features" hint="One per line" error={errors.features}>
            <Textarea rows={4} {...reg('features')} />
          </FormField>
          <FormField label="Integrations" hint="One per line" error={errors.integrations}>
            <Textarea rows={4} {...reg('integrations')} />
          </FormField>
        </div>
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <FormField label="Cashback (%)" hint={`0 to ${CASHBACK_CAP_PCT}%`} error={errors.cashbackPct}>
            <Input
              type="number"
              min={0}
              max={CASHBACK_CAP_PCT}
              step="0.5"
              inputMode="decimal"
              {...reg('cashbackPct')}
            />
          </FormField>
          <FormField
            label="Cashback terms"
            hint="Which purchases earn it, and when"
            error={errors.cashbackTerms}
          >
            <Textarea rows={3} {...reg('cashbackTerms')} />
          </FormField>
        </div>
        {cashback > 0 && (
          <p className="rounded-lg bg-slate-50 p-3 text-xs text-muted">
            Members see this disclosure: {cashbackDisclosure(offering?.vendor ?? 'your company')}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={inReview || create.isPending || update.isPending}>
            {offering ? 'Save changes' : 'Save draft'}
          </Button>
          {offering && offering.status !== 'published' && !inReview && (
            <Button
              type="button"
              variant="outline"
              disabled={isDirty || submit.isPending}
              title={isDirty ? 'Save your changes first' : undefined}
              onClick={() =>
                submit.mutate(offering.id, {
                  onSuccess: () => {
                    toast.success('Submitted for review.');
                    navigate('/dashboard');
                  },
                  onError: (err) => toast.error(err.message),
                })
              }
            >
              Submit for review
            </Button>
          )}
        </div>
        {offering?.status === 'published' && (
          <p className="text-sm text-muted">
            Saving changes takes the offering off the lists until a reviewer approves them again.
          </p>
        )}
      </form>
      {offering && <OfferingPictures offering={offering} disabled={inReview} />}
    </div>
  );
}

/** /dashboard/offerings/new and /dashboard/offerings/:id: a vendor's software, AI tool or service. */
export function OfferingEditorPage() {
  const { id } = useParams();
  usePageTitle();
  const query = useMyOffering(id);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <Link to="/dashboard" className="text-sm font-medium text-brand-700 hover:underline">
        ← Dashboard
      </Link>
      <h1 className="mt-3 mb-6 text-3xl font-bold tracking-tight text-brand-900">
        {id ? 'Edit offering' : 'List software, an AI tool or a service'}
      </h1>
      <FranchisorsOnly what="Listing an offering">
        {!id ? (
          <Editor />
        ) : query.isPending ? (
          <Skeleton className="h-96" role="status" aria-label="Loading" />
        ) : query.isError ? (
          <QueryError
            title="We could not load this offering."
            error={query.error}
            onRetry={() => query.refetch()}
          />
        ) : (
          <Editor offering={query.data} />
        )}
      </FranchisorsOnly>
    </div>
  );
}
