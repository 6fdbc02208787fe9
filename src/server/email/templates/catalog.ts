import type { MailText } from './mail-text.ts';
import { lines } from './mail-text.ts';

/** To the franchisor (reply-to the seeker): a seeker's information request. */
export function informationRequestMail(input: {
  title: string;
  marketName: string;
  name: string;
  email: string;
  phone?: string | null;
  message: string;
}): MailText {
  return {
    subject: `New information request for ${input.title}`,
    text: lines(
      `${input.name} would like to know more about ${input.title} (${input.marketName}).`,
      '',
      `E-mail: ${input.email}`,
      input.phone ? `Phone: ${input.phone}` : null,
      '',
      input.message,
      '',
      'Reply to this e-mail to answer the seeker directly.',
    ),
  };
}

/** To the seeker: the request went out. */
export function informationRequestSentMail(input: {
  title: string;
  companyName: string;
  investmentRange: string;
}): MailText {
  return {
    subject: `Your request about ${input.title} was sent`,
    text: lines(
      'Hello,',
      '',
      `We sent your request for information about ${input.title} to ${input.companyName}. They will reply to this address.`,
      `Investment: ${input.investmentRange}.`,
      '',
      'If you did not ask about this franchise, you can ignore this e-mail.',
      '',
      'Franchisio',
    ),
  };
}
