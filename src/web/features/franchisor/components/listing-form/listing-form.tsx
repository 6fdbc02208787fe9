import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Loader2, Send } from 'lucide-react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { MARKETS, type MarketCode } from '../../../../../shared/markets.ts';
import {
  type EditableListing,
  type ListingFormValues,
  ListingValuesSchema,
} from '../../../../../shared/schemas/listings.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { useListingAction } from '../../api/listings.ts';
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
  onSaved: (listing: EditableListing) => void;
}) {
  const navigate = useNavigate();
  const form = useForm<ListingFormValues>({
    resolver: zodResolver(ListingValuesSchema) as unknown as Resolver<ListingFormValues>,
    defaultValues: defaultsOf(listing),
    mode: 'onTouched',
  });
  const archived = listing?.status === 'archived';
  const autosave = useAutosave(form, { id: listing?.id, country, onSaved, disabled: archived });
  const action = useListingAction();
  const live = listing?.status === 'published' || listing?.status === 'paused';

  const submit = form.handleSubmit(async () => {
    const id = await autosave.saveNow();
    if (!id) return;
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
          if (err instanceof ApiError) {
            for (const e of err.errors)
              form.setError(e.field as keyof ListingFormValues, { message: e.message });
          }
          toast.error(err.message);
        },
      },
    );
  });

  const market = MARKETS[country];
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-6">
        {!market.live ? (
          <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            {market.name} is not open yet. Your listing can be reviewed now and is shown as soon as the market
            opens.
          </p>
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
          <Button type="submit" disabled={archived || action.isPending}>
            <Send aria-hidden="true" className="size-4" />
            {live ? 'Submit changes' : 'Submit for review'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
