import { and, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { DELETED_USER_NAME } from '../../../shared/schemas/conversations.ts';
import type { Db } from '../../db/client.ts';
import { adminInvites, admins } from '../../db/schema/accounts.ts';
import { pageViews } from '../../db/schema/analytics.ts';
import { user, verification } from '../../db/schema/auth.ts';
import { franchisors } from '../../db/schema/catalog.ts';
import { franchisorClaims } from '../../db/schema/claims.ts';
import { clientErrors } from '../../db/schema/client-errors.ts';
import { contactMessages } from '../../db/schema/content.ts';
import {
  conversationParticipants,
  conversationReports,
  conversations,
  messages,
  notificationSettings,
  notifications,
} from '../../db/schema/conversations.ts';
import {
  bookmarks,
  compareLists,
  informationRequests,
  marketNotifySignups,
  userInteractions,
} from '../../db/schema/engagement.ts';
import { kreditApplications, kreditEvents } from '../../db/schema/kredit.ts';
import { calls } from '../../db/schema/meetings.ts';
import { invoices, leadAddresses } from '../../db/schema/membership.ts';
import { networkConnections } from '../../db/schema/network.ts';
import { offeringQuotes, offeringReviews, offeringSpends, rewardPayouts } from '../../db/schema/offerings.ts';
import { emailOutbox, rateLimits } from '../../db/schema/system.ts';

/** What stays of a deleted person in records others keep (leads, threads, decisions). */
const DELETED_NAME = 'Deleted account';
const DELETED_TEXT = '(Removed when the account was deleted.)';
const DELETED_ID = 'deleted-account';
/** A stand-in unique per row, where a unique index would not take two deleted people. */
const standIn = (id: SQLWrapper) => sql`'deleted-' || ${id}::text`;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Deletes the person, in one transaction: the account (profile, sessions, logins, two-factor,
 * admin, network, Kredit and saved-search rows by cascade), what was only theirs (bookmarks,
 * compare list, interactions, market notices, notifications and their settings, error reports,
 * admin invitations to their address, mail kept for them or quoting them, rate-limit counters and codes under
 * their address or id, a pending e-mail change), and the personal data in records that others
 * keep, which stay as "Deleted account" without name, address, phone or text: a lead or contact
 * message, their messages and place in a thread (the other side sees "Deleted user"), reports,
 * calls, reviews, quotes, the account a payout was asked to, and decisions they made as an admin. Files are removed before
 * (service.ts).
 */
export async function eraseUser(db: Db, userId: string, email: string): Promise<void> {
  const address = email.toLowerCase();
  await db.transaction(async (tx) => {
    await eraseOwnRows(tx, userId, address);
    await anonymiseLeadsAndContacts(tx, userId, address);
    await anonymiseConversations(tx, userId);
    await anonymiseDecisions(tx, userId);
    await tx.delete(user).where(eq(user.id, userId));
  });
}

async function eraseOwnRows(tx: Tx, userId: string, address: string) {
  await tx.delete(bookmarks).where(eq(bookmarks.userId, userId));
  await tx.delete(compareLists).where(eq(compareLists.userId, userId));
  await tx.delete(userInteractions).where(eq(userInteractions.userId, userId));
  await tx.delete(marketNotifySignups).where(eq(sql`lower(${marketNotifySignups.email})`, address));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
  // Reports of errors in their browser help nobody once the account is gone; they carry its pages.
  await tx.delete(clientErrors).where(eq(clientErrors.userId, userId));
  await tx.update(pageViews).set({ userId: null }).where(eq(pageViews.userId, userId));
  await tx.delete(adminInvites).where(eq(sql`lower(${adminInvites.email})`, address));
  // Their address on a company's list of who receives its leads (their own or a team's).
  await tx.delete(leadAddresses).where(eq(sql`lower(${leadAddresses.email})`, address));
  await tx.update(adminInvites).set({ usedBy: null }).where(eq(adminInvites.usedBy, userId));
  await tx.update(adminInvites).set({ revokedBy: null }).where(eq(adminInvites.revokedBy, userId));
  // An invite made by them dies with their access (admin service); the marker keeps it dead.
  await tx.update(adminInvites).set({ createdBy: DELETED_ID }).where(eq(adminInvites.createdBy, userId));
  await tx.update(admins).set({ invitedBy: null }).where(eq(admins.invitedBy, userId));
  // A pending e-mail change (Better Auth's code under `change-email-otp-<id>:<new address>`)
  // left a code mail and a send counter under the new address.
  const changeCodes = await tx
    .select({ identifier: verification.identifier })
    .from(verification)
    .where(sql`starts_with(${verification.identifier}, ${`change-email-otp-${userId}:`})`);
  const addresses = [
    address,
    ...changeCodes.map((c) => c.identifier.slice(`change-email-otp-${userId}:`.length)),
  ];
  // Mail kept for others that quotes them (a lead, a call request, a contact message) goes too:
  // the recipient has had it, and the copy would outlive the account.
  const [account] = await tx.select({ name: user.name }).from(user).where(eq(user.id, userId));
  const quoted = [address, userId, ...(account?.name.trim() ? [account.name.trim().toLowerCase()] : [])];
  await tx
    .delete(emailOutbox)
    .where(
      or(
        ...quoted.map(
          (q) =>
            sql`position(${q} in lower(${emailOutbox.subject})) > 0 or position(${q} in lower(${emailOutbox.text})) > 0`,
        ),
      ),
    );
  for (const each of addresses) {
    await tx.delete(emailOutbox).where(eq(sql`lower(${emailOutbox.to})`, each.toLowerCase()));
    await tx.delete(rateLimits).where(sql`position(${each.toLowerCase()} in lower(${rateLimits.key})) > 0`);
  }
  await tx.delete(rateLimits).where(sql`position(${userId} in ${rateLimits.key}) > 0`);
  await tx
    .delete(verification)
    .where(
      or(
        sql`position(${address} in ${verification.identifier}) > 0`,
        sql`position(${userId} in ${verification.identifier}) > 0`,
        sql`position(${userId} in ${verification.value}) > 0`,
      ),
    );
}

async function anonymiseLeadsAndContacts(tx: Tx, userId: string, address: string) {
  // The unique (listing, e-mail, day) index keeps one placeholder address per lead.
  const placeholder = (id: SQL) => sql`'deleted-' || ${id} || '@deleted.invalid'`;
  await tx
    .update(informationRequests)
    .set({
      userId: null,
      name: DELETED_NAME,
      email: placeholder(sql`${informationRequests.id}`),
      phone: null,
      message: DELETED_TEXT,
    })
    .where(or(eq(informationRequests.userId, userId), eq(sql`lower(${informationRequests.email})`, address)));
  await tx
    .update(contactMessages)
    .set({
      userId: null,
      name: DELETED_NAME,
      email: placeholder(sql`${contactMessages.id}`),
      subject: DELETED_NAME,
      message: DELETED_TEXT,
      ip: null,
    })
    .where(or(eq(contactMessages.userId, userId), eq(sql`lower(${contactMessages.email})`, address)));
  await tx.update(franchisors).set({ ownerUserId: null }).where(eq(franchisors.ownerUserId, userId));
  await tx
    .update(franchisors)
    .set({ contactEmail: null })
    .where(eq(sql`lower(${franchisors.contactEmail})`, address));
  await tx
    .update(offeringReviews)
    .set({ author: DELETED_USER_NAME, userId: null })
    .where(eq(offeringReviews.userId, userId));
  await tx
    .update(offeringQuotes)
    .set({ notes: '', requesterUserId: null })
    .where(eq(offeringQuotes.requesterUserId, userId));
  // A payout stays in the company's ledger; where they asked it to be paid goes.
  await tx
    .update(rewardPayouts)
    .set({ requestedBy: DELETED_ID, accountHolder: DELETED_NAME, account: null, bankCode: null })
    .where(eq(rewardPayouts.requestedBy, userId));
}

/**
 * Threads stay for the other side with the person as "Deleted user": their messages keep their
 * place without text, their seat in each thread no longer names them, and a thread that was
 * theirs (they opened it, or it was between two people) is closed.
 */
async function anonymiseConversations(tx: Tx, userId: string) {
  const theirs = tx
    .select({ id: conversationParticipants.conversationId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.userId, userId));
  const threadIds = (await theirs).map((r) => r.id);
  const connectionIds = (
    await tx
      .select({ id: networkConnections.id })
      .from(networkConnections)
      .where(or(eq(networkConnections.requesterId, userId), eq(networkConnections.addresseeId, userId)))
  ).map((r) => r.id);
  const callIds = (await tx.select({ id: calls.id }).from(calls).where(eq(calls.seekerId, userId))).map(
    (r) => r.id,
  );
  // Others' bell items about them (a message, a call, a request to connect) name them or quote them.
  const keys = [
    ...threadIds.map((id) => `conversation:${id}`),
    ...connectionIds.map((id) => `connection:${id}`),
    ...callIds.map((id) => `call:${id}`),
  ];
  if (keys.length > 0) await tx.delete(notifications).where(inArray(notifications.groupKey, keys));
  if (threadIds.length > 0) {
    await tx
      .update(conversations)
      .set({ closedAt: sql`coalesce(${conversations.closedAt}, now())` })
      .where(
        and(
          inArray(conversations.id, threadIds),
          or(eq(conversations.openedBy, userId), eq(conversations.kind, 'direct')),
        ),
      );
  }
  await tx
    .update(conversations)
    .set({ openedBy: standIn(conversations.id) })
    .where(eq(conversations.openedBy, userId));
  await tx
    .update(messages)
    .set({ senderId: DELETED_ID, body: DELETED_TEXT })
    .where(eq(messages.senderId, userId));
  await tx
    .update(conversationParticipants)
    .set({ userId: sql`'deleted-' || gen_random_uuid()::text`, displayName: null, mailedAt: null })
    .where(eq(conversationParticipants.userId, userId));
  await tx
    .update(conversationReports)
    .set({ reporterId: standIn(conversationReports.id), reason: DELETED_TEXT })
    .where(eq(conversationReports.reporterId, userId));
  await tx
    .update(calls)
    .set({
      seekerId: standIn(calls.id),
      note: '',
      status: sql`case when ${calls.status} in ('requested', 'confirmed') then 'cancelled' else ${calls.status} end`,
      cancelledBy: sql`case when ${calls.status} in ('requested', 'confirmed') then 'seeker' else ${calls.cancelledBy} end`,
    })
    .where(eq(calls.seekerId, userId));
}

/**
 * Decisions they made as an admin stay (the records are others'), without their name. The audit
 * log is left as it is: it is append-only by a trigger, the legal record of who did what.
 */
async function anonymiseDecisions(tx: Tx, userId: string) {
  await tx
    .update(kreditEvents)
    .set({ actorId: DELETED_ID, actorEmail: DELETED_NAME })
    .where(eq(kreditEvents.actorId, userId));
  await tx
    .update(kreditApplications)
    .set({ decidedBy: DELETED_ID })
    .where(eq(kreditApplications.decidedBy, userId));
  await tx
    .update(conversationReports)
    .set({ resolvedBy: DELETED_ID })
    .where(eq(conversationReports.resolvedBy, userId));
  await tx.update(invoices).set({ paidBy: DELETED_ID }).where(eq(invoices.paidBy, userId));
  await tx.update(franchisors).set({ verifiedBy: DELETED_ID }).where(eq(franchisors.verifiedBy, userId));
  await tx
    .update(offeringSpends)
    .set({ reviewedBy: DELETED_ID })
    .where(eq(offeringSpends.reviewedBy, userId));
  await tx.update(rewardPayouts).set({ paidBy: DELETED_ID }).where(eq(rewardPayouts.paidBy, userId));
  await tx
    .update(franchisorClaims)
    .set({ decidedByUserId: DELETED_ID })
    .where(eq(franchisorClaims.decidedByUserId, userId));
}
