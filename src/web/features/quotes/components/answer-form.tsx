import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type Quote, QuoteAnswerInput } from '../../../../shared/schemas/quotes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useAnswerQuote } from '../api/quotes.ts';

type Values = z.input<typeof QuoteAnswerInput>;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The vendor's answer: a price in the offering's currency and the last day it holds. */
export function AnswerForm({ quote, onDone }: { quote: Quote; onDone: () => void }) {
  const answer = useAnswerQuote();
  const form = useForm<Values>({
    resolver: zodResolver(QuoteAnswerInput),
    defaultValues: { price: undefined as unknown as number, validUntil: inDays(30), message: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={`Answer ${quote.requesterCompany}`}
      className="mt-3 space-y-3 border-t border-slate-200 pt-3"
      onSubmit={form.handleSubmit((values) =>
        answer.mutate(
          { id: quote.id, ...QuoteAnswerInput.parse(values) },
          {
            onSuccess: () => {
              toast.success('Quote sent.');
              onDone();
            },
            onError: (err) => {
              const field = err instanceof ApiError ? err.errors[0] : undefined;
              if (field) form.setError(field.field as keyof Values, { message: field.message });
              else toast.error(err.message);
            },
          },
        ),
      )}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={`Price (${quote.currency})`} error={errors.price}>
          <Input
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            {...form.register('price', { valueAsNumber: true })}
          />
        </FormField>
        <FormField label="Valid until" error={errors.validUntil}>
          <Input type="date" min={inDays(0)} max={inDays(180)} {...form.register('validUntil')} />
        </FormField>
      </div>
      <FormField label="Message (optional)" error={errors.message}>
        <Textarea rows={2} {...form.register('message')} />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" disabled={answer.isPending}>
          Send quote
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
