import { formatDay } from '../../../shared/dates.ts';
import { planById } from '../../../shared/membership-plans.ts';
import { formatMoney } from '../../../shared/money.ts';
import type { CoreDeps } from '../../app-deps.ts';
import { paymentReceiptMail } from '../../email/index.ts';
import { invoiceNumber } from './presenters.ts';
import type { InvoiceRow, MembershipRepository, MembershipRow } from './repository.ts';

/**
 * E-mails the receipt of a paid invoice to the company's owner: amount, day, reference, and the
 * membership it made active. Sent after the payment is committed; a failed mail is logged, the
 * payment stands (the dashboard lists it either way).
 */
export async function sendReceipt(
  deps: Pick<CoreDeps, 'mailer' | 'logger'>,
  repo: MembershipRepository,
  paid: { invoice: InvoiceRow; membership: MembershipRow; expiresAt: Date | null },
) {
  const { invoice, membership } = paid;
  try {
    const [to, company] = await Promise.all([
      repo.ownerEmail(invoice.franchisorId),
      repo.company(invoice.franchisorId),
    ]);
    if (!to || !company) return;
    const plan = planById(membership.planId)!;
    await deps.mailer.send({
      to,
      ...paymentReceiptMail({
        greetingName: company.contactPerson ?? company.name,
        companyName: company.name,
        planName: plan.name,
        number: invoiceNumber(invoice.seq),
        amount: formatMoney(invoice.paidAmountMinor ?? invoice.amountMinor, invoice.currency, {
          exact: true,
        }),
        paidOn: formatDay(invoice.paidAt ?? new Date()),
        reference: invoice.paymentReference ?? '—',
        activeUntil: { until: paid.expiresAt ? formatDay(paid.expiresAt) : null },
      }),
    });
  } catch (err) {
    deps.logger.error({ err, invoiceId: invoice.id }, 'payment receipt mail failed');
  }
}
