import { BRAND } from '../../../shared/brand.ts';
import type { MailText } from './mail-text.ts';

/** To the franchisor: the vendor confirmed a purchase, so its cashback counts. */
export function cashbackConfirmedMail(input: {
  vendor: string;
  offering: string;
  cashback: string;
}): MailText {
  return {
    subject: `Cashback confirmed: ${input.cashback}`,
    text: `${input.vendor} confirmed your purchase of ${input.offering}: ${input.cashback} cashback is confirmed on ${BRAND.name}.`,
  };
}

/** To the franchisor: the purchase was not confirmed, with the reviewer's note. */
export function spendRejectedMail(input: { offering: string; note: string | null | undefined }): MailText {
  return {
    subject: `Your purchase of ${input.offering} was not confirmed`,
    text: `We could not confirm your purchase of ${input.offering}:\n\n${input.note}`,
  };
}

/** To the franchisor: a payout of their cashback was sent. */
export function cashbackPaidMail(input: { amount: string }): MailText {
  return {
    subject: `Cashback paid: ${input.amount}`,
    text: `Your payout of ${input.amount} is on its way.`,
  };
}
