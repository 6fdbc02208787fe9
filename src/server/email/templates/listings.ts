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
