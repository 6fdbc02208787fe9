import { BadgeCheck, Clock, FileText } from 'lucide-react';
import { formatDay, orDash } from '../../../../shared/dates.ts';
import { planById } from '../../../../shared/membership-plans.ts';
import { formatMoney } from '../../../../shared/money.ts';
import type { Invoice, Membership } from '../../../../shared/schemas/membership.ts';
import { Badge } from '../../../components/ui/card.tsx';

const INVOICE_STATUS: Record<Invoice['status'], string> = { open: 'Due', paid: 'Paid', void: 'Void' };

/** One membership in a sentence: its plan, its state and what it costs or when it ends. */
export function MembershipLine({ membership }: { membership: Membership }) {
  const plan = planById(membership.planId)!;
  const active = membership.status === 'active';
  return (
    <div className="flex flex-wrap items-center gap-2">
      {active ? (
        <BadgeCheck aria-hidden="true" className="size-5 text-green-700" />
      ) : (
        <Clock aria-hidden="true" className="size-5 text-amber-600" />
      )}
      <span className="font-semibold text-ink">{plan.name}</span>
      <Badge tone={active ? 'brand' : 'neutral'}>{active ? 'Active' : 'Pending payment'}</Badge>
      <span className="text-sm text-muted">
        {membership.amountMinor === 0
          ? 'Free'
          : formatMoney(membership.amountMinor, membership.currency, { exact: true })}
        {active && membership.expiresAt && ` · renews ${orDash(membership.expiresAt, formatDay)}`}
        {active && !membership.expiresAt && membership.amountMinor > 0 && ' · lifetime'}
      </span>
    </div>
  );
}

export function InvoiceTable({ invoices }: { invoices: Invoice[] }) {
  if (invoices.length === 0) return <p className="text-sm text-muted">No invoices yet.</p>;
  return (
    <div className="overflow-x-auto">
      {/* On a phone the plan and due-date columns give way; the status then carries the due date. */}
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Invoices</caption>
        <thead className="text-muted">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Invoice
            </th>
            <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
              Plan
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Amount
            </th>
            <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
              Due
            </th>
            <th scope="col" className="py-2 font-medium">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((i) => (
            <tr key={i.id} className="border-t border-slate-100">
              <td className="py-2 pr-3">
                <span className="inline-flex items-center gap-1.5 whitespace-nowrap font-medium text-ink">
                  <FileText aria-hidden="true" className="size-4 text-muted" />
                  {i.number}
                </span>
              </td>
              <td className="hidden py-2 pr-3 sm:table-cell">{planById(i.planId)?.name}</td>
              <td className="whitespace-nowrap py-2 pr-3">
                {formatMoney(i.amountMinor, i.currency, { exact: true })}
              </td>
              <td className="hidden whitespace-nowrap py-2 pr-3 sm:table-cell">
                {orDash(i.dueAt, formatDay)}
              </td>
              <td className="py-2">
                <Badge tone={i.status === 'paid' ? 'brand' : 'neutral'}>
                  {/* One inline run: a flex badge drops the space that starts a child ("Due12 Dec"). */}
                  <span>
                    {INVOICE_STATUS[i.status]}
                    {i.status === 'paid' && i.paidAt ? ` ${orDash(i.paidAt, formatDay)}` : ''}
                    {i.status === 'open' && <span className="sm:hidden"> {orDash(i.dueAt, formatDay)}</span>}
                  </span>
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
