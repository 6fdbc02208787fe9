import { BRAND } from '../../../shared/brand.ts';
import type { MailText } from './mail-text.ts';

/** To the franchisor: the listing (or its changes) passed review. */
export function listingApprovedMail(input: {
  title: string;
  isEdit: boolean;
  live: boolean;
  marketName: string;
}): MailText {
  const { title, isEdit, live, marketName } = input;
  return {
    subject: `${title} is approved`,
    text: [
      `Your ${isEdit ? 'changes to' : 'listing'} ${title} ${isEdit ? 'are' : 'is'} approved.`,
      live ? `It is live on ${BRAND.name}.` : `It will be shown when ${BRAND.name} opens in ${marketName}.`,
    ].join('\n\n'),
  };
}

/** To the franchisor: the reviewer's reason for sending the listing back. */
export function listingRejectedMail(input: { title: string; isEdit: boolean; reason: string }): MailText {
  const { title, isEdit, reason } = input;
  return {
    subject: `${title} needs changes before it can be published`,
    text: [
      `A reviewer could not approve ${isEdit ? 'your changes to ' : ''}${title}:`,
      reason,
      isEdit ? 'The published version stays online unchanged.' : '',
      'Edit the listing from your dashboard and submit it again.',
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}

/** To the franchisor: its plan ended with more listings live than the plan it is on now allows. */
export function listingsPausedForPlanMail(input: { titles: string[]; limit: number }): MailText {
  const { titles, limit } = input;
  const many = titles.length > 1;
  return {
    subject: `${many ? `${titles.length} of your listings are` : `${titles[0]} is`} paused: your plan has ended`,
    text: [
      `Your ${BRAND.name} membership has ended, and the plan you are on now keeps ${limit} ${limit === 1 ? 'listing' : 'listings'} live. We paused the most recently published ${many ? 'ones' : 'one'}:`,
      titles.map((t) => `- ${t}`).join('\n'),
      'Nothing is deleted. Renew or choose a plan from your dashboard, then resume them there.',
    ].join('\n\n'),
  };
}
