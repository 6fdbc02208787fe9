import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { OfferingDetail } from '../../../../shared/schemas/offerings.ts';
import {
  QUOTE_TIMELINE_LABELS,
  QUOTE_TIMELINES,
  QuoteRequestInput,
} from '../../../../shared/schemas/quotes.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { useRequestQuote } from '../../quotes/api/quotes.ts';

type Values = z.input<typeof QuoteRequestInput>;
const selectClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';
const countOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

function QuoteForm({ item, onDone }: { item: OfferingDetail; onDone: () => void }) {
  const request = useRequestQuote();
  const form = useForm<Values>({
    resolver: zodResolver(QuoteRequestInput),
    defaultValues: {
      offeringId: item.id,
      needs: '',
      seats: null,
      locations: null,
      timeline: '1month',
      notes: '',
    },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={`Request a quote for ${item.name}`}
      className="mt-3 space-y-3"
      onSubmit={form.handleSubmit((values) =>
        request.mutate(QuoteRequestInput.parse(values), {
          onSuccess: onDone,
          onError: (err) =>
            form.setError('root', {
              message: err instanceof ApiError ? err.message : 'Could not send the request.',
            }),
        }),
      )}
    >
      <FormField label="What do you need?" error={errors.needs}>
        <Textarea rows={3} {...form.register('needs')} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Seats" error={errors.seats}>
          <Input
            type="number"
            min={1}
            inputMode="numeric"
            {...form.register('seats', { setValueAs: countOrNull })}
          />
        </FormField>
        <FormField label="Locations" error={errors.locations}>
          <Input
            type="number"
            min={1}
            inputMode="numeric"
            {...form.register('locations', { setValueAs: countOrNull })}
          />
        </FormField>
      </div>
      <FormField label="Timeline" error={errors.timeline}>
        <select className={selectClass} {...form.register('timeline')}>
          {QUOTE_TIMELINES.map((t) => (
            <option key={t} value={t}>
              {QUOTE_TIMELINE_LABELS[t]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Notes for the vendor (optional)" error={errors.notes}>
        <Textarea rows={2} {...form.register('notes')} />
      </FormField>
      {errors.root && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" disabled={request.isPending} className="w-full">
        {request.isPending ? 'Sending…' : 'Send quote request'}
      </Button>
    </form>
  );
}

/** Quote and purchase actions for franchisor members; others are told who they are for. */
export function OfferingActions({ item }: { item: OfferingDetail }) {
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const franchisor = viewer.status === 'signed-in' && viewer.profile?.role === 'franchisor';
  if (!franchisor) {
    return (
      <p className="text-sm text-muted">
        Quotes and cashback are for franchisor members.{' '}
        {viewer.status === 'signed-out' && (
          <Link to="/franchisor-auth" className="font-medium text-brand-700 underline">
            Sign in as a franchisor
          </Link>
        )}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {item.takesQuotes &&
        (sent ? (
          <p
            role="status"
            className="flex items-center gap-2 text-sm font-medium text-brand-900"
            data-testid="quote-sent"
          >
            <CheckCircle2 aria-hidden="true" className="size-4" /> Quote requested.{' '}
            <Link to="/my-quotes" className="underline">
              See your quotes
            </Link>
          </p>
        ) : open ? (
          <QuoteForm item={item} onDone={() => setSent(true)} />
        ) : (
          <Button className="w-full" onClick={() => setOpen(true)}>
            Request a quote
          </Button>
        ))}
      <Link
        to={`/earn-on-spends?offering=${item.id}`}
        className={buttonVariants({ variant: 'outline', className: 'w-full' })}
      >
        <Receipt aria-hidden="true" /> Record a purchase
      </Link>
    </div>
  );
}
