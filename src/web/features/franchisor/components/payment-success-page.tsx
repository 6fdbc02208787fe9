import { BadgeCheck, Clock, Mail } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { formatDay, orDash } from '../../../../shared/dates.ts';
import { planById } from '../../../../shared/membership-plans.ts';
import { formatMoney } from '../../../../shared/money.ts';
import type { MembershipOverview } from '../../../../shared/schemas/membership.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { FRANCHISOR_SIGN_IN_PATH } from '../../../lib/auth-paths.ts';
import { pageExists } from '../../../lib/pages.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { RequireUser } from '../../accounts/components/require-user.tsx';
import { useMembership } from '../api/membership.ts';
import { InvoiceTable } from './membership-status.tsx';

function NextSteps({ active }: { active: boolean }) {
  const create = pageExists('/create-opportunity');
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <Button asChild size="lg">
        <Link to="/dashboard">Go to your dashboard</Link>
      </Button>
      {active && create && (
        <Button asChild size="lg" variant="outline">
          <Link to="/create-opportunity">Create a listing</Link>
        </Button>
      )}
    </div>
  );
}

function State({ data, membershipId }: { data: MembershipOverview; membershipId: string | null }) {
  const { active, pending } = data;
  const waiting = pending && (!membershipId || pending.id === membershipId) ? pending : null;
  if (waiting) {
    const plan = planById(waiting.planId)!;
    const invoice = data.invoices.find((i) => i.status === 'open');
    const offline = waiting.provider === 'offline';
    return (
      <div>
        <p className="flex items-start gap-2 text-lg font-semibold text-amber-700">
          <Clock aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          Pending: your {plan.name} membership is waiting for payment
        </p>
        {offline && invoice ? (
          <div className="mt-4 space-y-2 text-muted">
            <p>
              <Mail aria-hidden="true" className="mr-1.5 inline size-4 align-[-2px]" />
              We e-mailed invoice <strong className="text-ink">{invoice.number}</strong> for{' '}
              <strong className="text-ink">
                {formatMoney(invoice.amountMinor, invoice.currency, { exact: true })}
              </strong>
              , due {orDash(invoice.dueAt, formatDay)}.
            </p>
            <p>
              Pay it by bank transfer quoting the invoice number. Your membership becomes active as soon as we
              record the payment. Until then your free basic listing is available.
            </p>
          </div>
        ) : (
          <p className="mt-4 text-muted" aria-live="polite">
            We are waiting for the payment provider to confirm your payment. This page updates by itself; it
            usually takes a few seconds.
          </p>
        )}
        <NextSteps active={false} />
      </div>
    );
  }
  if (active) {
    const plan = planById(active.planId)!;
    return (
      <div>
        <p className="flex items-start gap-2 text-lg font-semibold text-green-800">
          <BadgeCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          Active: your {plan.name} membership
        </p>
        <p className="mt-3 text-muted">
          You can publish up to {plan.liveListingLimit} {plan.liveListingLimit === 1 ? 'listing' : 'listings'}
          {active.expiresAt ? `, until ${orDash(active.expiresAt, formatDay)}` : ''}. Next, create your
          listing and add your documents to earn the Verified badge.
        </p>
        <NextSteps active />
      </div>
    );
  }
  return (
    <div>
      <p className="text-lg font-semibold text-ink">No paid membership yet</p>
      <p className="mt-3 text-muted">
        You are on the free basic listing. Choose a plan to list more franchises.
      </p>
      <Button asChild size="lg" className="mt-6">
        <Link to="/franchisor-registration?step=plan">Choose a plan</Link>
      </Button>
    </div>
  );
}

/** /franchisor-payment-success: the membership's real state, read from the server (never assumed paid). */
export function PaymentSuccessPage() {
  usePageTitle();
  const [params] = useSearchParams();
  const membershipId = params.get('membership');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Your membership</h1>
      <RequireUser signInPath={FRANCHISOR_SIGN_IN_PATH}>
        <Status membershipId={membershipId} />
      </RequireUser>
    </div>
  );
}

function Status({ membershipId }: { membershipId: string | null }) {
  const query = useMembership({ poll: true });
  return (
    <Card className="mt-6 p-6 sm:p-8">
      {query.isPending ? (
        <Skeleton className="h-32" aria-label="Loading your membership" />
      ) : query.isError ? (
        <div role="alert">
          <p className="font-semibold text-red-800">We could not load your membership.</p>
          <p className="mt-1 text-sm text-red-700">{query.error.message}</p>
          <Button asChild className="mt-4">
            <Link to="/franchisor-registration">Register your company</Link>
          </Button>
        </div>
      ) : (
        <>
          <State data={query.data} membershipId={membershipId} />
          {query.data.invoices.length > 0 && (
            <div className="mt-8">
              <h2 className="mb-2 font-semibold text-ink">Invoices</h2>
              <InvoiceTable invoices={query.data.invoices} />
            </div>
          )}
        </>
      )}
    </Card>
  );
}
