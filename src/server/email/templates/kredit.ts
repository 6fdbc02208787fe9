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

/** To every Kredit reviewer: applications waiting past the promised decision time. */
export function kreditOverdueMail(input: {
  decisionHours: number;
  applications: { applicantEmail: string; amount: string | null; hoursPast: number; url: string }[];
  queueUrl: string;
}): MailText {
  const { decisionHours, applications } = input;
  const count =
    applications.length === 1 ? '1 Kredit application' : `${applications.length} Kredit applications`;
  const lines = applications.map(
    (a) =>
      `- ${a.applicantEmail}${a.amount === null ? '' : ` for ${a.amount}`}: ${a.hoursPast < 1 ? 'less than an hour' : `${a.hoursPast} h`} past the promised decision time\n  ${a.url}`,
  );
  return {
    subject: `Overdue: ${count} past the ${decisionHours}-hour promise`,
    text: `${count} ${applications.length === 1 ? 'is' : 'are'} waiting longer than the ${decisionHours} hours we promise applicants:\n\n${lines.join('\n')}\n\nThe queue, overdue first: ${input.queueUrl}\n`,
  };
}
