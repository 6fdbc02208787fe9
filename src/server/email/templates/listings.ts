import { BRAND } from '../../../shared/brand.ts';
import { type MarketCode, shownWhenMarketOpens } from '../../../shared/markets.ts';
import type { MailText } from './mail-text.ts';

/** To the franchisor: the listing (or its changes) passed review. */
export function listingApprovedMail(input: {
  title: string;
  isEdit: boolean;
  /** The market it waits for, when that market is not open yet; null when it is live now. */
  waitsFor: MarketCode | null;
}): MailText {
  const { title, isEdit, waitsFor } = input;
  return {
    subject: `${title} is approved`,
    text: [
      `Your ${isEdit ? 'changes to' : 'listing'} ${title} ${isEdit ? 'are' : 'is'} approved.`,
      waitsFor ? `It is ${shownWhenMarketOpens(waitsFor)}.` : `It is live on ${BRAND.name}.`,
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

/**
 * To the franchisor, in the bell and by e-mail (the notification's): a reviewer approved the
 * listing but the plan's live-listing limit keeps it from going live.
 */
export function listingBlockedByPlanNotice(input: { title: string; limit: number }): {
  title: string;
  body: string;
} {
  const { title, limit } = input;
  return {
    title: `${title} passed review but cannot go live yet`,
    body: `Your plan keeps ${limit} ${limit === 1 ? 'listing' : 'listings'} live and that many already are. To publish it, upgrade your plan or pause another listing from your dashboard; it stays in review, and a reviewer publishes it once there is room.`,
  };
}

/** To the franchisor: the moderators took a live listing off the site, and what brings it back. */
export function listingPausedByModeratorsMail(input: { title: string; reason: string }): MailText {
  const { title, reason } = input;
  return {
    subject: `${title} is paused by ${BRAND.name}`,
    text: [
      `Our moderators paused ${title}; it is not shown on ${BRAND.name} while it is paused. The reason:`,
      reason,
      'Edit the listing from your dashboard to fix this and submit it for review: once approved, it is live again.',
    ].join('\n\n'),
  };
}

/** To the franchisor: the moderators lifted their pause. */
export function listingResumedByModeratorsMail(input: { title: string }): MailText {
  return {
    subject: `${input.title} is live again`,
    text: `Our moderators lifted the pause on ${input.title}: it is shown on ${BRAND.name} again.`,
  };
}
