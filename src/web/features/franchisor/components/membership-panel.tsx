import { BadgeCheck, CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { formatDay, orDash } from '../../../../shared/dates.ts';
import { planById } from '../../../../shared/membership-plans.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useMembership } from '../api/membership.ts';
import { BankTransferDetails, PaymentsList, RefusedDocuments } from './billing-details.tsx';
import { InvoiceTable, MembershipLine } from './membership-status.tsx';

const registrationPath = (country: string | null) =>
  country === 'US'
    ? '/franchisor-registration-us'
    : country === 'GB'
      ? '/franchisor-registration?market=GB'
      : '/franchisor-registration';

const withStep = (country: string | null, step: 'plan' | 'company') =>
  `${registrationPath(country)}${country === 'GB' ? '&' : '?'}step=${step}`;

/** The dashboard's membership section: plan in force, one waiting for payment, invoices, verification. */
export function MembershipPanel() {
  const query = useMembership();
  return (
    <section
      aria-labelledby="dash-membership"
      className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="dash-membership" className="flex items-center gap-2 text-xl font-semibold text-brand-900">
        <CreditCard aria-hidden="true" className="size-5" />
        Membership and invoices
      </h2>
      <div className="mt-4">
        {query.isPending ? (
          <Skeleton className="h-24" aria-label="Loading your membership" />
        ) : query.isError ? (
          query.error instanceof ApiError && query.error.code === 'registration_required' ? (
            <RegisterPrompt path="/franchisor-registration" />
          ) : (
            <p role="alert" className="text-sm text-red-700">
              We could not load your membership. {query.error.message}
            </p>
          )
        ) : !query.data.company.registered ? (
          <RegisterPrompt path={registrationPath(query.data.company.billingCountry)} />
        ) : (
          <div className="space-y-4">
            {query.data.active ? (
              <MembershipLine membership={query.data.active} />
            ) : (
              <p className="text-sm text-muted">Basic listing (free): one live listing.</p>
            )}
            {query.data.ended && (
              <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                Your {planById(query.data.ended.planId)!.name} plan ended on{' '}
                {orDash(query.data.ended.expiresAt, formatDay)}. Listings beyond the free plan’s one are
                paused until you renew.{' '}
                <Link
                  to={withStep(query.data.company.billingCountry, 'plan')}
                  className="font-medium underline"
                >
                  Renew your plan
                </Link>
              </p>
            )}
            {query.data.pending && <MembershipLine membership={query.data.pending} />}
            <p className="text-sm text-muted">
              Your plan allows <strong className="text-ink">{query.data.liveListingLimit}</strong> published{' '}
              {query.data.liveListingLimit === 1 ? 'listing' : 'listings'} at a time.
            </p>
            <p className="flex items-center gap-2 text-sm">
              {query.data.company.verifiedAt ? (
                <>
                  <BadgeCheck aria-hidden="true" className="size-4 text-green-700" />
                  Verified company since {orDash(query.data.company.verifiedAt, formatDay)}
                </>
              ) : query.data.documents.some((d) => !d.refusedAt) ? (
                'Your documents are waiting to be checked; your listings get a Verified badge once they are.'
              ) : (
                'Upload your certificate of incorporation to get the Verified badge.'
              )}
            </p>
            <RefusedDocuments documents={query.data.documents} />
            <InvoiceTable invoices={query.data.invoices} />
            {query.data.bankTransfer && query.data.invoices.some((i) => i.status === 'open') && (
              <BankTransferDetails
                bank={query.data.bankTransfer}
                open={query.data.invoices.filter((i) => i.status === 'open')}
              />
            )}
            <PaymentsList invoices={query.data.invoices} />
            <div className="flex flex-wrap gap-3">
              <Button asChild variant="outline">
                <Link to={withStep(query.data.company.billingCountry, 'plan')}>
                  Change plan or add documents
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={withStep(query.data.company.billingCountry, 'company')}>Edit company details</Link>
              </Button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

function RegisterPrompt({ path }: { path: string }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">
        Register your company’s details to choose a plan, get invoices and earn the Verified badge.
      </p>
      <Button asChild>
        <Link to={path}>Register your company</Link>
      </Button>
    </div>
  );
}
