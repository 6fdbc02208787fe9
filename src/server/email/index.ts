/** Sending e-mail (SMTP, or the dev outbox) and reading the outbox. */
export { createMailer, type Mail, type Mailer } from './mailer.ts';
export { createOutboxRepository } from './outbox-repository.ts';
/** Every mail the product sends: one function a mail, returning its subject and text. */
export { emailChangedMail, emailTakenMail } from './templates/accounts.ts';
export { adminInviteMail } from './templates/admin.ts';
export { codeMail, existingAccountSignUpMail } from './templates/auth.ts';
export { informationRequestMail, informationRequestSentMail } from './templates/catalog.ts';
export { contactMessageMail } from './templates/content.ts';
export { unreadMessagesMail } from './templates/conversations.ts';
export { kreditDetail, kreditOverdueMail, kreditStatusMail } from './templates/kredit.ts';
export {
  listingApprovedMail,
  listingBlockedByPlanNotice,
  listingPausedByModeratorsMail,
  listingRejectedMail,
  listingResumedByModeratorsMail,
  listingsPausedForPlanMail,
} from './templates/listings.ts';
export type { MailText } from './templates/mail-text.ts';
export {
  callCancelledMail,
  callConfirmedMail,
  callDeclinedMail,
  callMovedMail,
  callNewTimesMail,
  callReminderMail,
  callRequestedMail,
  callTime,
} from './templates/meetings.ts';
export {
  documentRefusedMail,
  invoiceMail,
  leadAddressCodeMail,
  paymentReceiptMail,
} from './templates/membership.ts';
export { notificationMail } from './templates/notifications.ts';
export {
  offeringApprovedMail,
  offeringPausedMail,
  offeringRejectedMail,
  offeringResumedMail,
} from './templates/offerings.ts';
export {
  quoteAnsweredMail,
  quoteDecidedMail,
  quoteExpiredMail,
  quoteRequestedMail,
} from './templates/quotes.ts';
export { cashbackConfirmedMail, cashbackPaidMail, spendRejectedMail } from './templates/rewards.ts';
export { type DigestSection, savedSearchDigestMail } from './templates/saved-searches.ts';
