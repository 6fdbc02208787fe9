import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { OTP } from '../../../../shared/limits.ts';
import {
  type LeadAddress,
  LeadAddressBody,
  LeadAddressCodeBody,
} from '../../../../shared/schemas/membership.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { errorToast } from '../../accounts/toasts.ts';
import {
  useAddLeadAddress,
  useLeadAddresses,
  useRemoveLeadAddress,
  useResendLeadCode,
  useVerifyLeadAddress,
} from '../api/lead-addresses.ts';
import { Panel } from './panel.tsx';

/** The server's message for one field, when a refusal names it. */
const fieldMessage = (err: unknown, field: string) =>
  err instanceof ApiError ? err.errors.find((e) => e.field === field)?.message : undefined;

function CodeForm({ address }: { address: LeadAddress }) {
  const verify = useVerifyLeadAddress();
  const resend = useResendLeadCode();
  const form = useForm<z.input<typeof LeadAddressCodeBody>, unknown, z.output<typeof LeadAddressCodeBody>>({
    resolver: zodResolver(LeadAddressCodeBody),
    defaultValues: { code: '' },
  });
  const onSubmit = form.handleSubmit(({ code }) =>
    verify.mutate(
      { id: address.id, code },
      {
        onSuccess: () => toast.success(`Leads now go to ${address.email}.`),
        onError: (err) => {
          const message = fieldMessage(err, 'code');
          if (message) form.setError('code', { message });
          else errorToast(err);
        },
      },
    ),
  );
  return (
    <form className="mt-2 flex flex-wrap items-start gap-2" noValidate onSubmit={onSubmit}>
      <div className="w-full sm:w-56">
        <FormField
          label={`Code sent to ${address.email}`}
          hint={`${OTP.length} digits, valid ${OTP.expiresSeconds / 60} minutes.`}
          error={form.formState.errors.code}
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP.length}
            className="tracking-[0.3em]"
            {...form.register('code')}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2 sm:mt-6.5">
        <Button type="submit" size="sm" disabled={verify.isPending}>
          {verify.isPending ? 'Checking…' : 'Verify'}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(address.id, {
              onSuccess: () => toast.success(`A new code is on its way to ${address.email}.`),
              onError: errorToast,
            })
          }
        >
          Send a new code
        </Button>
      </div>
    </form>
  );
}

function AddForm({ full }: { full: boolean }) {
  const add = useAddLeadAddress();
  const form = useForm<z.input<typeof LeadAddressBody>, unknown, z.output<typeof LeadAddressBody>>({
    resolver: zodResolver(LeadAddressBody),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(({ email }) =>
    add.mutate(email, {
      onSuccess: (list) => {
        const added = list.addresses.find((a) => a.email === email);
        toast.success(added?.verified ? `Leads now go to ${email}.` : `We sent a code to ${email}.`);
        form.reset();
      },
      onError: (err) => {
        const message = fieldMessage(err, 'email');
        if (message) form.setError('email', { message });
        else errorToast(err);
      },
    }),
  );
  if (full) return <p className="mt-4 text-sm text-muted">Remove an address to add another.</p>;
  return (
    <form className="mt-4 flex flex-wrap items-start gap-2" noValidate onSubmit={onSubmit}>
      <div className="w-full sm:w-80">
        <FormField
          label="Add an address for leads"
          hint="Yours or a colleague's. We e-mail it a code; leads go there once the code is entered."
          error={form.formState.errors.email}
        >
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
      </div>
      <Button type="submit" className="sm:mt-6.5" disabled={add.isPending}>
        {add.isPending ? 'Sending code…' : 'Send code'}
      </Button>
    </form>
  );
}

/** Where the company's leads are e-mailed: its verified addresses, or the owner's sign-in address. */
export function LeadAddressesPanel() {
  const query = useLeadAddresses();
  const remove = useRemoveLeadAddress();
  return (
    <Panel
      id="dash-lead-addresses"
      icon={<Mail aria-hidden="true" className="size-5" />}
      title="Where leads go"
    >
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading">
          <Skeleton className="h-24" />
        </div>
      ) : query.isError ? (
        <QueryError
          title="We could not load your leads addresses"
          error={query.error}
          onRetry={() => query.refetch()}
        />
      ) : (
        <>
          <p className="text-sm text-ink" data-testid="leads-delivered-to">
            Information requests are e-mailed to{' '}
            <strong className="break-all">{query.data.deliveredTo.join(', ')}</strong>
            {query.data.addresses.every((a) => !a.verified) &&
              ' (your sign-in address, until you verify one below)'}
            .
          </p>
          {query.data.addresses.length > 0 && (
            <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
              {query.data.addresses.map((a) => (
                <li key={a.id} className="p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="break-all font-medium">{a.email}</span>
                    <span className="flex items-center gap-2">
                      <span
                        className={
                          a.verified
                            ? 'rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800'
                            : 'rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900'
                        }
                      >
                        {a.verified ? 'Verified' : 'Waiting for its code'}
                      </span>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Remove ${a.email}`}
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(a.id, { onError: errorToast })}
                      >
                        Remove
                      </Button>
                    </span>
                  </div>
                  {!a.verified && <CodeForm address={a} />}
                </li>
              ))}
            </ul>
          )}
          <AddForm full={query.data.addresses.length >= query.data.max} />
        </>
      )}
    </Panel>
  );
}
