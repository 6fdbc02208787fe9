import { useState } from 'react';
import { formatDay } from '../../../../shared/dates.ts';
import { planById } from '../../../../shared/membership-plans.ts';
import { formatMoney } from '../../../../shared/money.ts';
import type { AdminMemberships as Desk } from '../../../../shared/schemas/membership.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { useAdminMemberships } from '../api/admin-memberships.ts';
import { RecordPaymentForm } from './record-payment-form.tsx';
import { VerifyCompanyCard } from './verify-company-card.tsx';

/** /admin/memberships: offline invoices to record payments of, and companies whose documents wait for a check. */
export function AdminMemberships() {
  const query = useAdminMemberships();
  if (query.isPending) return <Skeleton className="h-64" aria-label="Loading memberships" />;
  if (query.isError) {
    return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  }
  const { openInvoices, companiesToVerify } = query.data;
  return (
    <div className="space-y-8">
      <section aria-labelledby="open-invoices">
        <h2 id="open-invoices" className="text-xl font-semibold text-brand-900">
          Open invoices ({openInvoices.length})
        </h2>
        {openInvoices.length === 0 ? (
          <p className="mt-3 text-sm text-muted">No invoice is waiting for payment.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {openInvoices.map((i) => (
              <li key={i.id}>
                <OpenInvoice invoice={i} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="to-verify">
        <h2 id="to-verify" className="text-xl font-semibold text-brand-900">
          Companies to verify ({companiesToVerify.length})
        </h2>
        {companiesToVerify.length === 0 ? (
          <p className="mt-3 text-sm text-muted">Every registered company has been checked.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {companiesToVerify.map((c) => (
              <li key={c.id}>
                <VerifyCompanyCard company={c} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function OpenInvoice({ invoice: i }: { invoice: Desk['openInvoices'][number] }) {
  const [recording, setRecording] = useState(false);
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          {i.number} · {i.companyName}
        </p>
        <p className="break-words text-sm text-muted">
          {planById(i.planId)?.name} · {formatMoney(i.amountMinor, i.currency, { exact: true })} · due{' '}
          {formatDay(i.dueAt)}
          {i.email ? ` · ${i.email}` : ''}
        </p>
      </div>
      {recording ? (
        <RecordPaymentForm invoice={i} onDone={() => setRecording(false)} />
      ) : (
        <Button aria-label={`Record the payment of ${i.number}`} onClick={() => setRecording(true)}>
          Record payment…
        </Button>
      )}
    </Card>
  );
}
