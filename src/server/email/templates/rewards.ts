import { BRAND } from '../../../shared/brand.ts';
import { lines, type MailText } from './mail-text.ts';

/** To the franchisor: the vendor confirmed a purchase, so its cashback counts. */
export function cashbackConfirmedMail(input: {
  vendor: string;
  offering: string;
  cashback: string;
  vendorConfirmation: string;
}): MailText {
  return {
    subject: `Cashback confirmed: ${input.cashback}`,
    text: `${input.vendor} confirmed your purchase of ${input.offering} (their reference: ${input.vendorConfirmation}): ${input.cashback} cashback is confirmed on ${BRAND.name}.`,
  };
}

/** To the franchisor: the purchase was not confirmed, with the reviewer's note. */
export function spendRejectedMail(input: { offering: string; note: string | null | undefined }): MailText {
  return {
    subject: `Your purchase of ${input.offering} was not confirmed`,
    text: `We could not confirm your purchase of ${input.offering}:\n\n${input.note}`,
  };
}

/** To the franchisor: a payout of their cashback was sent, with the transfer to look for. */
export function cashbackPaidMail(input: {
  amount: string;
  paidOn: string;
  reference: string;
  to: string | null;
}): MailText {
  return {
    subject: `Cashback paid: ${input.amount}`,
    text: lines(
      `We paid your cashback payout of ${input.amount} on ${input.paidOn}${input.to ? ` to ${input.to}` : ''}.`,
      `Transfer reference: ${input.reference}`,
      '',
      `It is in your statement of earnings and payouts on ${BRAND.name} (Rewards).`,
    ),
  };
}
