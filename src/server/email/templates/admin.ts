import { BRAND } from '../../../shared/brand.ts';
import type { MailText } from './mail-text.ts';

/** A super admin's invitation: a single-use link. */
export function adminInviteMail(input: { adminLevel: string; inviteUrl: string }): MailText {
  return {
    subject: `You are invited to administer ${BRAND.name}`,
    text: `You have been invited to become a ${input.adminLevel} administrator of ${BRAND.name}.\n\nSign in (or join) with this e-mail address, then open:\n${input.inviteUrl}\n\nThe link works once and expires in 72 hours.`,
  };
}
