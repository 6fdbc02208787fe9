import type { MailText } from './mail-text.ts';

/** To the applicant: a Kredit application's new status, what it means, and where to see it. */
export function kreditStatusMail(input: {
  firstName: string | null;
  statusLabel: string;
  detail: string;
  link: string;
}): MailText {
  return {
    subject: `Your Kredit application: ${input.statusLabel}`,
    text: `Hello ${input.firstName ?? ''},\n\nYour Kredit application is now: ${input.statusLabel}.\n\n${input.detail}\n\nSee it at ${input.link}\n`,
  };
}

/** The `detail` line of each Kredit event the applicant hears of. */
export const kreditDetail = {
  submitted: (amount: string) =>
    `We received your request for ${amount}. A reviewer decides within 24 hours.`,
  underReview: () => 'A reviewer is looking at it now.',
  infoRequested: (question: string) =>
    `The reviewer asks:\n\n${question}\n\nAnswer on your applications page; the 24-hour clock starts again when you do.`,
  answered: () => 'Thank you for your answer. A reviewer decides within 24 hours.',
  approved: (amount: string) => `Approved: ${amount}. We will tell you when it is paid out.`,
  rejected: (reason: string) => `The reason:\n\n${reason}`,
  disbursed: (amount: string) => `${amount} has been paid out to you.`,
};
