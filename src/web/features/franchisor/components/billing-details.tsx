import { Landmark } from 'lucide-react';
import { formatDay, orDash } from '../../../../shared/dates.ts';
import { COMPANY_DOCUMENT_LABELS } from '../../../../shared/membership-plans.ts';
import { formatMoney } from '../../../../shared/money.ts';
import type { BankTransfer, CompanyDocument, Invoice } from '../../../../shared/schemas/membership.ts';

/** Where an open invoice is paid: the payee's account, and the invoice number to quote. */
export function BankTransferDetails({ bank, open }: { bank: BankTransfer; open: Invoice[] }) {
  return (
    <section aria-labelledby="pay-by-transfer" className="rounded-lg border border-slate-200 p-4">
      <h3 id="pay-by-transfer" className="flex items-center gap-2 font-semibold text-ink">
        <Landmark aria-hidden="true" className="size-4" />
        Pay by bank transfer ({bank.currency})
      </h3>
      <p className="mt-1 text-sm text-muted">
        Quote {open.map((i) => i.number).join(', ')} as the reference. Your membership becomes active as soon
        as we record the payment.
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {bank.lines.map((l) => (
          <div key={l.label} className="contents">
            <dt className="text-muted">{l.label}</dt>
            <dd className="break-words font-medium text-ink">{l.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The member's statement: every payment received, with its reference. */
export function PaymentsList({ invoices }: { invoices: Invoice[] }) {
  const paid = invoices.filter((i) => i.status === 'paid');
  return (
    <section aria-labelledby="payments-received">
      <h3 id="payments-received" className="font-semibold text-ink">
        Payments received
      </h3>
      {paid.length === 0 ? (
        <p className="mt-1 text-sm text-muted">No payments yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {paid.map((i) => (
            <li key={i.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <span>
                {orDash(i.paidAt, formatDay)} · {i.number}
              </span>
              <span className="font-medium text-ink">
                {formatMoney(i.paidAmountMinor ?? i.amountMinor, i.currency, { exact: true })}
              </span>
              <span className="w-full break-all text-muted">Reference: {i.paymentReference ?? '—'}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Documents an admin refused, with the reason, so the company knows what to upload again. */
export function RefusedDocuments({ documents }: { documents: CompanyDocument[] }) {
  const refused = documents.filter((d) => d.refusedAt);
  if (refused.length === 0) return null;
  return (
    <div role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-medium">Please upload these documents again:</p>
      <ul className="mt-1 list-disc pl-5">
        {refused.map((d) => (
          <li key={d.id} className="break-words">
            {COMPANY_DOCUMENT_LABELS[d.kind]} ({d.fileName}): {d.refusalReason}
          </li>
        ))}
      </ul>
    </div>
  );
}
