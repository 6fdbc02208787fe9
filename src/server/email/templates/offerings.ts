import { BRAND } from '../../../shared/brand.ts';
import type { MailText } from './mail-text.ts';

/** To the vendor: the offering passed review and is listed. */
export function offeringApprovedMail(input: { name: string; url: string }): MailText {
  return {
    subject: `${input.name} is approved`,
    text: `${input.name} is approved and listed on ${BRAND.name}:\n\n${input.url}`,
  };
}

/** To the vendor: the reviewer's reason for sending the offering back. */
export function offeringRejectedMail(input: { name: string; reason: string }): MailText {
  return {
    subject: `${input.name} needs changes before it can be published`,
    text: `A reviewer could not approve ${input.name}:\n\n${input.reason}\n\nEdit it from your dashboard and submit it again.`,
  };
}

/** To the vendor: the moderators took a published offering off the site, and what brings it back. */
export function offeringPausedMail(input: { name: string; reason: string }): MailText {
  return {
    subject: `${input.name} is paused by ${BRAND.name}`,
    text: `Our moderators paused ${input.name}; it is not shown on ${BRAND.name} while it is paused. The reason:\n\n${input.reason}\n\nEdit it from your dashboard to fix this and submit it again: once approved, it is listed again.`,
  };
}

/** To the vendor: the moderators lifted their pause. */
export function offeringResumedMail(input: { name: string; url: string }): MailText {
  return {
    subject: `${input.name} is listed again`,
    text: `Our moderators lifted the pause on ${input.name}: it is listed on ${BRAND.name} again:\n\n${input.url}`,
  };
}
