import { Bell } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { MARKETS, type MarketCode } from '../../../../shared/markets.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { useNotifyMarket } from '../api/notify-market.ts';

/** The coming-soon banner of a market that is not live yet, with its 'notify me' form. */
export function ComingSoonBanner({ market }: { market: MarketCode }) {
  const m = MARKETS[market];
  const notify = useNotifyMarket(market);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    // zod is not part of the list page's first load: it comes with the first submit.
    const { z } = await import('zod');
    if (!z.email().safeParse(value.trim()).success) {
      setError('Please enter a valid e-mail address.');
      return;
    }
    setError(undefined);
    notify.mutate(value.trim());
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-accent-300 bg-amber-50 p-4 sm:flex sm:items-center sm:justify-between sm:gap-6"
    >
      <div>
        <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-brand-900">
          <Bell aria-hidden="true" className="size-4" /> Franchisio is coming soon to {m.name}
        </h2>
        <p className="mt-1 text-sm text-muted">
          We are live in the United States and India. You can already browse {m.adjective} listings below;
          leave your e-mail and we will tell you when {m.name} opens.
        </p>
      </div>
      {notify.isSuccess ? (
        <p role="status" className="mt-3 text-sm font-semibold text-brand-800 sm:mt-0">
          Thanks! We will e-mail you when {m.name} goes live.
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="mt-3 flex shrink-0 flex-col gap-1 sm:mt-0">
          <Label htmlFor={`${id}-email`} className="sr-only">
            E-mail address
          </Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={error || notify.isError ? `${id}-error` : undefined}
              className="sm:w-60"
            />
            <Button type="submit" disabled={notify.isPending}>
              {notify.isPending ? 'Saving…' : 'Notify me'}
            </Button>
          </div>
          <FieldError id={`${id}-error`}>
            {error ?? (notify.isError ? notify.error.message : undefined)}
          </FieldError>
        </form>
      )}
    </section>
  );
}
