import { CheckCircle2, Loader2, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { BRAND } from '../../../../../shared/brand.ts';
import { MARKETS, type MarketCode, placeName, shownWhenMarketOpens } from '../../../../../shared/markets.ts';
import type { EditableListing, ListingFormValues } from '../../../../../shared/schemas/listings.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { useListingAction } from '../../api/listings.ts';
import { listingResolver, submitIssues } from './listing-resolver.ts';
import { MediaSection } from './media-section.tsx';
import { MoneySection } from './money-section.tsx';
import { BasicsSection, OperationsSection } from './text-sections.tsx';
import { SAVE_LABELS, useAutosave } from './use-autosave.ts';

const EMPTY: Partial<ListingFormValues> = {
  homeBased: false,
  veteranDiscount: false,
  financingAvailable: false,
  unitsFranchised: 0,
  unitsCompanyOwned: 0,
  sources: {},
};

/** The id of the control that shows a field's message (a source's item or year: its picker). */
const controlId = (field: string) => {
  const [top, figure] = field.split('.');
  return top === 'sources' && figure ? `f-source-${figure}` : `f-${field}`;
};

/** The controls of these fields, in the order of the page. */
function controlsOf(fields: string[]): { id: string; element: HTMLElement | null }[] {
  const controls = [...new Set(fields.map(controlId))].map((id) => ({
    id,
    element: document.getElementById(id),
  }));
  return controls.sort((a, b) => {
    if (!a.element || !b.element) return a.element ? -1 : b.element ? 1 : 0;
    return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

const defaultsOf = (listing?: EditableListing) =>
  ({ ...EMPTY, ...(listing?.values ?? {}) }) as ListingFormValues;

/**
 * The listing form: one for every market (the market fixes the currency). Drafts save as the
 * franchisor types; "Submit for review" checks the whole listing with the shared schema.
 */
export function ListingForm({
  country,
  listing,
  onSaved,
}: {
  country: MarketCode;
  listing?: EditableListing;
  /** Besides the query cache, which every save updates. */
  onSaved?: (listing: EditableListing) => void;
}) {
  const navigate = useNavigate();
  const form = useForm<ListingFormValues>({
    resolver: listingResolver,
    defaultValues: defaultsOf(listing),
    mode: 'onTouched',
    // Submit focuses the first field to fix in the page's order, sources and the server's refusals included.
    shouldFocusError: false,
  });
  const archived = listing?.status === 'archived';
  const autosave = useAutosave(form, { id: listing?.id, country, onSaved, disabled: archived });
  const action = useListingAction();
  const live = listing?.status === 'published' || listing?.status === 'paused';

  const formRef = useRef<HTMLFormElement>(null);
  const [toFix, setToFix] = useState<string[]>([]);
  /** Says which fields stand in the way, by the names the form shows, and puts the keyboard on the first. */
  const refuse = (fields: string[]) => {
    const controls = controlsOf(fields);
    const labels = controls.map(
      ({ id }) => formRef.current?.querySelector(`label[for="${id}"]`)?.textContent?.trim() || id,
    );
    setToFix(labels);
    toast.error(`Fix ${labels.length === 1 ? 'this field' : 'these fields'} first: ${labels.join(', ')}.`);
    // As a submit refused by the browser's own checks would; focus scrolls it into view.
    controls[0]?.element?.focus();
  };

  /** Marks every rule the whole listing breaks; true when there is none. */
  const complete = () => {
    const issues = submitIssues(form.getValues());
    for (const i of issues) form.setError(i.field as keyof ListingFormValues, { message: i.message });
    if (issues.length === 0) return true;
    // Still save what is valid, then say what stands in the way.
    void autosave.saveNow();
    refuse(issues.map((i) => i.field));
    return false;
  };

  const submit = form.handleSubmit(
    async () => {
      if (!complete()) return;
      setToFix([]);
      const id = await autosave.saveNow();
      if (!id) {
        // A new listing whose first save failed: there is nothing on the server to submit yet.
        toast.error(
          'The listing could not be saved, so it was not submitted. Check your connection and try again.',
        );
        return;
      }
      action.mutate(
        { id, action: 'submit' },
        {
          onSuccess: (saved) => {
            toast.success(
              saved.revisionState === 'pending_review'
                ? 'Submitted for review. We will e-mail you the decision.'
                : 'Your changes are live.',
            );
            navigate('/dashboard');
          },
          onError: (err) => {
            if (err instanceof ApiError && err.errors.length) {
              const fields = err.errors.map((e) => e.field.replace(/^values\./, ''));
              err.errors.forEach((e, n) => {
                form.setError(fields[n] as keyof ListingFormValues, { message: e.message });
              });
              refuse(fields);
            } else toast.error(err.message);
          },
        },
      );
    },
    () => complete(),
  );

  const market = MARKETS[country];
  return (
    <FormProvider {...form}>
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-6">
        {!market.live ? (
          <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            {BRAND.name} is not open in {placeName(country)} yet. Your listing can be reviewed now and is{' '}
            {shownWhenMarketOpens(country)}.
          </p>
        ) : null}
        {listing?.pausedReason ? (
          <div
            role="alert"
            className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <p className="font-semibold">Our moderators paused this listing:</p>
            <p className="mt-1 whitespace-pre-line">{listing.pausedReason}</p>
            <p className="mt-1">
              Fix what it asks and submit it for review: once approved, it is live again.
            </p>
          </div>
        ) : null}
        {listing?.reviewReason && listing.revisionState === 'rejected' ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <p className="font-semibold">The reviewer asked for changes:</p>
            <p className="mt-1 whitespace-pre-line">{listing.reviewReason}</p>
          </div>
        ) : null}
        <BasicsSection />
        <MoneySection country={country} />
        <OperationsSection />
        {listing ? (
          <MediaSection listing={listing} />
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-muted">
            Pictures and documents can be added once the draft is saved — type the brand name to start.
          </p>
        )}
        <div className="sticky bottom-0 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white/95 py-3 backdrop-blur">
          <p
            role="status"
            aria-live="polite"
            className="flex items-center gap-1.5 text-sm text-muted"
            data-testid="save-state"
          >
            {autosave.state === 'saving' ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            ) : null}
            {autosave.state === 'saved' ? (
              <CheckCircle2 aria-hidden="true" className="size-4 text-brand-700" />
            ) : null}
            {archived ? 'Archived listings cannot be edited.' : SAVE_LABELS[autosave.state]}
          </p>
          {toFix.length ? (
            <p role="alert" className="w-full text-sm text-red-700" data-testid="submit-problems">
              Fix {toFix.length === 1 ? 'this field' : 'these fields'} before submitting: {toFix.join(', ')}.
            </p>
          ) : null}
          <Button type="submit" disabled={archived || action.isPending}>
            <Send aria-hidden="true" className="size-4" />
            {live ? 'Submit changes' : 'Submit for review'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
