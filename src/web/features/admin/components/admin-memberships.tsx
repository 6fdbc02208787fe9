import { BadgeCheck, FileText } from 'lucide-react';
import { COMPANY_DOCUMENT_LABELS, planById } from '../../../../shared/membership-plans.ts';
import { formatMoney } from '../../../../shared/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { toast } from '../../../lib/toast.ts';
import { errorToast } from '../../accounts/toasts.ts';
import { useAdminMemberships, useMarkInvoicePaid, useVerifyCompany } from '../api/admin-memberships.ts';

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** /admin/memberships: offline invoices to mark paid, and companies whose documents wait for a check. */
export function AdminMemberships() {
  const query = useAdminMemberships();
  const markPaid = useMarkInvoicePaid();
  const verify = useVerifyCompany();
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
                <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div>
                    <p className="font-semibold text-ink">
                      {i.number} · {i.companyName}
                    </p>
                    <p className="text-sm text-muted">
                      {planById(i.planId)?.name} · {formatMoney(i.amountMinor, i.currency)} · due{' '}
                      {day.format(new Date(i.dueAt))}
                      {i.email ? ` · ${i.email}` : ''}
                    </p>
                  </div>
                  <Button
                    disabled={markPaid.isPending}
                    aria-label={`Mark ${i.number} paid`}
                    onClick={() =>
                      markPaid.mutate(i.id, {
                        onSuccess: () => toast.success(`${i.number} marked paid; the membership is active.`),
                        onError: errorToast,
                      })
                    }
                  >
                    Mark paid
                  </Button>
                </Card>
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
                <Card className="space-y-3 p-4">
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <div>
                      <p className="font-semibold text-ink">{c.name}</p>
                      <p className="text-sm text-muted">
                        {c.legalName} · {c.billingCountry}
                        {c.taxId ? ` · ${c.taxId}` : ''}
                      </p>
                    </div>
                    <Button
                      variant="outline"
                      disabled={verify.isPending || c.documents.length === 0}
                      aria-label={`Mark ${c.name} verified`}
                      onClick={() =>
                        verify.mutate(c.id, {
                          onSuccess: () => toast.success(`${c.name} is verified.`),
                          onError: errorToast,
                        })
                      }
                    >
                      <BadgeCheck aria-hidden="true" />
                      Documents checked
                    </Button>
                  </div>
                  {c.documents.length === 0 ? (
                    <p className="text-sm text-muted">No documents uploaded yet.</p>
                  ) : (
                    <ul className="flex flex-wrap gap-2 text-sm">
                      {c.documents.map((d) => (
                        <li key={d.id}>
                          <a
                            href={`/api/v1/company-documents/${d.id}`}
                            className="inline-flex items-center gap-1.5 rounded-lg border border-slate-200 px-3 py-1.5 text-brand-700 hover:bg-slate-50"
                          >
                            <FileText aria-hidden="true" className="size-4" />
                            {COMPANY_DOCUMENT_LABELS[d.kind]}: {d.fileName}
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
