import type { BillingCurrency, CompanyDocumentKind, PlanId } from '../../../shared/membership-plans.ts';
import type { CompanyDocument, Invoice, Membership } from '../../../shared/schemas/membership.ts';
import type { InvoiceRow, MembershipRow } from './repository.ts';

export const invoiceNumber = (seq: number) => `INV-${String(seq).padStart(6, '0')}`;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentMembership(m: MembershipRow): Membership {
  return {
    id: m.id,
    planId: m.planId,
    status: m.status,
    provider: m.provider,
    amountMinor: m.amountMinor,
    currency: m.currency as BillingCurrency,
    startsAt: iso(m.startsAt),
    expiresAt: iso(m.expiresAt),
    createdAt: m.createdAt.toISOString(),
  };
}

export function presentInvoice(i: InvoiceRow, planId: PlanId): Invoice {
  return {
    id: i.id,
    number: invoiceNumber(i.seq),
    planId,
    amountMinor: i.amountMinor,
    currency: i.currency as BillingCurrency,
    status: i.status,
    issuedAt: i.issuedAt.toISOString(),
    dueAt: i.dueAt.toISOString(),
    paidAt: iso(i.paidAt),
    paidAmountMinor: i.paidAmountMinor,
    paymentReference: i.paymentReference,
  };
}

export function presentDocument(d: {
  id: string;
  kind: CompanyDocumentKind;
  fileName: string;
  mime: string;
  size: number;
  createdAt: Date;
  refusedAt?: Date | null;
  refusalReason?: string | null;
}): CompanyDocument {
  return {
    id: d.id,
    kind: d.kind,
    fileName: d.fileName,
    mime: d.mime,
    size: d.size,
    createdAt: d.createdAt.toISOString(),
    refusedAt: iso(d.refusedAt ?? null),
    refusalReason: d.refusalReason ?? null,
  };
}
