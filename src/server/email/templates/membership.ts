import { BRAND } from '../../../shared/brand.ts';
import type { MailText } from './mail-text.ts';
import { lines } from './mail-text.ts';

/** To a franchisor's owner: the invoice of a chosen plan. */
export function invoiceMail(input: {
  greetingName: string;
  companyName: string;
  billTo: string;
  planName: string;
  number: string;
  amount: string;
  currency: string;
  dueAt: Date;
}): MailText {
  return {
    subject: `${BRAND.name} invoice ${input.number}: ${input.planName}`,
    text: lines(
      `Hello ${input.greetingName},`,
      '',
      `Thank you for choosing the ${input.planName} plan for ${input.companyName}.`,
      '',
      `Invoice: ${input.number}`,
      `Bill to: ${input.billTo}`,
      `Amount: ${input.amount} (${input.currency})`,
      `Due: ${input.dueAt.toISOString().slice(0, 10)}`,
      '',
      `Pay by bank transfer quoting ${input.number}, or reply to this e-mail for other ways to pay.`,
      'Your membership becomes active as soon as we record the payment; you will see it on your dashboard.',
      '',
      `The ${BRAND.name} team`,
    ),
  };
}
