import { BRAND } from '../../../shared/brand.ts';
import type { MailText } from './mail-text.ts';

/** To the old address after an e-mail change, with the link that puts it back. */
export function emailChangedMail(input: {
  oldEmail: string;
  newEmail: string;
  undoUrl: string;
  undoDays: number;
}): MailText {
  const { oldEmail, newEmail, undoUrl, undoDays } = input;
  return {
    subject: `Your ${BRAND.name} e-mail address was changed`,
    text: `The e-mail address of your ${BRAND.name} account was changed from ${oldEmail} to ${newEmail}. Every other device signed in to the account was signed out.\n\nIf you made this change, you do not need to do anything.\n\nIf you did not, open this link within ${undoDays} days to put ${oldEmail} back:\n${undoUrl}\n\nThat signs every device out and asks you to choose a new password with a code sent to ${oldEmail}.\n\n${BRAND.name}`,
  };
}

/** To an address that already has an account when another account asks to move onto it. */
export function emailTakenMail(): MailText {
  return {
    subject: `Someone tried to move a ${BRAND.name} account to your e-mail address`,
    text: `Someone asked to change the e-mail address of another ${BRAND.name} account to this address. Your address already belongs to your own account, so nothing was changed and no code was sent.\n\nYou do not need to do anything.\n\n${BRAND.name}`,
  };
}
