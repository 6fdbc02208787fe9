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
  /** The payee's bank account for this currency, line by line. */
  bank: { label: string; value: string }[];
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
      `Pay by bank transfer quoting ${input.number} as the reference, to:`,
      ...input.bank.map((l) => `  ${l.label}: ${l.value}`),
      '',
      'Or reply to this e-mail for other ways to pay.',
      'Your membership becomes active as soon as we record the payment; you will see it on your dashboard.',
      '',
      `The ${BRAND.name} team`,
    ),
  };
}

/**
 * To a franchisor's owner: the receipt of a paid invoice, and when the payment activated the
 * membership, that it is active and until when (lifetime plans have no end).
 */
export function paymentReceiptMail(input: {
  greetingName: string;
  companyName: string;
  planName: string;
  number: string;
  amount: string;
  paidOn: string;
  reference: string;
  /** Set when this payment made the membership active: its last day, or null for lifetime. */
  activeUntil: { until: string | null } | null;
}): MailText {
  return {
    subject: `${BRAND.name} receipt for ${input.number}: ${input.amount} received`,
    text: lines(
      `Hello ${input.greetingName},`,
      '',
      `We received your payment for ${input.companyName}. Thank you.`,
      '',
      `Invoice: ${input.number}`,
      `Plan: ${input.planName}`,
      `Amount received: ${input.amount}`,
      `Date paid: ${input.paidOn}`,
      `Reference: ${input.reference}`,
      '',
      ...(input.activeUntil
        ? [
            input.activeUntil.until
              ? `Your ${input.planName} membership is active until ${input.activeUntil.until}.`
              : `Your ${input.planName} membership is active, with no end date.`,
            '',
          ]
        : []),
      'Your payments and their references are listed under Membership and invoices on your dashboard.',
      '',
      `The ${BRAND.name} team`,
    ),
  };
}

/** To a franchisor's owner (and its bell): an admin refused a verification document, and why. */
export function documentRefusedMail(input: {
  greetingName: string;
  documentLabel: string;
  fileName: string;
  reason: string;
}): MailText {
  return {
    subject: `Please upload your ${input.documentLabel.toLowerCase()} again`,
    text: lines(
      `Hello ${input.greetingName},`,
      '',
      `We could not accept the ${input.documentLabel.toLowerCase()} you uploaded (${input.fileName}).`,
      `Reason: ${input.reason}`,
      '',
      'Please upload a new copy under Membership and invoices on your dashboard ("Change plan or add documents"); your listings get the Verified badge once we have checked it.',
      '',
      `The ${BRAND.name} team`,
    ),
  };
}

/** To an address a franchisor wants its leads sent to: the code that proves it reads it. */
export function leadAddressCodeMail(input: { companyName: string; code: string; minutes: number }): MailText {
  return {
    subject: `Your ${BRAND.name} code for ${input.companyName}'s leads`,
    text: lines(
      `${input.companyName} asked for the information requests (leads) from its ${BRAND.name} listings to be e-mailed to this address.`,
      '',
      `Enter this code to confirm: ${input.code}`,
      '',
      `The code expires in ${input.minutes} minutes and works once. If you did not expect this e-mail, ignore it: no leads are sent here unless the code is entered.`,
      '',
      BRAND.name,
    ),
  };
}
