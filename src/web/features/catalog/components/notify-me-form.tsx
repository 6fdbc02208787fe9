import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { MarketCode } from '../../../../shared/markets.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { useHydrated } from '../../../lib/after-hydration.ts';
import { useNotifyMarket } from '../api/notify-market.ts';

type Values = { email: string };

/**
 * zod is not part of a list page's load: the shared schema and its resolver come with the
 * first check of the form.
 */
const resolver: Resolver<Values> = async (values, context, options) => {
  const [{ zodResolver }, { NotifyInput }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../../../../shared/schemas/catalog.ts'),
  ]);
  return zodResolver(NotifyInput)(values, context, options);
};

/** The e-mail to tell when a coming-soon market opens. */
export default function NotifyMeForm({ market, marketName }: { market: MarketCode; marketName: string }) {
  const notify = useNotifyMarket(market);
  // No default value: an address typed into the server's HTML before the form hydrated is
  // adopted, where a default would empty the field.
  const form = useForm<Values>({ resolver });
  const id = useId();
  // The server's HTML shows the button disabled until this code has hydrated the form: sent
  // before, it would load the page again with the address in the URL (the form has no action).
  const hydrated = useHydrated();
  const error = form.formState.errors.email?.message ?? (notify.isError ? notify.error.message : undefined);
  if (notify.isSuccess) {
    return (
      <p role="status" className="mt-3 text-sm font-semibold text-brand-800 sm:mt-0">
        Thanks! We will e-mail you when we open in {marketName}.
      </p>
    );
  }
  return (
    <form
      onSubmit={form.handleSubmit(({ email }) => notify.mutate(email))}
      noValidate
      className="mt-3 flex shrink-0 flex-col gap-1 sm:mt-0"
    >
      <Label htmlFor={`${id}-email`} className="sr-only">
        E-mail address
      </Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...form.register('email', { setValueAs: (v: string) => v.trim() })}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="sm:w-60"
        />
        <Button type="submit" disabled={notify.isPending || !hydrated}>
          {notify.isPending ? 'Saving…' : 'Notify me'}
        </Button>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </form>
  );
}
